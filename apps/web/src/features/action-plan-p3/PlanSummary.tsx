import { SummaryList } from '../../shared/govuk/forms';
import { confirmedStatementsRow, measureRows } from '../../shared/reports';
import { PROPOSED_QUESTION } from './measures-flow';
import { SECTIONS, STATEMENTS, measuresOf, type ActionPlan } from './plan';

/**
 * A plan read-only, section by section: the timeline's view of a submitted plan (task-forms §6) and the
 * task page of anyone who may not change it.
 */
export function PlanSummary({ plan, headingLevel = 2 }: { plan: ActionPlan; headingLevel?: 2 | 3 }) {
  const Heading = `h${headingLevel}` as const;
  const section = plan.energyEfficiencyMeasure;
  const have = section?.haveEnergyEfficiencyMeasures;
  return (
    <>
      <Heading className="govuk-heading-m">{SECTIONS.measures.name}</Heading>
      <SummaryList
        rows={[
          {
            key: PROPOSED_QUESTION,
            value: have === true ? 'Yes' : have === false ? 'No' : 'Not answered',
          },
          ...(have === false ? [{ key: 'Context', value: section?.noMeasureContext ?? 'None' }] : []),
        ]}
      />
      {measuresOf(plan).map((measure, index) => (
        <SummaryList
          key={index}
          rows={measureRows(measure)}
          card={{
            title: measure.measureName ?? `Measure ${index + 1}`,
            headingLevel: headingLevel === 2 ? 3 : 4,
          }}
        />
      ))}
      <Heading className="govuk-heading-m">{SECTIONS.confirmation.name}</Heading>
      <SummaryList rows={[confirmedStatementsRow(STATEMENTS, plan.responsibleOfficerConfirmation ?? [])]} />
    </>
  );
}
