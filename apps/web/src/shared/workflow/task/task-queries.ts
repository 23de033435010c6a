import { queryOptions, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { api, ApiError, workflowQueryRoots } from '../../api';
import type { RequestTaskItem, TaskAction, TaskPageData } from '../types';
import { fetchRelatedItems, fetchRequestAction, fetchTaskWithVersion, fetchTimeline } from './task-api';

/** A task as GET /tasks/{id} answers it, with its version (ETag) for If-Match (ADR 17). */
export interface VersionedTask {
  task: RequestTaskItem;
  version?: string;
}

/**
 * The task pages' data in the one query cache (ADR 46): route loaders fetch it through these options, pages
 * read it from the cache, and a save's answer replaces the task in it. Under workflow roots, so a task
 * action, an assignment or a new request marks them stale (invalidateWorkflowQueries).
 */
export const taskQueries = {
  task: (taskId: number) =>
    queryOptions({
      queryKey: [workflowQueryRoots.task, taskId],
      queryFn: (): Promise<VersionedTask> => fetchTaskWithVersion(taskId),
    }),
  timeline: (requestId: string) =>
    queryOptions({
      queryKey: [workflowQueryRoots.requestActions, requestId],
      queryFn: () => fetchTimeline(requestId),
    }),
  relatedItems: (requestId: string) =>
    queryOptions({
      // Beside the workflow page's [requestItems, requestId], which keeps the whole answer.
      queryKey: [workflowQueryRoots.requestItems, requestId, 'items'],
      queryFn: () => fetchRelatedItems(requestId),
    }),
  requestAction: (actionId: number) =>
    queryOptions({
      queryKey: [workflowQueryRoots.requestAction, actionId],
      queryFn: () => fetchRequestAction(actionId),
    }),
};

/** Whether the task's pages are on screen now: their data then changes only through this tab's own writes. */
function taskShown(client: QueryClient, taskId: number): boolean {
  return (
    (client
      .getQueryCache()
      .find({ queryKey: taskQueries.task(taskId).queryKey })
      ?.getObserversCount() ?? 0) > 0
  );
}

/**
 * The guard's three calls, one after the other as in the reference (web-screens §6.1). A task opened from
 * elsewhere is read afresh. While its pages are shown (its query is observed), the task is read again once it
 * is stale (30 s, or marked so by an action or a failed save of this tab; a save's answer is fresh) and its
 * timeline and related tasks only when an action marked them: a save changes neither. After Continue, nothing.
 */
export async function loadTaskPage(client: QueryClient, taskId: number): Promise<TaskPageData> {
  const shown = taskShown(client, taskId);
  const { task, version } = await client.fetchQuery({
    ...taskQueries.task(taskId),
    ...(shown ? {} : { staleTime: 0 }),
  });
  const staleTime = shown ? Infinity : 0;
  const requestId = task.requestInfo.id;
  const timeline = await client.fetchQuery({ ...taskQueries.timeline(requestId), staleTime });
  const relatedItems = await client.fetchQuery({ ...taskQueries.relatedItems(requestId), staleTime });
  return version === undefined ? { task, timeline, relatedItems } : { task, timeline, relatedItems, version };
}

/**
 * POST /tasks/actions asking for the task back (`Prefer: return=representation`, ADR 17): the saved task as
 * the server cleaned it up and its new version, in one round trip. Sent only if the task is still at
 * `version` (If-Match). A server that answers 204 instead is asked for the task.
 */
export async function saveTaskAction(
  taskId: number,
  action: TaskAction,
  version?: string,
): Promise<VersionedTask> {
  const { data, error, response } = await api.POST('/v1.0/tasks/actions', {
    body: { requestTaskId: taskId, ...action },
    params: {
      header: { prefer: 'return=representation', ...(version ? { 'if-match': version } : {}) },
    },
  });
  if (!response.ok) throw new ApiError(response.status, error);
  if (!data) return fetchTaskWithVersion(taskId);
  const etag = response.headers.get('ETag');
  return etag === null ? { task: data } : { task: data, version: etag };
}

/**
 * Saves the task and puts what the server answered in the cache, so the pages show it at once. A save that
 * failed (the task changed elsewhere, 409) marks the task stale: opening the task again reads it.
 */
export function useSaveTask(taskId: number) {
  const client = useQueryClient();
  const { queryKey } = taskQueries.task(taskId);
  return async (action: TaskAction, version?: string): Promise<void> => {
    try {
      client.setQueryData(queryKey, await saveTaskAction(taskId, action, version));
    } catch (error) {
      void client.invalidateQueries({ queryKey });
      throw error;
    }
  };
}

/** Reads the task again into the cache, after a write whose answer does not carry it (a file imported). */
export function useReloadTask(taskId: number) {
  const client = useQueryClient();
  return async (): Promise<void> => {
    await client.fetchQuery({ ...taskQueries.task(taskId), staleTime: 0 });
  };
}
