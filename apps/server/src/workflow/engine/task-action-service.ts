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
import { taskViewOf } from './task-view';
import { versionClaim } from './version-claim';

export interface TaskActionOptions {
  /**
   * The task version the caller saw (If-Match, ADR 17): any other version is REQUEST_TASK_ACTION1002
   * (409), so a stale tab cannot overwrite a newer save. Absent: only concurrent actions are refused.
   */
  expectedVersion?: number;
  /**
   * Answer the saved task as its page shows it (`Prefer: return=representation`, ADR 17): a save builds it
   * from the rows its transaction read and wrote, so the answer costs no second read after it (issue 36).
   */
  view?: boolean;
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
    ): Promise<{ version: number | null; cleaned: boolean; view?: ReturnType<typeof taskViewOf> }> {
      return runInTransaction(context, async (tx) => {
        const repository = workflowRepository(tx);
        // The page's row (with the names it shows) when the answer is the task: one read either way.
        const viewerRow = options.view
          ? await repository.taskForViewer(taskId, userContext.userId)
          : undefined;
        const found = viewerRow ?? (await repository.taskWithRequest(taskId));
        if (!found) throw new ApiError('NOTFOUND1001');
        const { task, request } = found;
        const authority = taskAuthority(tables, userContext, request, task);
        // The reference's rule: the task type's execute permission in scope (else 403), then the assignee.
        assertMayExecute(tables, userContext, task, authority);
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
          const version = claim.version ?? null;
          const { payloadType: _type, ...sent } = parsed.data as Record<string, unknown>;
          const cleaned = !keptAsSent(sent, task.payload);
          // Only the payload (written to `task` by the save) and the version changed.
          if (!viewerRow || version === null || !authority) return { version, cleaned };
          // Shown to its assignee as GET /tasks/{id} shows it, so visited as GET visits it.
          if (!viewerRow.visited) await repository.recordVisit(task.id, userContext.userId);
          const view = taskViewOf(tables, userContext, authority, {
            ...viewerRow,
            task: { ...task, version },
          });
          return { version, cleaned, view };
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
