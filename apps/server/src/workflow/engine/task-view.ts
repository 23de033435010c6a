import { requestAuthority } from '../../domain/account-access';
import { ApiError } from '../../platform/http/errors';
import { sideBySide } from '../../platform/side-by-side';
import type { UserContext } from '../../domain/current-user';
import type { RequestTaskActionType } from '../catalogue';
import type { EngineContext } from './context';
import { workflowRepository } from './repository';
import { loadVisibleTask, taskAuthority } from './task-access';

/** Who views a task: the id the token names and their context, which may still be loading. */
export interface Viewer {
  userId: string;
  context: Promise<UserContext>;
}

/**
 * The 404 of a task that is not there. One that has completed names its request for a caller who may see it,
 * so the page can point to the report instead of saying the task never existed (issue 39).
 */
async function missingTask(
  repository: ReturnType<typeof workflowRepository>,
  userContext: UserContext,
  taskId: number,
): Promise<ApiError> {
  const request = await repository.completedTaskRequest(taskId);
  if (!request || !requestAuthority(userContext, request)) return new ApiError('NOTFOUND1001');
  const completedTask = {
    requestId: request.id,
    requestType: request.type,
    ...(request.accountId === null ? {} : { accountId: request.accountId }),
  };
  return new ApiError('NOTFOUND1001', [{ completedTask }]);
}

type ViewerRow = NonNullable<Awaited<ReturnType<ReturnType<typeof workflowRepository>['taskForViewer']>>>;
type Authority = NonNullable<ReturnType<typeof taskAuthority>>;

/** The task as a viewer with this authority sees it, from the task page's row (GET /tasks/{id}, a save's answer). */
export function taskViewOf(
  tables: EngineContext['tables'],
  userContext: UserContext,
  authority: Authority,
  { request, task, assignee, accountName }: Omit<ViewerRow, 'visited'>,
) {
  const rule = tables.task(task.type);
  const canExecute =
    task.assignee === userContext.userId && authority.permissions.has(rule.executePermission);
  // Actions named but not built yet (null) are never offered; an upload action is, beside them.
  const built = Object.entries(rule.actions)
    .filter(([, action]) => action !== null)
    .map(([type]) => type as RequestTaskActionType);
  const offered = rule.attachments ? [...new Set([...built, rule.attachments.action])] : built;
  return {
    request,
    accountName: accountName ?? undefined,
    task,
    assignable: rule.assignable,
    assigneeFullName: assignee ? `${assignee.firstName} ${assignee.lastName}` : undefined,
    allowedRequestTaskActions: canExecute ? offered : [],
    userAssignCapable: authority.permissions.has('PERM_TASK_ASSIGNMENT'),
  };
}

/** GET /tasks/{id}: the task as its viewer sees it; records the visit that clears the dashboard's "New". */
export function taskViewService(context: EngineContext) {
  const { db, tables } = context;
  return {
    /** The task and its request, for a caller who may view it (404 unknown, else 403); no visit recorded. */
    visibleTask: (userContext: UserContext, taskId: number) =>
      loadVisibleTask(db, tables, userContext, taskId),

    async taskView(viewer: Viewer, taskId: number) {
      const repository = workflowRepository(db);
      // The task's read needs only the viewer's id, not their authorities: the two reads go side by side,
      // so an uncached call waits for one round trip instead of two. Nothing is shown before both are in.
      const [userContext, found] = await sideBySide(
        viewer.context,
        repository.taskForViewer(taskId, viewer.userId),
      );
      if (!found) throw await missingTask(repository, userContext, taskId);
      const authority = taskAuthority(tables, userContext, found.request, found.task);
      if (!authority) throw new ApiError('FORBIDDEN');
      if (!found.visited) await repository.recordVisit(found.task.id, userContext.userId);
      return taskViewOf(tables, userContext, authority, found);
    },
  };
}
