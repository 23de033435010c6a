import { ApiError } from '../../platform/http/errors';
import type { UserContext } from '../../domain/current-user';
import type { RequestTaskActionType } from '../catalogue';
import type { RequestRow, TaskRow } from '../definition';
import { zodIssuesToFormErrors } from '../validation';
import { runInTransaction, type EngineContext } from './context';
import { workflowRepository } from './repository';
import { actorOf, type StepFor } from './step';
import { keptAsSent } from './kept-as-sent';
import { assertMayExecute, loadVisibleTask, taskAuthority } from './task-access';
import { versionClaim } from './version-claim';

export interface TaskActionOptions {
  /**
   * The task version the caller saw (If-Match, ADR 17): any other version is REQUEST_TASK_ACTION1002
   * (409), so a stale tab cannot overwrite a newer save. Absent: only concurrent actions are refused.
   */
  expectedVersion?: number;
}

/** POST /tasks/actions: the assignee runs one of the task type's actions. */
export function taskActionService(context: EngineContext, stepFor: StepFor) {
  const { db, tables } = context;
  return {
    /**
     * Runs the action; answers the task's new version when the task is still open after it (a save),
     * null when the action closed it, and whether a save stored less or other than it was sent.
     */
    async processTaskAction(
      userContext: UserContext,
      taskId: number,
      actionType: RequestTaskActionType,
      rawPayload: unknown,
      options: TaskActionOptions = {},
    ): Promise<{ version: number | null; cleaned: boolean }> {
      return runInTransaction(context, async (tx) => {
        const repository = workflowRepository(tx);
        const found = await repository.taskWithRequest(taskId);
        if (!found) throw new ApiError('NOTFOUND1001');
        const { task, request } = found;
        // The reference's rule: the task type's execute permission in scope (else 403), then the assignee.
        assertMayExecute(tables, userContext, task, taskAuthority(tables, userContext, request, task));
        const action = tables.workflowOfTask(task.type)?.tasks[task.type]?.actions[actionType];
        if (!action) throw new ApiError('REQUEST_TASK_ACTION1000');
        const stale = () => new ApiError('REQUEST_TASK_ACTION1002');
        const { expectedVersion } = options;
        if (expectedVersion !== undefined && expectedVersion !== task.version) throw stale();
        // Only now, with the caller's access checked, is the payload parsed in depth (ADR 40).
        const parsed = action.payloadSchema.safeParse(rawPayload);
        // Named as the body's fields, as when the payload was checked at the edge.
        if (!parsed.success)
          throw new ApiError('FORM1001', zodIssuesToFormErrors(parsed.error, ['requestTaskActionPayload']));
        const claim = versionClaim(repository, task, () =>
          expectedVersion === undefined ? new ApiError('REQUEST_TASK_ACTION1000') : stale(),
        );
        // Claim this version of the task first: a concurrent action on it then fails, changing nothing.
        // A plain save claims it with its own write instead, before which it changes nothing.
        if (!action.savesTaskPayloadOnly) await claim.claim();
        const actor = actorOf(userContext);
        await action.handle(stepFor(tx, actor, claim), { request, task, payload: parsed.data as never });
        if (action.savesTaskPayloadOnly) {
          // A save that wrote nothing still moves the version on, as every action does; nothing else
          // changed the task, so the claim's version is its version now.
          await claim.claim();
          const { payloadType: _type, ...sent } = parsed.data as Record<string, unknown>;
          return { version: claim.version ?? null, cleaned: !keptAsSent(sent, task.payload) };
        }
        return { version: (await repository.taskVersion(taskId)) ?? null, cleaned: false };
      });
    },

    /**
     * The task and its request, when the caller may act on it now (execute permission, assignee): for
     * work that checks the caller before reading what it was sent (a file to import).
     */
    async actingTask(
      userContext: UserContext,
      taskId: number,
    ): Promise<{ task: TaskRow; request: RequestRow }> {
      const { task, request, authority } = await loadVisibleTask(db, tables, userContext, taskId);
      assertMayExecute(tables, userContext, task, authority);
      return { task, request };
    },
  };
}
