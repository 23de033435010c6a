import { SummaryList } from '../../shared/govuk/forms';
import { UpdateSummary as UpdateSummaryFrame } from '../../shared/reports/progress-update';
import { EarlierReports } from './carried-card';
import { addedRows, updateRows } from './measure-update';
import { addedOf, carriedOf, type ProgressUpdate } from './update';

/** Progress update 2 read-only (task-forms §6): the group change when disaggregated, the measures, the confirmation. */
export function UpdateSummary({ update, disaggregated }: { update: ProgressUpdate; disaggregated: boolean }) {
  const added = addedOf(update);
  return (
    <UpdateSummaryFrame update={update} disaggregated={disaggregated}>
      {carriedOf(update).map((measure) => (
        <div key={measure.uuId}>
          <h3 className="govuk-heading-s">{measure.name}</h3>
          <EarlierReports measure={measure} />
          <SummaryList
            rows={updateRows(measure.part, measure.questions)}
            card={{ title: 'Progress update 2', headingLevel: 4 }}
          />
        </div>
      ))}
      <h3 className="govuk-heading-s">New measures</h3>
      {added.length === 0 ? <p className="govuk-body">No new measures have been added.</p> : null}
      {added.map((measure, index) => (
        <SummaryList
          key={index}
          rows={addedRows(measure)}
          card={{ title: measure.measureName ?? 'Unnamed measure', headingLevel: 4 }}
        />
      ))}
    </UpdateSummaryFrame>
  );
}
