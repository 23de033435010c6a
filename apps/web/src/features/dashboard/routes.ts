import type { RouteObject } from 'react-router';
import { pageRoutes, requireInstallationAccess } from '../../shared/routing';

export const dashboardRoutes: RouteObject[] = pageRoutes(
  () => import('./pages'),
  [['dashboard', 'Tasks', 'DashboardPage']],
  { loader: requireInstallationAccess },
);
