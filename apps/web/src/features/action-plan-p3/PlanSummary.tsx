import { SummaryList } from '../../shared/govuk/forms';
import { confirmedStatementsRow, measureRows } from '../../shared/reports';
import { useMessages } from '../../shared/i18n';
import { actionPlanMessages } from './messages.en';
import { SECTIONS, STATEMENTS, measuresOf, type ActionPlan } from './plan';

/**
 * A plan read-only, section by section: the timeline's view of a submitted plan (task-forms §6) and the
 * task page of anyone who may not change it.
 */
export function PlanSummary({ plan, headingLevel = 2 }: { plan: ActionPlan; headingLevel?: 2 | 3 }) {
  const t = useMessages(actionPlanMessages);
  const Heading = `h${headingLevel}` as const;
  const section = plan.energyEfficiencyMeasure;
  const have = section?.haveEnergyEfficiencyMeasures;
  return (
    <>
      <Heading className="govuk-heading-m">{SECTIONS.measures.name}</Heading>
      <SummaryList
        rows={[
          {
            key: t('proposedQuestion'),
            value: t(have === true ? 'yes' : have === false ? 'no' : 'notAnswered'),
          },
          ...(have === false
            ? [{ key: t('contextKey'), value: section?.noMeasureContext ?? t('none') }]
            : []),
        ]}
      />
      {measuresOf(plan).map((measure, index) => (
        <SummaryList
          key={index}
          rows={measureRows(measure)}
          card={{
            title: measure.measureName ?? t('measureNumber', { number: index + 1 }),
            headingLevel: headingLevel === 2 ? 3 : 4,
          }}
        />
      ))}
      <Heading className="govuk-heading-m">{SECTIONS.confirmation.name}</Heading>
      <SummaryList rows={[confirmedStatementsRow(STATEMENTS, plan.responsibleOfficerConfirmation ?? [])]} />
    </>
  );
}
