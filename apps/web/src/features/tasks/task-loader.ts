import {
  redirect,
  useRouteLoaderData,
  type LoaderFunctionArgs,
  type ShouldRevalidateFunctionArgs,
} from 'react-router';
import { fetchRequestAction, loadTaskPage, type TaskActionType } from './task-api';
import { taskContentFor } from './task-content';
import type { RequestAction, TaskPageData } from './types';

/** The id of the /tasks/:taskId route in the router, so its sub-pages can read the loaded task. */
export const TASK_ROUTE_ID = 'request-task';

function positiveId(value: string | undefined): number | null {
  const id = Number(value);
  return Number.isSafeInteger(id) && id > 0 ? id : null;
}

/** Guard of every task page: the task, its timeline and related items; any failure goes to the dashboard. */
export async function taskLoader({ params }: LoaderFunctionArgs): Promise<TaskPageData> {
  const taskId = positiveId(params.taskId);
  if (taskId === null) throw redirect('/dashboard');
  try {
    return await loadTaskPage(taskId);
  } catch {
    throw redirect('/dashboard');
  }
}

/**
 * The task is loaded again when another task is opened and whenever the task page itself is shown (after
 * reassigning or amending), but not for the result pages: by then a completed task no longer exists.
 */
export function shouldRevalidateTask({
  currentParams,
  nextParams,
  nextUrl,
  currentUrl,
  defaultShouldRevalidate,
}: ShouldRevalidateFunctionArgs): boolean {
  if (currentParams.taskId !== nextParams.taskId) return true;
  if (currentUrl.href === nextUrl.href) return defaultShouldRevalidate;
  return nextUrl.pathname.replace(/\/$/, '') === `/tasks/${nextParams.taskId ?? ''}`;
}

export function useTaskPageData(): TaskPageData {
  const data = useRouteLoaderData<TaskPageData>(TASK_ROUTE_ID);
  if (!data) throw new Error('Task pages must be rendered under the task route');
  return data;
}

/** Editable = assigned to the current user and every action the task type needs is allowed (task-forms §0). */
export function isEditable(data: TaskPageData, userId: string | undefined): boolean {
  const { requestTask, allowedRequestTaskActions = [] } = data.task;
  const content = taskContentFor(requestTask.type);
  if (!content || !userId || requestTask.assigneeUserId !== userId) return false;
  return content.requiredActions.every((action) => allowedRequestTaskActions.includes(action));
}

/** The task type's *_CANCEL_APPLICATION action, when the user may take it. */
export function cancelAction(data: TaskPageData): TaskActionType | undefined {
  return data.task.allowedRequestTaskActions?.find((action): action is TaskActionType =>
    action.endsWith('_CANCEL_APPLICATION'),
  );
}

/** Guard of the timeline page: the request action, or the not-found page. */
export async function requestActionLoader({ params }: LoaderFunctionArgs): Promise<RequestAction> {
  const actionId = positiveId(params.actionId);
  if (actionId === null) throw redirect('/error/404');
  try {
    return await fetchRequestAction(actionId);
  } catch {
    throw redirect('/error/404');
  }
}
