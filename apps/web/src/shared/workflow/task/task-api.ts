import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, invalidateWorkflowQueries, noContent, unwrap } from '../../api';
import type {
  CandidateAssignee,
  RelatedItem,
  RequestAction,
  RequestTaskItem,
  TaskAction,
  TaskPageData,
  TimelineEntry,
} from '../types';

export function fetchTask(taskId: number): Promise<RequestTaskItem> {
  return unwrap(api.GET('/v1.0/tasks/{id}', { params: { path: { id: taskId } } }));
}

/** The task with its version (the ETag, ADR 17), for saves sent with If-Match. */
export async function fetchTaskVersion(taskId: number): Promise<{ task: RequestTaskItem; version?: string }> {
  const call = api.GET('/v1.0/tasks/{id}', { params: { path: { id: taskId } } });
  const { response } = await call;
  const task = await unwrap(call);
  const version = response.headers.get('etag') ?? undefined;
  return version === undefined ? { task } : { task, version };
}

export function fetchTimeline(requestId: string): Promise<TimelineEntry[]> {
  return unwrap(api.GET('/v1.0/request-actions', { params: { query: { requestId } } }));
}

export async function fetchRelatedItems(requestId: string): Promise<RelatedItem[]> {
  const response = await unwrap(api.GET('/v1.0/items/{requestId}', { params: { path: { requestId } } }));
  return response.items ?? [];
}

export function fetchRequestAction(actionId: number): Promise<RequestAction> {
  return unwrap(api.GET('/v1.0/request-actions/{id}', { params: { path: { id: actionId } } }));
}

export function fetchCandidateAssignees(taskId: number): Promise<CandidateAssignee[]> {
  return unwrap(
    api.GET('/v1.0/tasks-assignment/{taskId}/candidate-assignees', { params: { path: { taskId } } }),
  );
}

/** The guard's three calls, one after the other as in the reference (web-screens §6.1). */
export async function loadTaskPage(taskId: number): Promise<TaskPageData> {
  const { task, version } = await fetchTaskVersion(taskId);
  const timeline = await fetchTimeline(task.requestInfo.id);
  const relatedItems = await fetchRelatedItems(task.requestInfo.id);
  return { task, timeline, relatedItems, ...(version === undefined ? {} : { version }) };
}

/** POST /tasks/actions for this task: every workflow's save, submit, decide and cancel. */
export function useTaskAction(taskId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (action: TaskAction) =>
      noContent(api.POST('/v1.0/tasks/actions', { body: { requestTaskId: taskId, ...action } })),
    onSuccess: () => void invalidateWorkflowQueries(client),
  });
}

/** Assigns the task to a user, or releases it when userId is null. */
export function useAssignTask(taskId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (userId: string | null) =>
      userId === null
        ? noContent(api.DELETE('/v1.0/tasks-assignment/release/{taskId}', { params: { path: { taskId } } }))
        : noContent(api.POST('/v1.0/tasks-assignment/assign', { body: { taskId, userId } })),
    onSuccess: () => void invalidateWorkflowQueries(client),
  });
}
