import { useState } from 'react';
import { Button } from '../../shared/govuk';
import { exportReport } from './excel';
import type { ExportType } from './export-workbook';
import { reportPageOf } from './report-data';

type State =
  { step: 'idle' | 'writing' | 'done' | 'failed' } | { step: 'working'; collected?: number; total?: number };

/** The submitted-data reports: one button that builds the reference's Excel workbook in the browser. */
export function ExportReportPage({ type }: { type: ExportType }) {
  const page = reportPageOf(type);
  const [state, setState] = useState<State>({ step: 'idle' });
  const startExport = async () => {
    setState({ step: 'working' });
    try {
      await exportReport(type, (progress) =>
        setState(
          progress.step === 'writing'
            ? { step: 'writing' }
            : { step: 'working', collected: progress.collected, total: progress.total },
        ),
      );
      setState({ step: 'done' });
    } catch {
      setState({ step: 'failed' });
    }
  };
  return (
    <div className="govuk-grid-row">
      <div className="govuk-grid-column-two-thirds">
        <h1 className="govuk-heading-l">{page?.title}</h1>
        <p className="govuk-body">Export everything submitted so far to an Excel file.</p>
        <Button
          onClick={() => void startExport()}
          disabled={state.step === 'working' || state.step === 'writing'}
        >
          Export to Excel
        </Button>
        <p className="govuk-body" role="status">
          {state.step === 'working'
            ? state.total === undefined
              ? 'Creating your report.'
              : `Collected ${(state.collected ?? 0).toLocaleString('en-GB')} of ${state.total.toLocaleString('en-GB')} notifications`
            : state.step === 'writing'
              ? 'Writing the Excel file.'
              : state.step === 'done'
                ? 'Your report has been downloaded.'
                : ''}
        </p>
        {state.step === 'failed' ? (
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
