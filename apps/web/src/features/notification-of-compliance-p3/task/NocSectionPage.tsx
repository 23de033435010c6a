import { useSession } from '../../../shared/auth';
import { paths } from '../../../shared/routing';
import { StepFlowPage, type StepFlow, type StepFlowBinding } from '../../../shared/step-flow';
import { taskDisplayName } from '../../../shared/workflow';
import { isEditable, useSaveTask, useTaskPageData } from '../../../shared/workflow/task';
import {
  nocTaskPayload,
  type AccountOriginatedData,
  type Noc,
  type NocSection,
  type NocSectionKey,
} from '../noc/model';
import { NOC_PAGES, nocSection } from '../sections/registry';
import { SectionSummary } from './SectionSummary';
import { notificationSaveAction, saveErrorMessage } from './save';

/** What a section's pages may depend on besides their own answers: the rest of the notification. */
export interface NocContext {
  noc: Noc;
  accountOriginatedData?: AccountOriginatedData;
}

export interface NocSectionPageProps<K extends NocSectionKey> {
  sectionKey: K;
  flow: (context: NocContext) => StepFlow<NocSection<K>>;
}

/**
 * A section of the notification at `/tasks/:taskId/notification/<path>/*`: its step flow, saving the whole
 * notification on every Continue and COMPLETED from 'Check your answers'; a user who may not change the
 * task (not its assignee, or waiting for a review) sees the section's answers only.
 */
export function NocSectionPage<K extends NocSectionKey>({ sectionKey, flow }: NocSectionPageProps<K>) {
  const data = useTaskPageData();
  const saveTask = useSaveTask(data.task.requestTask.id);
  const userId = useSession().userState?.userId;
  const { requestTask } = data.task;
  const payload = nocTaskPayload(requestTask.payload);
  const section = nocSection(sectionKey);
  const noc: Noc = payload?.noc ?? {};
  const completed = payload?.nocSectionsCompleted ?? {};
  const context: NocContext = {
    noc,
    ...(payload?.accountOriginatedData ? { accountOriginatedData: payload.accountOriginatedData } : {}),
  };
  const sectionFlow = flow(context);
  const answers = (noc[sectionKey] ?? {}) as NocSection<K>;
  const taskHome = paths.task.home(requestTask.id);

  if (!payload || !isEditable(data, userId)) {
    return (
      <SectionSummary
        flow={sectionFlow}
        answers={answers}
        caption={section.title}
        back={{ href: taskHome, text: `Return to: ${taskDisplayName(requestTask.type)}` }}
      />
    );
  }

  // The save answers the task with its new version and the server's clean-up of the answers.
  const save = (next: NocSection<K>, status: 'IN_PROGRESS' | 'COMPLETED') =>
    saveTask(
      notificationSaveAction(
        requestTask,
        { ...noc, [sectionKey]: next },
        { ...completed, [sectionKey]: status },
      ),
      data.version,
    );

  const binding: StepFlowBinding<NocSection<K>> = {
    basePath: paths.task.page(requestTask.id, NOC_PAGES.section(section.path)),
    answers,
    status: completed[sectionKey] ?? 'NOT_STARTED',
    save: (next, status) => save(next, status === 'COMPLETED' ? 'COMPLETED' : 'IN_PROGRESS'),
    complete: async (next) => {
      await save(next, 'COMPLETED');
      return taskHome;
    },
    errorMessage: (error) => saveErrorMessage(error),
    exit: { href: taskHome, text: `Return to: ${taskDisplayName(requestTask.type)}` },
    backFromStart: taskHome,
  };
  return <StepFlowPage flow={sectionFlow} binding={binding} />;
}
