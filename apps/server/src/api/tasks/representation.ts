import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { daysRemaining } from '../items/service';

/*
 * The task as GET /tasks/{id} shows it, also the answer of a save that asked for it (RFC 7240
 * `Prefer: return=representation`), so a page that saved needs no second round trip to show the result.
 */

type Workflow = FastifyInstance['workflow'];
type TaskView = Awaited<ReturnType<Workflow['taskView']>>;

export function taskRepresentation(workflow: Pick<Workflow, 'taskDueDate'>, view: TaskView) {
  const { task } = view;
  const remaining = daysRemaining(task.dueDate ?? workflow.taskDueDate(view.request.type), task.pauseDate);
  return {
    requestTask: {
      id: task.id,
      type: task.type,
      payload: (task.payload ?? undefined) as never,
      assignable: view.assignable,
      ...(task.assignee ? { assigneeUserId: task.assignee } : {}),
      ...(view.assigneeFullName ? { assigneeFullName: view.assigneeFullName } : {}),
      ...(remaining === undefined ? {} : { daysRemaining: remaining }),
      startDate: task.startDate.toISOString(),
    },
    allowedRequestTaskActions: view.allowedRequestTaskActions,
    userAssignCapable: view.userAssignCapable,
    requestInfo: {
      id: view.request.id,
      type: view.request.type,
      competentAuthority: view.request.competentAuthority,
      ...(view.request.accountId === null ? {} : { accountId: view.request.accountId }),
      ...(view.accountName ? { accountName: view.accountName } : {}),
      ...(view.request.metadata ? { requestMetadata: view.request.metadata as never } : {}),
    },
  };
}

export const preferHeaderSchema = z
  .string()
  .max(256)
  .optional()
  .describe(
    'return=representation (RFC 7240): an action that leaves the task open answers 200 with the task as GET /tasks/{id} shows it and its ETag, instead of 204',
  );

/** Whether a Prefer header asks for the representation (preferences are comma separated, names case-blind). */
export function prefersRepresentation(prefer: string | undefined): boolean {
  if (!prefer) return false;
  return prefer
    .split(',')
    .some((preference) => preference.split(';')[0]?.trim().toLowerCase() === 'return=representation');
}
