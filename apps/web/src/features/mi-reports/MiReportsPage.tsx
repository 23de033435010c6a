import { Link } from 'react-router';
import { Table, WarningText, type TableColumn } from '../../shared/govuk';
import { useMiReportTypes } from './mi-reports-api';
import { reportPageOf, type ReportPage } from './report-data';
import { paths } from '../../shared/routing';

/** The report types switched on for the regulator's competent authority (web-screens §1.4). */
export function MiReportsPage() {
  const types = useMiReportTypes();
  const pages = (types.data ?? []).flatMap((entry) => {
    const page = reportPageOf(entry.miReportType);
    return page ? [page] : [];
  });
  // A report this service cannot run (custom SQL on the embedded database) is said before anyone writes a query,
  // in the server's words, which name the report ('Custom SQL report: Custom SQL reports…' said it twice).
  const unavailable = (types.data ?? []).flatMap((entry) => {
    const page = reportPageOf(entry.miReportType);
    return page && entry.unavailableReason ? [{ title: page.title, reason: entry.unavailableReason }] : [];
  });
  const columns: TableColumn<ReportPage>[] = [
    {
      key: 'type',
      header: 'MI report type',
      render: (page) => (
        <Link className="govuk-link" to={paths.miReports.report(page.path)}>
          {page.title}
        </Link>
      ),
    },
  ];
  return (
    <div className="govuk-grid-row">
      <div className="govuk-grid-column-full">
        <h1 className="govuk-heading-l">MI reports</h1>
        {types.isPending ? <p className="govuk-body">Loading reports…</p> : null}
        {types.isError ? (
          <p className="govuk-body" role="alert">
            The reports could not be loaded. Try again later.
          </p>
        ) : null}
        {types.isSuccess && pages.length === 0 ? (
          <p className="govuk-body">No reports are available to you.</p>
        ) : null}
        {pages.length > 0 ? (
          <Table columns={columns} rows={pages} rowKey={(page) => page.type} caption="Reports you can run" />
        ) : null}
        {unavailable.map(({ title, reason }) => (
          <WarningText key={title}>{reason}</WarningText>
        ))}
      </div>
    </div>
  );
}
