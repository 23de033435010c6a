import { SummaryList } from '../../shared/govuk/forms';
import { measureRows } from '../../shared/reporting';
import { addedRows, updateRows } from './measure-update';
import { SECTIONS, STATEMENTS, addedOf, measuresOf, type ProgressUpdate } from './update';

/** An update read-only (task-forms §6): the group change when disaggregated, the measures, the confirmation. */
export function UpdateSummary({ update, disaggregated }: { update: ProgressUpdate; disaggregated: boolean }) {
  const ticked = update.responsibleOfficerConfirmation ?? [];
  return (
    <>
      {disaggregated ? (
        <>
          <h2 className="govuk-heading-m">{SECTIONS.groupChange.name}</h2>
          <SummaryList
            rows={[
              {
                key: 'Name of the other responsible undertaking',
                value: update.groupChange?.otherResponsibleUndertakingName ?? 'Not provided',
              },
              {
                key: 'Company registration number of the other responsible undertaking',
                value: update.groupChange?.otherResponsibleUndertakingCrn ?? 'Not provided',
              },
            ]}
          />
        </>
      ) : null}
      <h2 className="govuk-heading-m">{SECTIONS.measures.name}</h2>
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
      <h2 className="govuk-heading-m">{SECTIONS.confirmation.name}</h2>
      <SummaryList
        rows={[
          {
            key: 'Statements confirmed',
            value:
              ticked.length === 0 ? (
                'None'
              ) : (
                <ul className="govuk-list govuk-list--bullet">
                  {STATEMENTS.filter((statement) => ticked.includes(statement.value)).map((statement) => (
                    <li key={statement.value}>{statement.text}</li>
                  ))}
                </ul>
              ),
          },
        ]}
      />
    </>
  );
}
