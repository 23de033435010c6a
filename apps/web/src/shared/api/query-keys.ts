import type { QueryClient } from '@tanstack/react-query';

/**
 * The first part of the query keys of data a workflow change alters: the dashboard's work items, a
 * request, its timeline and open tasks, an account's workflows and what may be started on it. Shared so
 * that a change made in one feature refreshes what another shows (features never import each other).
 */
export const workflowQueryRoots = {
  workItems: 'work-items',
  task: 'task',
  request: 'request',
  requestActions: 'request-actions',
  requestAction: 'request-action',
  requestItems: 'request-items',
  accountWorkflows: 'account-workflows',
  availableWorkflows: 'available-workflows',
} as const;

const roots = new Set<unknown>(Object.values(workflowQueryRoots));

/**
 * Marks every workflow query stale after a task action, assignment or new request: the ones on screen
 * refetch at once, the others when next shown (the client otherwise keeps data for 30 seconds).
 */
export function invalidateWorkflowQueries(client: QueryClient): Promise<void> {
  return client.invalidateQueries({ predicate: (query) => roots.has(query.queryKey[0]) });
}
