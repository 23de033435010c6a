import { errorCode } from '../api';
import { text } from '../i18n/catalogue';
import { useMessages } from '../i18n/use-messages';
import { paths } from '../routing';
import type { SectionStatus, StepFlowBinding } from '../step-flow/types';
import type { TaskAction, TaskPageData } from '../workflow';
import { useSaveTask } from '../workflow/task';
import { reportMessages } from './messages.en';

/** A save refused because the task moved on since this tab read it (ADR 17). */
export const STALE_TASK = 'REQUEST_TASK_ACTION1002';

/** In the page's language: the noun is the report's name in that language ('action plan', 'cynllun gweithredu'). */
export function staleTaskMessage(noun: string): string {
  return text(reportMessages, 'staleTask', { noun });
}

export interface ReportSectionOptions<Answers> {
  data: TaskPageData;
  /** The section's address: paths.task.page(taskId, 'action-plan/energy-efficiency-measures'). */
  basePath: string;
  answers: Answers;
  status: SectionStatus;
  /** The report's SAVE action holding the whole payload with these answers and this section's status. */
  saveAction: (answers: Answers, status: 'IN_PROGRESS' | 'COMPLETED') => TaskAction;
  /** 'Submit Phase 3 Action Plan': the link below every page returns to it. */
  taskName: string;
  /** 'action plan': how the messages name it, in the page's language ('cynllun gweithredu'). */
  noun: string;
}

/**
 * The step-flow binding of a section of a reporting task (task-forms §0): every Continue sends the report's
 * SAVE action with the task's version as If-Match, and the task it answers (as saved and cleaned up) is what
 * the next page shows; 'Check your answers' saves it COMPLETED and returns to the task list.
 */
export function useReportSection<Answers>(options: ReportSectionOptions<Answers>): StepFlowBinding<Answers> {
  const t = useMessages(reportMessages);
  const { data } = options;
  const taskId = data.task.requestTask.id;
  const saveTask = useSaveTask(taskId);
  const save = (answers: Answers, status: 'IN_PROGRESS' | 'COMPLETED') =>
    saveTask(options.saveAction(answers, status), data.version);
  return {
    basePath: options.basePath,
    answers: options.answers,
    status: options.status,
    save: (answers) => save(answers, 'IN_PROGRESS'),
    complete: async (answers) => {
      await save(answers, 'COMPLETED');
      return paths.task.home(taskId);
    },
    errorMessage: (error) =>
      errorCode(error) === STALE_TASK ? staleTaskMessage(options.noun) : t('notSaved'),
    exit: { href: paths.task.home(taskId), text: t('returnTo', { taskName: options.taskName }) },
    backFromStart: paths.task.home(taskId),
  };
}

/** A section's status as the task list shows it, from the report's `…SectionsCompleted` map. */
export function sectionStatus(status: 'IN_PROGRESS' | 'COMPLETED' | null | undefined): SectionStatus {
  return status ?? 'NOT_STARTED';
}
