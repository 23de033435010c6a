import { useState } from 'react';
import { Button } from '../../shared/govuk';
import { downloadWorkbook } from './excel';
import { useGenerateReport } from './mi-reports-api';
import { columnsOf, exportFileName, reportPageOf, toSheet } from './report-data';
import { ReportTable } from './ReportTable';

const page = reportPageOf('LIST_OF_ACCOUNTS_USERS_CONTACTS');

/** "Execute" shows the table; "Export to Excel" downloads what it shows. */
export function AccountsUsersContactsPage() {
  const report = useGenerateReport('LIST_OF_ACCOUNTS_USERS_CONTACTS');
  const [exportFailed, setExportFailed] = useState(false);
  const result = report.data;
  const columns = result ? columnsOf(result) : [];

  const exportReport = async () => {
    if (!result) return;
    setExportFailed(false);
    try {
      await downloadWorkbook(
        [toSheet('Accounts users contacts', columns, result.results ?? [])],
        exportFileName(page?.fileName ?? 'report'),
      );
    } catch {
      setExportFailed(true);
    }
  };

  return (
    <div className="govuk-grid-row">
      <div className="govuk-grid-column-full">
        <h1 className="govuk-heading-l">{page?.title}</h1>
        <p className="govuk-body">
          One row for each user of each account of your authority, with their contact details and role.
        </p>
        <div className="govuk-button-group">
          <Button onClick={() => report.mutate()} disabled={report.isPending}>
            Execute
          </Button>
          {result ? (
            <Button variant="secondary" onClick={() => void exportReport()}>
              Export to Excel
            </Button>
          ) : null}
        </div>
        {report.isError ? (
          <p className="govuk-body" role="alert">
            The report could not be run. Try again.
          </p>
        ) : null}
        {exportFailed ? (
          <p className="govuk-body" role="alert">
            The file could not be created. Try again.
          </p>
        ) : null}
        {result ? <ReportTable columnNames={columns} rows={result.results ?? []} /> : null}
      </div>
    </div>
  );
}
