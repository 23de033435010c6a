import type { TaskType } from '../../shared/api';

const TASK_DISPLAY_NAMES: Record<TaskType, string> = {
  ORGANISATION_ACCOUNT_OPENING_APPLICATION_REVIEW: 'Review organisation account application',
  NOTIFICATION_OF_COMPLIANCE_P3_APPLICATION_SUBMIT: 'Submit Phase 3 notification',
  NOTIFICATION_OF_COMPLIANCE_P3_APPLICATION_EDIT: 'Review Phase 3 notification',
  NOTIFICATION_OF_COMPLIANCE_P3_WAIT_FOR_EDIT: 'Awaiting external review of Phase 3 notification',
  ACTION_PLAN_P3_APPLICATION_SUBMIT: 'Submit Phase 3 Action Plan',
  ACCOUNT_CLOSURE_SUBMIT: 'Close account',
  PROGRESS_UPDATE_1_P3_APPLICATION_SUBMIT: 'Submit Phase 3 Progress Update 1',
  PROGRESS_UPDATE_2_P3_APPLICATION_SUBMIT: 'Submit Phase 3 Progress Update 2',
};

/** Display name of a task type; unknown types fall back to the raw value. */
export function taskDisplayName(taskType: string | undefined): string {
  if (!taskType) return '';
  return (TASK_DISPLAY_NAMES as Record<string, string>)[taskType] ?? taskType;
}

/** Only these task types have a task page; other rows link to the current page. */
export function taskHref(taskType: string | undefined, taskId: number | undefined): string | null {
  if (!taskType || taskId === undefined || !(taskType in TASK_DISPLAY_NAMES)) return null;
  return `/tasks/${taskId}`;
}
