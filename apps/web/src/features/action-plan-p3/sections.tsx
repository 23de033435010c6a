import { useMemo } from 'react';
import { Navigate } from 'react-router';
import { useSession } from '../../shared/auth';
import { paths } from '../../shared/routing';
import {
  officerConfirmationFlow,
  sectionStatus,
  useReportSection,
  withRegulationLink,
} from '../../shared/reports';
import { StepFlowPage, stepTitle, type StepFlow } from '../../shared/step-flow';
import type { TaskPageData } from '../../shared/workflow';
import { isEditable, useTaskPageData } from '../../shared/workflow/task';
import { measuresFlow } from './measures-flow';
import { SECTIONS, STATEMENTS, TASK_NAME, planOf, requiredStatements, type ActionPlan } from './plan';
import { ACTION_PLAN_PAGES } from './segments';

type SectionKey = (typeof SECTIONS)[keyof typeof SECTIONS]['key'];

/** A section of the plan on the step-flow kit, saved with ACTION_PLAN_P3_SAVE_APPLICATION_SUBMIT. */
function ActionPlanSection({
  data,
  flow,
  sectionKey,
  segment,
}: {
  data: TaskPageData;
  flow: StepFlow<ActionPlan>;
  sectionKey: SectionKey;
  segment: string;
}) {
  const { plan, completed } = planOf(data.task.requestTask.payload);
  const binding = useReportSection<ActionPlan>({
    data,
    basePath: paths.task.page(data.task.requestTask.id, segment),
    answers: plan,
    status: sectionStatus(completed[sectionKey]),
    taskName: TASK_NAME,
    noun: 'action plan',
    saveAction: (answers, status) => ({
      requestTaskActionType: 'ACTION_PLAN_P3_SAVE_APPLICATION_SUBMIT',
      requestTaskActionPayload: {
        payloadType: 'ACTION_PLAN_P3_SAVE_APPLICATION_SUBMIT_PAYLOAD',
        actionPlanP3: answers,
        actionPlanSectionsCompleted: { ...completed, [sectionKey]: status },
      },
    }),
  });
  return <StepFlowPage flow={flow} binding={binding} />;
}

/** Only the assignee who may save the plan gets its pages; anyone else sees the task page. */
function useEditableTask(): TaskPageData | null {
  const data = useTaskPageData();
  const userId = useSession().userState?.userId;
  return isEditable(data, userId) ? data : null;
}

export function MeasuresSection() {
  const data = useEditableTask();
  const home = paths.task.home(useTaskPageData().task.requestTask.id);
  if (!data) return <Navigate to={home} replace />;
  return (
    <ActionPlanSection
      data={data}
      flow={measuresFlow}
      sectionKey={SECTIONS.measures.key}
      segment={ACTION_PLAN_PAGES.measures}
    />
  );
}

export const measuresTitle = (address: string) => stepTitle(measuresFlow, address);

function confirmationFlow(plan: ActionPlan): StepFlow<ActionPlan> {
  return officerConfirmationFlow<ActionPlan, (typeof STATEMENTS)[number]['value']>({
    statements: withRegulationLink(STATEMENTS, 'ESOS_ASSESSMENT_NOTIFICATION', '34A'),
    required: requiredStatements(plan),
    ticked: (answers) => answers.responsibleOfficerConfirmation ?? [],
    setTicked: (answers, ticked) => ({ ...answers, responsibleOfficerConfirmation: ticked }),
    legend:
      'I confirm that the responsible officer has reviewed the action plan and is satisfied that, to the best ' +
      'of their knowledge, the following statements are true:',
  });
}

export function ConfirmationSection() {
  const data = useEditableTask();
  const page = useTaskPageData();
  const { plan, completed } = planOf(page.task.requestTask.payload);
  const required = requiredStatements(plan).join();
  // The statements follow the measures: a new flow only when the required set changes.
  // eslint-disable-next-line react-hooks/exhaustive-deps
  const flow = useMemo(() => confirmationFlow(plan), [required]);
  const home = paths.task.home(page.task.requestTask.id);
  // Not before the measures are completed, unless it was already answered (task-forms §2).
  if (
    !data ||
    (completed.energyEfficiencyMeasure !== 'COMPLETED' && !completed.responsibleOfficerConfirmation)
  ) {
    return <Navigate to={home} replace />;
  }
  return (
    <ActionPlanSection
      data={data}
      flow={flow}
      sectionKey={SECTIONS.confirmation.key}
      segment={ACTION_PLAN_PAGES.confirmation}
    />
  );
}

export const confirmationTitle = (address: string) => stepTitle(confirmationFlow({}), address);
