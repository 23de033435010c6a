import type { Executor } from '../../platform/db';
import { ApiError } from '../../platform/http/errors';
import { requestAuthority } from '../../domain/account-access';
import type { ActiveAuthority, UserContext } from '../../domain/current-user';
import type { RequestRow, TaskRow } from '../definition';
import type { WorkflowTables } from '../tables';
import { workflowRepository } from './repository';

/** A task's owner role may view it with the task type's view permission, on its account or CA. */
export function taskAuthority(
  tables: WorkflowTables,
  context: UserContext,
  request: RequestRow,
  task: Pick<TaskRow, 'type'>,
): ActiveAuthority | null {
  const rule = tables.task(task.type);
  if (context.roleType !== rule.roleType) return null;
  const authority = requestAuthority(context, request);
  return authority?.permissions.has(rule.viewPermission) ? authority : null;
}

/** The task and its request, for a caller who may view it: 404 for an unknown task, else 403. */
export async function loadVisibleTask(
  executor: Executor,
  tables: WorkflowTables,
  context: UserContext,
  taskId: number,
) {
  const found = await workflowRepository(executor).taskWithRequest(taskId);
  if (!found) throw new ApiError('NOTFOUND1001');
  const { task, request } = found;
  const authority = taskAuthority(tables, context, request, task);
  if (!authority) throw new ApiError('FORBIDDEN');
  return { request, task, authority };
}

/** The rule of task actions: the task type's execute permission in scope (else 403), then the assignee. */
export function assertMayExecute(
  tables: WorkflowTables,
  context: UserContext,
  task: TaskRow,
  authority: ActiveAuthority | null,
): void {
  if (!authority?.permissions.has(tables.task(task.type).executePermission)) throw new ApiError('FORBIDDEN');
  if (task.assignee !== context.userId) throw new ApiError('REQUEST_TASK_ACTION1001');
}
