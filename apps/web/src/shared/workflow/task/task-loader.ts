import {
  data as routeData,
  redirect,
  useRouteLoaderData,
  type LoaderFunctionArgs,
  type ShouldRevalidateFunctionArgs,
} from 'react-router';
import { ApiError, errorCode } from '../../api';
import { paths, pathnameOf, positiveId } from '../../routing';
import { taskTypeDefinition } from '../lookups';
import { workflowsLoaded } from '../registry';
import { TASK_ROUTE_ID } from '../route-id';
import type { RequestAction, TaskActionType, TaskPageData } from '../types';
import { preloadTaskContent, preloadTimelineView } from './task-content';
import { fetchRequestAction, fetchTask, loadTaskPage, reloadTaskAfterSave } from './task-api';
import {
  rememberCompletedTask,
  rememberTaskWorkflow,
  rememberedWorkflow,
  type TaskWorkflow,
} from './task-memory';

/** The page's data just before the user's own save of it, until the task is loaded again. */
let savedFrom: TaskPageData | null = null;

/**
 * Says that the next load of this task follows the user's own save of it, so only the task itself is read
 * again: one call after each Continue instead of the guard's three, one after the other.
 */
export function reloadOnlyTaskNext(data: TaskPageData): void {
  savedFrom = data;
}

/** The 404 the router shows in place (the typed address stays), for a task that never existed. */
const notFoundInPlace = () => routeData(null, { status: 404 });

/**
 * Whether a missing task (NOTFOUND1001) is one known to have existed: the API names the request of a completed
 * one, and a task opened earlier in this tab may since have been cancelled.
 */
function knownTask(taskId: number, error: unknown): boolean {
  const body = error instanceof ApiError ? error.body : undefined;
  return rememberCompletedTask(taskId, body) || rememberedWorkflow(taskId) !== undefined;
}

/**
 * Guard of every task page: the task, its timeline and related items. A task that no longer exists says so on
 * its own page when it is known to have existed, and is not found otherwise (issue 39); any other failure goes
 * to the dashboard.
 */
export async function taskLoader({ params }: LoaderFunctionArgs): Promise<TaskPageData> {
  const taskId = positiveId(params.taskId);
  if (taskId === null) throw redirect(paths.dashboard);
  const afterSave = savedFrom?.task.requestTask.id === taskId ? savedFrom : null;
  savedFrom = null;
  let data: TaskPageData;
  try {
    const load = afterSave ? reloadTaskAfterSave(afterSave) : loadTaskPage(taskId);
    [data] = await Promise.all([load, workflowsLoaded()]);
  } catch (error) {
    if (errorCode(error) !== 'NOTFOUND1001') throw redirect(paths.dashboard);
    throw knownTask(taskId, error) ? redirect(paths.task.completed(taskId)) : notFoundInPlace();
  }
  rememberTaskWorkflow(taskId, data.task.requestInfo);
  // The task type's page body arrives with the data, so the page shows at once.
  await preloadTaskContent(data.task.requestTask.type);
  return data;
}

/**
 * Guard of the completed task's page (also opened by a reload or a bookmark): the task's workflow, the task
 * itself while it is still open, or not found.
 */
export async function completedTaskLoader({ params }: LoaderFunctionArgs): Promise<TaskWorkflow> {
  const taskId = positiveId(params.taskId);
  if (taskId === null) throw notFoundInPlace();
  const known = rememberedWorkflow(taskId);
  if (known) return known;
  try {
    await fetchTask(taskId);
  } catch (error) {
    if (errorCode(error) !== 'NOTFOUND1001') throw error;
    const completed = knownTask(taskId, error) ? rememberedWorkflow(taskId) : undefined;
    if (completed) return completed;
    throw notFoundInPlace();
  }
  throw redirect(paths.task.home(taskId));
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
  return nextUrl.pathname.replace(/\/$/, '') === pathnameOf(paths.task.home(nextParams.taskId ?? ''));
}

/** The loaded task, on any page below /tasks/:taskId (the frame's and every workflow's). */
export function useTaskPageData(): TaskPageData {
  const data = useRouteLoaderData<TaskPageData>(TASK_ROUTE_ID);
  if (!data) throw new Error('Task pages must be rendered under the task route');
  return data;
}

/** Editable = assigned to the current user and every action the task type needs is allowed (task-forms §0). */
export function isEditable(data: TaskPageData, userId: string | undefined): boolean {
  const { requestTask, allowedRequestTaskActions } = data.task;
  const definition = taskTypeDefinition(requestTask.type);
  if (!definition?.content || !userId || requestTask.assigneeUserId !== userId) return false;
  return (definition.requiredActions ?? []).every((action) => allowedRequestTaskActions.includes(action));
}

/** The task type's *_CANCEL_APPLICATION action, when the user may take it. */
export function cancelAction(data: TaskPageData): TaskActionType | undefined {
  return data.task.allowedRequestTaskActions.find((action) => action.endsWith('_CANCEL_APPLICATION'));
}

/** Guard of the timeline page: the request action, or the not-found page. */
export async function requestActionLoader({ params }: LoaderFunctionArgs): Promise<RequestAction> {
  const actionId = positiveId(params.actionId);
  if (actionId === null) throw notFoundInPlace();
  try {
    const [action] = await Promise.all([fetchRequestAction(actionId), workflowsLoaded()]);
    await preloadTimelineView(action.type);
    return action;
  } catch {
    throw notFoundInPlace();
  }
}
