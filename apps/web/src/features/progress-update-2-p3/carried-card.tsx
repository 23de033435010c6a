import { Details, SummaryList, type SummaryListRow } from '../../shared/govuk/forms';
import { progressUpdate1AddedRows, progressUpdate1Rows } from '../../shared/reports/progress-update';
import { measureRows } from '../../shared/reports';
import type { CarriedMeasure } from './update';

/**
 * What progress update 1 said of the measure: for a plan measure, it asked "implemented?" only of one planned
 * after the plan was sent, so an answer to that names which questions it asked.
 */
function progressUpdate1Of(measure: CarriedMeasure): SummaryListRow[] {
  if (measure.addedByProgressUpdate1) return progressUpdate1AddedRows(measure.addedByProgressUpdate1);
  const part = measure.progressUpdate1;
  const after = part?.measureIsImplemented !== undefined && part?.measureIsImplemented !== null;
  return progressUpdate1Rows(part, after);
}

/**
 * A carried-over measure's earlier reports, folded away under its name (task-forms §3): the action plan's
 * measure and progress update 1's answers, or the measure as progress update 1 added it.
 */
export function EarlierReports({ measure }: { measure: CarriedMeasure }) {
  return (
    <>
      {measure.plan ? (
        <Details summary="Information from the action plan">
          <SummaryList rows={measureRows(measure.plan)} />
        </Details>
      ) : null}
      <Details
        summary={measure.addedByProgressUpdate1 ? 'Progress update 1 (added measure)' : 'Progress update 1'}
      >
        <SummaryList rows={progressUpdate1Of(measure)} />
      </Details>
    </>
  );
}
