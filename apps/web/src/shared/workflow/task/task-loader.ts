import { useQuery } from '@tanstack/react-query';
import {
  data as routeData,
  redirect,
  useRouteLoaderData,
  type LoaderFunctionArgs,
  type ShouldRevalidateFunctionArgs,
} from 'react-router';
import { ApiError, errorCode } from '../../api';
import { queryClient } from '../../api/query-client';
import { paths, pathnameOf, positiveId } from '../../routing';
import { taskTypeDefinition } from '../lookups';
import { workflowsLoaded } from '../registry';
import { TASK_ROUTE_ID } from '../route-id';
import type { RequestAction, TaskActionType, TaskPageData } from '../types';
import { preloadTaskContent, preloadTimelineView } from './task-content';
import { loadTaskPage, taskQueries } from './task-queries';
import {
  rememberCompletedTask,
  rememberTaskWorkflow,
  rememberedWorkflow,
  type TaskWorkflow,
} from './task-memory';

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
  let data: TaskPageData;
  try {
    [data] = await Promise.all([loadTaskPage(queryClient, taskId), workflowsLoaded()]);
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
    await queryClient.fetchQuery({ ...taskQueries.task(taskId), staleTime: 0 });
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

/**
 * The task, on any page below /tasks/:taskId (the frame's and every workflow's): as the query cache holds it
 * now (a save's answer replaces it there, ADR 46), else as the loader read it. The page only reads the cache:
 * the loader fetches, so an action that marks the task stale does not read it again behind the page.
 */
export function useTaskPageData(): TaskPageData {
  const loaded = useRouteLoaderData<TaskPageData | undefined>(TASK_ROUTE_ID);
  const taskId = loaded?.task.requestTask.id ?? 0;
  const requestId = loaded?.task.requestInfo.id ?? '';
  const cached = useQuery({ ...taskQueries.task(taskId), enabled: false }).data;
  const timeline = useQuery({ ...taskQueries.timeline(requestId), enabled: false }).data;
  const relatedItems = useQuery({ ...taskQueries.relatedItems(requestId), enabled: false }).data;
  if (!loaded) throw new Error('Task pages must be rendered under the task route');
  const task = cached?.task ?? loaded.task;
  const version = cached ? cached.version : loaded.version;
  return {
    task,
    timeline: timeline ?? loaded.timeline,
    relatedItems: relatedItems ?? loaded.relatedItems,
    ...(version === undefined ? {} : { version }),
  };
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
    const [action] = await Promise.all([
      queryClient.fetchQuery(taskQueries.requestAction(actionId)),
      workflowsLoaded(),
    ]);
    await preloadTimelineView(action.type);
    return action;
  } catch {
    throw notFoundInPlace();
  }
}
