import type { RouteObject } from 'react-router';
import { pageRoutes, requireRegulator, type RouteHandle } from '../../shared/routing';
import { giveReportExports, type ReportExports } from './report-exports';

const routes: RouteObject[] = [
  {
    path: 'mi-reports',
    loader: requireRegulator,
    handle: { breadcrumb: 'MI reports' } satisfies RouteHandle,
    children: pageRoutes(
      () => import('./pages'),
      [
        ['', 'MI reports', 'MiReportsPage'],
        ['accounts-users-contacts', 'List of accounts, users and contacts', 'AccountsUsersContactsPage'],
        ['custom', 'Custom SQL report', 'CustomReportPage'],
        ['submitted-nocs', 'Submitted notifications of compliance (phase 3)', 'SubmittedNocsPage'],
        ['action-plan-published-data', 'Submitted action plans (phase 3)', 'ActionPlanDataPage'],
        [
          'progress-update-1-published-data',
          'Submitted progress updates 1 (phase 3)',
          'ProgressUpdate1DataPage',
        ],
        [
          'progress-update-2-published-data',
          'Submitted progress updates 2 (phase 3)',
          'ProgressUpdate2DataPage',
        ],
      ],
      // A report page's trail is MI reports (a link back to the list) › the report.
      { handle: (path, title) => ({ title, breadcrumb: path === '' ? undefined : true }) },
    ),
  },
];

/** MI reports (web-screens §1.4): regulators only. The app gives the submitted-data exports' workbooks. */
export const miReportsRoutes = (exports: ReportExports): RouteObject[] => {
  giveReportExports(exports);
  return routes;
};
