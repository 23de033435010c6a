import type { RequestRow, TaskRow } from '../definition';
import {
  nocPayloadTypes,
  type NocApplicationActionPayload,
  type NocEditTaskPayload,
  type NocRequestPayload,
  type NocSubmitTaskPayload,
  type NocP3,
  type NocTaskPayload,
} from './payload';

/*
 * The notification moves between the request and its tasks as the reference moves it: the request keeps
 * the last copy (sent for review, returned, submitted), each task works on its own, and the timeline
 * keeps a frozen snapshot of each step.
 */

export const NOC_TASKS = {
  submit: 'NOTIFICATION_OF_COMPLIANCE_P3_APPLICATION_SUBMIT',
  edit: 'NOTIFICATION_OF_COMPLIANCE_P3_APPLICATION_EDIT',
  waitForEdit: 'NOTIFICATION_OF_COMPLIANCE_P3_WAIT_FOR_EDIT',
} as const;

/** What travels: the notification, its section statuses, its attachments and the account's data. */
export type WorkingCopy = Omit<NocTaskPayload, 'payloadType' | 'noc'> & { noc: NocP3 };

/** A stored SUBMIT or EDIT task payload (written only by this workflow, so of the envelope's shape). */
export function taskPayloadOf(task: Pick<TaskRow, 'payload'>): NocTaskPayload {
  return task.payload as NocTaskPayload;
}

export function requestPayloadOf(request: Pick<RequestRow, 'payload'>): Partial<NocRequestPayload> {
  return (request.payload ?? {}) as Partial<NocRequestPayload>;
}

export function workingCopyOf(payload: Partial<Omit<NocTaskPayload, 'payloadType'>>): WorkingCopy {
  return {
    noc: payload.noc ?? {},
    ...(payload.accountOriginatedData ? { accountOriginatedData: payload.accountOriginatedData } : {}),
    nocSectionsCompleted: payload.nocSectionsCompleted ?? {},
    nocAttachments: payload.nocAttachments ?? {},
  };
}

/** The request payload with the working copy in it (its assignment pointers kept). */
export function requestPayloadWith(request: RequestRow, copy: WorkingCopy): Record<string, unknown> {
  const payload: NocRequestPayload = {
    ...requestPayloadOf(request),
    payloadType: nocPayloadTypes.request,
    ...copy,
  };
  return { ...payload };
}

/** A new SUBMIT task from what the request holds (after a review, or a re-initiation). */
export function submitTaskPayloadFrom(request: RequestRow): NocSubmitTaskPayload {
  return { payloadType: nocPayloadTypes.submitTask, ...workingCopyOf(requestPayloadOf(request)) };
}

export function editTaskPayloadFrom(copy: WorkingCopy): NocEditTaskPayload {
  return { payloadType: nocPayloadTypes.editTask, ...copy };
}

/** The timeline's frozen snapshot of a step. */
export function snapshotOf(
  payloadType: NocApplicationActionPayload['payloadType'],
  copy: WorkingCopy,
): NocApplicationActionPayload {
  return {
    payloadType,
    ...(copy.accountOriginatedData ? { accountOriginatedData: copy.accountOriginatedData } : {}),
    noc: copy.noc,
    nocAttachments: copy.nocAttachments,
  };
}
