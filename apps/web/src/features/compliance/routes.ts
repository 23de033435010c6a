import type { RouteObject } from 'react-router';
import { pageRoutes, requireRegulator, type RouteHandle } from '../../shared/routing';

/** The compliance overview and its drill-down (issue 38, ADR 50): regulators only, one lazily loaded chunk. */
export const complianceRoutes: RouteObject[] = [
  {
    path: 'compliance',
    loader: requireRegulator,
    handle: { breadcrumb: 'Compliance' } satisfies RouteHandle,
    children: pageRoutes(
      () => import('./pages'),
      [
        ['', 'Compliance', 'CompliancePage'],
        ['accounts', 'Organisations', 'ComplianceAccountsPage'],
      ],
      { handle: (path, title) => ({ title, breadcrumb: path === '' ? undefined : true }) },
    ),
  },
];
