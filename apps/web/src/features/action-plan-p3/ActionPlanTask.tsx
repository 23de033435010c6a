import { TaskList, type TaskListStatus } from '../../shared/govuk/TaskList';
import { SubmitGate } from '../../shared/reports/SubmitGate';
import { paths } from '../../shared/routing';
import type { TaskContentProps } from '../../shared/workflow';
import { useMessages } from '../../shared/i18n';
import { actionPlanMessages } from './messages.en';
import { PlanSummary } from './PlanSummary';
import { SECTIONS, planOf } from './plan';
import { ACTION_PLAN_PAGES } from './segments';

const statusOf = (status: 'IN_PROGRESS' | 'COMPLETED' | null | undefined): TaskListStatus =>
  status ?? 'NOT_STARTED';

/**
 * The action plan's task page (task-forms §2): 'Submit to regulator' once both sections are completed (until
 * then the sections left), then
 * the task list: 1. Prepare Action Plan, 2. Confirm (which cannot start before the measures are completed).
 */
export function ActionPlanTask({ data, editable }: TaskContentProps) {
  const t = useMessages(actionPlanMessages);
  const taskId = data.task.requestTask.id;
  const { plan, completed } = planOf(data.task.requestTask.payload);
  if (!editable) return <PlanSummary plan={plan} />;
  const measuresDone = completed.energyEfficiencyMeasure === 'COMPLETED';
  return (
    <>
      <SubmitGate
        submitHref={paths.task.page(taskId, ACTION_PLAN_PAGES.submit)}
        left={[
          [SECTIONS.measures.name, completed.energyEfficiencyMeasure] as const,
          [SECTIONS.confirmation.name, completed.responsibleOfficerConfirmation] as const,
        ]
          .filter(([, status]) => status !== 'COMPLETED')
          .map(([title]) => title)}
      />
      <h2 className="govuk-heading-m">{t('prepareHeading')}</h2>
      <TaskList
        idPrefix="prepare"
        items={[
          {
            title: SECTIONS.measures.name,
            href: paths.task.page(taskId, ACTION_PLAN_PAGES.measures),
            status: statusOf(completed.energyEfficiencyMeasure),
          },
        ]}
      />
      <h2 className="govuk-heading-m">{t('confirmHeading')}</h2>
      <TaskList
        idPrefix="confirm"
        items={[
          {
            title: SECTIONS.confirmation.name,
            href: paths.task.page(taskId, ACTION_PLAN_PAGES.confirmation),
            status:
              !measuresDone && !completed.responsibleOfficerConfirmation
                ? 'CANNOT_START_YET'
                : statusOf(completed.responsibleOfficerConfirmation),
          },
        ]}
      />
    </>
  );
}
