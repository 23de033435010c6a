import { SummaryList } from '../../shared/govuk/forms';
import {
  UpdateSummary as UpdateSummaryFrame,
  progressUpdate1AddedRows as addedRows,
  progressUpdate1Rows as updateRows,
} from '../../shared/reports/progress-update';
import { measureRows } from '../../shared/reports';
import { addedOf, measuresOf, type ProgressUpdate } from './update';

/** Progress update 1 read-only (task-forms §6): the group change when disaggregated, the measures, the confirmation. */
export function UpdateSummary({ update, disaggregated }: { update: ProgressUpdate; disaggregated: boolean }) {
  return (
    <UpdateSummaryFrame update={update} disaggregated={disaggregated}>
      {measuresOf(update).map((measure) => (
        <div key={measure.uuId}>
          <SummaryList
            rows={[
              ...measureRows(measure.actionPlanEnergyEfficiencyMeasure),
              ...updateRows(
                measure.progressUpdate1P3EnergyEfficiencyMeasure,
                measure.measureImplType === 'MEASURE_IMPL_AFTER_SUBMIT_ACTION_PLAN',
              ),
            ]}
            card={{
              title: measure.actionPlanEnergyEfficiencyMeasure.measureName ?? 'Unnamed measure',
              headingLevel: 3,
            }}
          />
        </div>
      ))}
      <h3 className="govuk-heading-s">New measures</h3>
      {addedOf(update).length === 0 ? <p className="govuk-body">No new measures have been added.</p> : null}
      {addedOf(update).map((measure, index) => (
        <SummaryList
          key={index}
          rows={addedRows(measure)}
          card={{ title: measure.measureName ?? 'Unnamed measure', headingLevel: 4 }}
        />
      ))}
    </UpdateSummaryFrame>
  );
}
