import { useMutation } from '@tanstack/react-query';
import { api, ApiError, unwrap, type components } from '../../shared/api';
import type {
  CandidateAssignee,
  RelatedItem,
  RequestAction,
  RequestTaskItem,
  TaskPageData,
  TimelineEntry,
} from './types';

type Schemas = components['schemas'];

async function ok(call: Promise<{ error?: unknown; response: Response }>): Promise<void> {
  const { error, response } = await call;
  if (!response.ok) throw new ApiError(response.status, error);
}

// The generated DTOs type payloads as open unions; this feature reads them through ./types and narrows each
// payload by its payloadType.
export async function fetchTask(taskId: number): Promise<RequestTaskItem> {
  const task: Schemas['RequestTaskItemDTO'] = await unwrap(
    api.GET('/v1.0/tasks/{id}', { params: { path: { id: taskId } } }),
  );
  return task as unknown as RequestTaskItem;
}

export async function fetchTimeline(requestId: string): Promise<TimelineEntry[]> {
  const actions: Schemas['RequestActionInfoDTO'][] = await unwrap(
    api.GET('/v1.0/request-actions', { params: { query: { requestId } } }),
  );
  return actions as unknown as TimelineEntry[];
}

export async function fetchRelatedItems(requestId: string): Promise<RelatedItem[]> {
  const response = await unwrap(api.GET('/v1.0/items/{requestId}', { params: { path: { requestId } } }));
  return response.items ?? [];
}

export async function fetchRequestAction(actionId: number): Promise<RequestAction> {
  const action: Schemas['RequestActionDTO'] = await unwrap(
    api.GET('/v1.0/request-actions/{id}', { params: { path: { id: actionId } } }),
  );
  return action as unknown as RequestAction;
}

export function fetchCandidateAssignees(taskId: number): Promise<CandidateAssignee[]> {
  return unwrap(
    api.GET('/v1.0/tasks-assignment/{taskId}/candidate-assignees', { params: { path: { taskId } } }),
  );
}

/** The guard's three calls, one after the other as in the reference (web-screens §6.1). */
export async function loadTaskPage(taskId: number): Promise<TaskPageData> {
  const task = await fetchTask(taskId);
  const timeline = await fetchTimeline(task.requestInfo.id);
  const relatedItems = await fetchRelatedItems(task.requestInfo.id);
  return { task, timeline, relatedItems };
}

export type TaskAction = Omit<Schemas['RequestTaskActionProcessDTO'], 'requestTaskId'>;
export type TaskActionType = TaskAction['requestTaskActionType'];

export function useTaskAction(taskId: number) {
  return useMutation({
    mutationFn: (action: TaskAction) =>
      ok(api.POST('/v1.0/tasks/actions', { body: { requestTaskId: taskId, ...action } })),
  });
}

/** Assigns the task to a user, or releases it when userId is null. */
export function useAssignTask(taskId: number) {
  return useMutation({
    mutationFn: (userId: string | null) =>
      userId === null
        ? ok(api.DELETE('/v1.0/tasks-assignment/release/{taskId}', { params: { path: { taskId } } }))
        : ok(api.POST('/v1.0/tasks-assignment/assign', { body: { taskId, userId } })),
  });
}
