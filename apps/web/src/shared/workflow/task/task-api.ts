import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { api, invalidateWorkflowQueries, noContent, unwrap } from '../../api';
import { businessErrorDestination } from '../../routing';
import { taskBusinessError } from './task-business-error';
import type {
  CandidateAssignee,
  RelatedItem,
  RequestAction,
  RequestTaskItem,
  TaskAction,
  TimelineEntry,
} from '../types';

export function fetchTask(taskId: number): Promise<RequestTaskItem> {
  return unwrap(api.GET('/v1.0/tasks/{id}', { params: { path: { id: taskId } } }));
}

/** The task and its version, the ETag a save sends back as If-Match so a stale tab cannot overwrite (ADR 17). */
export async function fetchTaskWithVersion(
  taskId: number,
): Promise<{ task: RequestTaskItem; version?: string }> {
  const call = api.GET('/v1.0/tasks/{id}', { params: { path: { id: taskId } } });
  const { response } = await call;
  const task = await unwrap(call);
  const version = response.headers.get('ETag') ?? undefined;
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

/** Sends a refusal that means someone else acted on the task to the business error page. */
function useTaskBusinessErrors() {
  const navigate = useNavigate();
  return (error: unknown) => {
    const businessError = taskBusinessError(error);
    if (!businessError) return;
    const { to, ...options } = businessErrorDestination(businessError);
    void navigate(to, options);
  };
}

/**
 * POST /tasks/actions for this task: every workflow's save, submit, decide and cancel. A task reassigned,
 * completed or moved on meanwhile goes to the business error page; the caller words any other refusal.
 */
export function useTaskAction(taskId: number) {
  const client = useQueryClient();
  const onError = useTaskBusinessErrors();
  return useMutation({
    mutationFn: (action: TaskAction) =>
      noContent(api.POST('/v1.0/tasks/actions', { body: { requestTaskId: taskId, ...action } })),
    onSuccess: () => void invalidateWorkflowQueries(client),
    onError,
  });
}

/**
 * A task action sent only if the task is still at `version` (If-Match, ADR 17): a task changed meanwhile
 * answers 409 REQUEST_TASK_ACTION1002 and nothing is written. Without a version it is sent as useTaskAction's.
 */
export function postTaskAction(taskId: number, action: TaskAction, version?: string): Promise<void> {
  return noContent(
    api.POST('/v1.0/tasks/actions', {
      body: { requestTaskId: taskId, ...action },
      ...(version ? { headers: { 'If-Match': version } } : {}),
    }),
  );
}

/** Assigns the task to a user, or releases it when userId is null (a task gone meanwhile: as useTaskAction). */
export function useAssignTask(taskId: number) {
  const client = useQueryClient();
  const onError = useTaskBusinessErrors();
  return useMutation({
    onError,
    mutationFn: (userId: string | null) =>
      userId === null
        ? noContent(api.DELETE('/v1.0/tasks-assignment/release/{taskId}', { params: { path: { taskId } } }))
        : noContent(api.POST('/v1.0/tasks-assignment/assign', { body: { taskId, userId } })),
    onSuccess: () => void invalidateWorkflowQueries(client),
  });
}
