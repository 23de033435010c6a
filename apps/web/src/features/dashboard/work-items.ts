import { useQuery } from '@tanstack/react-query';
import { api, unwrap, workflowQueryRoots } from '../../shared/api';
import { ACCOUNT_TYPE, DASHBOARD_PAGE_SIZE } from '../../shared/config';
import { apiFilters, type WorkListFilters } from './work-list-filters';

// Each tab's label is a key of the dashboard's catalogue (messages.en.ts).
export const WORK_ITEM_TABS = [
  { id: 'assigned-to-me', label: 'assignedToMe' },
  { id: 'assigned-to-others', label: 'assignedToOthers' },
  { id: 'unassigned', label: 'unassigned' },
] as const;

export type WorkItemTab = (typeof WORK_ITEM_TABS)[number]['id'];

const PATHS = {
  'assigned-to-me': '/v1.0/{accountType}/items/assigned-to-me',
  'assigned-to-others': '/v1.0/{accountType}/items/assigned-to-others',
  unassigned: '/v1.0/{accountType}/items/unassigned',
} as const;

/**
 * One page of work items; `page` is one-based here and zero-based on the wire. Asked for again each time
 * the list is shown: colleagues change whose tasks are whose (a reviewer returns a notification, a
 * regulator re-initiates one), and a list kept for the app's usual 30 seconds showed tasks that had ended.
 */
export function useWorkItems(tab: WorkItemTab, page: number, filters: WorkListFilters = {}) {
  return useQuery({
    queryKey: [workflowQueryRoots.workItems, tab, page, apiFilters(filters)],
    staleTime: 0,
    queryFn: () =>
      unwrap(
        api.GET(PATHS[tab], {
          params: {
            path: { accountType: ACCOUNT_TYPE },
            query: { page: page - 1, size: DASHBOARD_PAGE_SIZE, ...apiFilters(filters) },
          },
        }),
      ),
  });
}
