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
      if (!found) throw new ApiError('NOTFOUND1001');
      const { request, task, visited, assignee } = found;
      const authority = taskAuthority(tables, userContext, request, task);
      if (!authority) throw new ApiError('FORBIDDEN');
      if (!visited) await repository.recordVisit(task.id, userContext.userId);
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
        task,
        assignable: rule.assignable,
        assigneeFullName: assignee ? `${assignee.firstName} ${assignee.lastName}` : undefined,
        allowedRequestTaskActions: canExecute ? offered : [],
        userAssignCapable: authority.permissions.has('PERM_TASK_ASSIGNMENT'),
      };
    },
  };
}
