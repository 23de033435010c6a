import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router';
import { pageRoutes, paths, requireInstallationAccess, type RouteHandle } from '../../shared/routing';
import { ACCOUNT_ROUTE_ID } from './account-route-id';

const pages = () => import('./pages');

export interface AccountsRoutesOptions {
  /** Other features' pages below /accounts/:accountId, which read the account with useAccount(). */
  accountPages?: RouteObject[];
  /** The account page's 'Users and contacts' tab, owned by another feature. */
  loadUsersTab?: () => Promise<ComponentType>;
}

/**
 * The accounts area (web-screens §2.1, §2.2). Pages such as 'accounts/new' or 'accounts/:accountId/users'
 * are other features' routes: static segments rank first, so ':accountId' takes neither.
 */
export function accountsRoutes({
  accountPages = [],
  loadUsersTab,
}: AccountsRoutesOptions = {}): RouteObject[] {
  const accountPage = async () => {
    const [{ AccountPage }, UsersTab] = await Promise.all([pages(), loadUsersTab?.()]);
    return function AccountPageWithTabs() {
      return <AccountPage UsersTab={UsersTab} />;
    };
  };
  return [
    {
      path: 'accounts',
      loader: requireInstallationAccess,
      handle: { breadcrumb: 'Accounts' } satisfies RouteHandle,
      children: [
        ...pageRoutes(pages, [['', 'Accounts', 'AccountsPage']]),
        {
          id: ACCOUNT_ROUTE_ID,
          path: ':accountId',
          loader: async (args) => (await pages()).accountLoader(args),
          lazy: { shouldRevalidate: async () => (await pages()).shouldRevalidateAccount },
          handle: {
            breadcrumb: (data) => (data as { name?: string } | undefined)?.name,
            titleRecord: (data) => (data as { name?: string } | undefined)?.name,
          } satisfies RouteHandle,
          children: [
            {
              index: true,
              // The account's name (the route's record) is the page's title.
              handle: {} satisfies RouteHandle,
              lazy: { Component: accountPage },
            },
            ...pageRoutes(
              pages,
              [
                ['update', 'Update the organisation details', 'UpdateAccountPage'],
                ['process-actions', 'Start a new task', 'ProcessActionsPage'],
                [
                  'process-actions/disaggregated-start/:workflow',
                  'Disaggregated undertakings',
                  'DisaggregatedStartPage',
                ],
                ['workflows/:requestId', 'Workflow', 'WorkflowItemPage'],
                ['phases/:requestId', 'Workflow', 'WorkflowItemPage'],
                [
                  'workflows/:requestId/timeline/:actionId',
                  'Timeline event',
                  'WorkflowTimelinePage',
                  {
                    backlink: ({ accountId = '', requestId = '' }) =>
                      paths.account.workflow(accountId, requestId),
                  },
                ],
                [
                  'phases/:requestId/timeline/:actionId',
                  'Timeline event',
                  'WorkflowTimelinePage',
                  {
                    backlink: ({ accountId = '', requestId = '' }) =>
                      paths.account.workflow(accountId, requestId, 'phases'),
                  },
                ],
                ['workflows/:requestId/reinitiate/:report', 'Return for changes', 'ReInitiatePage'],
                ['phases/:requestId/reinitiate/:report', 'Return for changes', 'ReInitiatePage'],
              ],
              // Below the account page, the account's name links back to it.
              { handle: (_, title) => ({ title, breadcrumb: true }) },
            ),
            ...accountPages,
          ],
        },
      ],
    },
  ];
}
