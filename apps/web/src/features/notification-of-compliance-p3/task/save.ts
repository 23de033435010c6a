import { errorCode } from '../../../shared/api';
import type { RequestTask, TaskAction } from '../../../shared/workflow';
import type { Noc, NocSectionsCompleted } from '../noc/model';

/**
 * The task's SAVE action holding the whole notification (the SUBMIT task's or the reviewer's EDIT task's). It
 * is sent with the version the page was loaded at as If-Match: a tab that is behind is refused, not silently
 * written over (ADR 17). The server cleans the notification up for its category (ADR 14).
 */
export function notificationSaveAction(
  task: Pick<RequestTask, 'type'>,
  noc: Noc,
  nocSectionsCompleted: NocSectionsCompleted,
): TaskAction {
  const edit = task.type === 'NOTIFICATION_OF_COMPLIANCE_P3_APPLICATION_EDIT';
  return {
    requestTaskActionType: edit
      ? 'NOTIFICATION_OF_COMPLIANCE_P3_SAVE_APPLICATION_EDIT'
      : 'NOTIFICATION_OF_COMPLIANCE_P3_SAVE_APPLICATION_SUBMIT',
    requestTaskActionPayload: {
      payloadType: edit
        ? 'NOTIFICATION_OF_COMPLIANCE_P3_SAVE_APPLICATION_EDIT_PAYLOAD'
        : 'NOTIFICATION_OF_COMPLIANCE_P3_SAVE_APPLICATION_SUBMIT_PAYLOAD',
      noc,
      nocSectionsCompleted,
    },
  };
}

export const STALE_TASK_MESSAGE =
  'This notification has been changed since you opened this page, in another tab or by a colleague. ' +
  'Your answers on this page have not been saved. Open the task again to see the latest answers.';
export const NOT_SAVED_MESSAGE = 'Your answers could not be saved. Try again.';

/** What a failed save says: a stale tab is told so (409 REQUEST_TASK_ACTION1002); anything else may be retried. */
export function saveErrorMessage(error: unknown): string {
  return errorCode(error) === 'REQUEST_TASK_ACTION1002' ? STALE_TASK_MESSAGE : NOT_SAVED_MESSAGE;
}
