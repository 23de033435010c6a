import { useState } from 'react';
import { Button } from '../../shared/govuk';
import { downloadWorkbook } from './excel';
import { fetchNocPage, generateReport } from './mi-reports-api';
import {
  collectAllNocs,
  columnsOf,
  exportFileName,
  nocSheet,
  reportPageOf,
  toSheet,
  type MiReportType,
  type SheetSpec,
} from './report-data';

type ExportType = Exclude<MiReportType, 'CUSTOM' | 'LIST_OF_ACCOUNTS_USERS_CONTACTS'>;

async function sheetsFor(type: ExportType, title: string): Promise<SheetSpec[]> {
  if (type === 'NOC_SUBMITTED_DATA_P3') return [nocSheet(await collectAllNocs(fetchNocPage))];
  const result = await generateReport(type);
  return [toSheet(title.slice(0, 31), columnsOf(result), result.results ?? [])];
}

/** The submitted-data reports: one button that builds the Excel file in the browser. */
export function ExportReportPage({ type }: { type: ExportType }) {
  const page = reportPageOf(type);
  const [state, setState] = useState<'idle' | 'working' | 'done' | 'failed'>('idle');
  const exportReport = async () => {
    setState('working');
    try {
      await downloadWorkbook(
        await sheetsFor(type, 'Submitted data'),
        exportFileName(page?.fileName ?? 'report'),
      );
      setState('done');
    } catch {
      setState('failed');
    }
  };
  return (
    <div className="govuk-grid-row">
      <div className="govuk-grid-column-two-thirds">
        <h1 className="govuk-heading-l">{page?.title}</h1>
        <p className="govuk-body">Export everything submitted so far to an Excel file.</p>
        <Button onClick={() => void exportReport()} disabled={state === 'working'}>
          Export to excel
        </Button>
        {state === 'done' ? (
          <p className="govuk-body" role="status">
            Your report has been downloaded.
          </p>
        ) : null}
        {state === 'failed' ? (
          <p className="govuk-body" role="alert">
            The report could not be created. Try again.
          </p>
        ) : null}
      </div>
    </div>
  );
}

export const SubmittedNocsPage = () => <ExportReportPage type="NOC_SUBMITTED_DATA_P3" />;
export const ActionPlanDataPage = () => <ExportReportPage type="ACTION_PLAN_SUBMITTED_DATA_P3" />;
export const ProgressUpdate1DataPage = () => <ExportReportPage type="PROGRESS_UPDATE_1_SUBMITTED_DATA_P3" />;
export const ProgressUpdate2DataPage = () => <ExportReportPage type="PROGRESS_UPDATE_2_SUBMITTED_DATA_P3" />;
