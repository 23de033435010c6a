import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, ApiError, errorCode, invalidateWorkflowQueries, unwrap } from '../../shared/api';
import { paths } from '../../shared/routing';
import type { CreateAction } from '../../shared/workflow';

/** Start: create the workflow, then open its only task (the reference goes to the dashboard otherwise). */
export function useStartWorkflow(accountId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (create: CreateAction): Promise<string> => {
      const { data, error, response } = await api.POST('/v1.0/requests', {
        params: { query: { accountId } },
        body: create,
      });
      if (!response.ok || !data) throw new ApiError(response.status, error);
      const items = await unwrap(
        api.GET('/v1.0/items/{requestId}', { params: { path: { requestId: data.requestId } } }),
      );
      const tasks = items.items ?? [];
      return tasks.length === 1 && tasks[0] ? paths.task.home(tasks[0].taskId) : paths.dashboard;
    },
    // A new request changes the dashboard, the account's workflows and what may be started next.
    onSettled: () => invalidateWorkflowQueries(client),
  });
}

export function startErrorMessage(error: unknown): string {
  return errorCode(error) === 'REQUEST_CREATE_ACTION1000'
    ? 'This task can no longer be started. The list below shows what you can start now.'
    : 'The task could not be started. Try again.';
}
