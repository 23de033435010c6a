import type { RouteObject } from 'react-router';
import { pageRoutes, requireRegulator, type RouteHandle } from '../../shared/routing';

/** The regulators' list of submitted reports (issue 38 point 3): one lazily loaded page. */
export const submittedReportsRoutes: RouteObject[] = [
  {
    path: 'submitted-reports',
    loader: requireRegulator,
    handle: {} satisfies RouteHandle,
    children: pageRoutes(() => import('./pages'), [['', 'Submitted reports', 'SubmittedReportsPage']]),
  },
];
