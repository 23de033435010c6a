import { MAX_PLAN_MEASURES } from '@esos/reporting-rules';
import { useMemo, type ReactNode } from 'react';
import { Navigate, useNavigate, useParams } from 'react-router';
import { useSession } from '../../shared/auth';
import { paths } from '../../shared/routing';
import {
  MeasuresUpload,
  officerConfirmationFlow,
  sectionStatus,
  useReportSection,
  withRegulationLink,
} from '../../shared/reports';
import { StepFlowPage, href, stepTitle, type StepFlow, type StepFlowBinding } from '../../shared/step-flow';
import type { TaskPageData } from '../../shared/workflow';
import { isEditable, useTaskPageData } from '../../shared/workflow/task';
import { useLanguage, useMessages } from '../../shared/i18n';
import { text } from '../../shared/i18n/catalogue';
import { MEASURES_LIST_PATH, MEASURES_UPLOAD_PATH, measuresFlow, withMeasures } from './measures-flow';
import { actionPlanMessages } from './messages.en';
import { SECTIONS, STATEMENTS, planOf, requiredStatements, type ActionPlan } from './plan';
import { ACTION_PLAN_PAGES } from './segments';

type SectionKey = (typeof SECTIONS)[keyof typeof SECTIONS]['key'];

/** A section of the plan on the step-flow kit, saved with ACTION_PLAN_P3_SAVE_APPLICATION_SUBMIT. */
function ActionPlanSection({
  data,
  flow,
  sectionKey,
  segment,
  render,
}: {
  data: TaskPageData;
  flow: StepFlow<ActionPlan>;
  sectionKey: SectionKey;
  segment: string;
  /** A page of the section beside its step flow (the measures' upload), given the same binding. */
  render?: (binding: StepFlowBinding<ActionPlan>) => ReactNode;
}) {
  const t = useMessages(actionPlanMessages);
  const { plan, completed } = planOf(data.task.requestTask.payload);
  const binding = useReportSection<ActionPlan>({
    data,
    basePath: paths.task.page(data.task.requestTask.id, segment),
    answers: plan,
    status: sectionStatus(completed[sectionKey]),
    taskName: t('taskName'),
    noun: t('reportNoun'),
    saveAction: (answers, status) => ({
      requestTaskActionType: 'ACTION_PLAN_P3_SAVE_APPLICATION_SUBMIT',
      requestTaskActionPayload: {
        payloadType: 'ACTION_PLAN_P3_SAVE_APPLICATION_SUBMIT_PAYLOAD',
        actionPlanP3: answers,
        actionPlanSectionsCompleted: { ...completed, [sectionKey]: status },
      },
    }),
  });
  return render ? render(binding) : <StepFlowPage flow={flow} binding={binding} />;
}

/** Only the assignee who may save the plan gets its pages; anyone else sees the task page. */
function useEditableTask(): TaskPageData | null {
  const data = useTaskPageData();
  const userId = useSession().userState?.userId;
  return isEditable(data, userId) ? data : null;
}

const isUpload = (address: string) => address.replace(/\/$/, '') === MEASURES_UPLOAD_PATH;

/** The measures from a spreadsheet (issue 42): checked on the server, saved through the section's save. */
function uploadPage(data: TaskPageData, navigate: (to: string) => void) {
  const taskId = data.task.requestTask.id;
  const listHref = href(paths.task.page(taskId, ACTION_PLAN_PAGES.measures), MEASURES_LIST_PATH);
  const { plan } = planOf(data.task.requestTask.payload);
  return (binding: StepFlowBinding<ActionPlan>) => (
    <MeasuresUpload
      taskId={taskId}
      version={data.version}
      current={plan.energyEfficiencyMeasure?.energyEfficiencyMeasures ?? []}
      max={MAX_PLAN_MEASURES}
      caption={SECTIONS.measures.name}
      noun="action plan"
      listHref={listHref}
      save={(measures) => binding.save(withMeasures(plan, measures), 'IN_PROGRESS')}
      done={() => navigate(listHref)}
    />
  );
}

export function MeasuresSection() {
  const data = useEditableTask();
  const home = paths.task.home(useTaskPageData().task.requestTask.id);
  const address = useParams()['*'] ?? '';
  const navigate = useNavigate();
  if (!data) return <Navigate to={home} replace />;
  return (
    <ActionPlanSection
      data={data}
      flow={measuresFlow}
      sectionKey={SECTIONS.measures.key}
      segment={ACTION_PLAN_PAGES.measures}
      {...(isUpload(address) ? { render: uploadPage(data, (to) => void navigate(to)) } : {})}
    />
  );
}

export const measuresTitle = (address: string) =>
  isUpload(address) ? text(actionPlanMessages, 'uploadTitle') : stepTitle(measuresFlow, address);

function confirmationFlow(plan: ActionPlan): StepFlow<ActionPlan> {
  return officerConfirmationFlow<ActionPlan, (typeof STATEMENTS)[number]['value']>({
    statements: withRegulationLink(STATEMENTS, 'ESOS_ASSESSMENT_NOTIFICATION', '34A'),
    required: requiredStatements(plan),
    ticked: (answers) => answers.responsibleOfficerConfirmation ?? [],
    setTicked: (answers, ticked) => ({ ...answers, responsibleOfficerConfirmation: ticked }),
    legend: text(actionPlanMessages, 'officerLegend'),
  });
}

export function ConfirmationSection() {
  const data = useEditableTask();
  const page = useTaskPageData();
  const { plan, completed } = planOf(page.task.requestTask.payload);
  const required = requiredStatements(plan).join();
  const language = useLanguage();
  // The statements follow the measures: a new flow only when the required set (or the language) changes.
  // eslint-disable-next-line react-hooks/exhaustive-deps
  const flow = useMemo(() => confirmationFlow(plan), [required, language]);
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
