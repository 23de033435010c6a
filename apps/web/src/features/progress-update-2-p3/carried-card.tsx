import type { components } from '../../shared/api';
import { Details, SummaryList, type SummaryListRow } from '../../shared/govuk/forms';
import { measureRows } from '../../shared/reports';
import { progressUpdate1AddedRows, progressUpdate1Rows } from '../../shared/reports/progress-update';
import type { CarriedMeasure } from './configuration';

type Schemas = components['schemas'];
type Item = Partial<
  Schemas['ProgressUpdate2P3UpdatedMeasure'] & Schemas['ProgressUpdate2P3UpdatedAddedMeasure']
>;

/**
 * What progress update 1 said of the measure: for a plan measure, it asked "implemented?" only of one planned
 * after the plan was sent, so an answer to that names which questions it asked.
 */
function progressUpdate1Of(item: Item): SummaryListRow[] {
  if (item.progressUpdate1P3AddedMeasure) return progressUpdate1AddedRows(item.progressUpdate1P3AddedMeasure);
  const part = item.progressUpdate1P3EnergyEfficiencyMeasure;
  const after = part?.measureIsImplemented !== undefined && part?.measureIsImplemented !== null;
  return progressUpdate1Rows(part, after);
}

/**
 * A carried-over measure's earlier reports, folded away under its name (task-forms §3): the action plan's
 * measure and progress update 1's answers, or the measure as progress update 1 added it.
 */
export function EarlierReports({ measure }: { measure: CarriedMeasure }) {
  const item: Item = measure.item;
  return (
    <>
      {item.actionPlanEnergyEfficiencyMeasure ? (
        <Details summary="Information from the action plan">
          <SummaryList rows={measureRows(item.actionPlanEnergyEfficiencyMeasure)} />
        </Details>
      ) : null}
      <Details
        summary={
          item.progressUpdate1P3AddedMeasure ? 'Progress update 1 (added measure)' : 'Progress update 1'
        }
      >
        <SummaryList rows={progressUpdate1Of(item)} />
      </Details>
    </>
  );
}
