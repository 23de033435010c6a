import type { RouteObject } from 'react-router';
import { pageRoutes, requireRegulator } from '../../shared/routing';

// Regulator users (web-screens §3).
export const regulatorUsersRoutes: RouteObject[] = pageRoutes(
  () => import('./pages'),
  [
    ['user/regulators', 'Regulator users', 'RegulatorUsersPage'],
    ['user/regulators/add', 'Add a new user', 'RegulatorUserPage'],
    ['user/regulators/:userId', 'User details', 'RegulatorUserPage'],
    ['user/regulators/:userId/delete', 'Delete user', 'DeleteRegulatorUserPage'],
  ],
  {
    loader: requireRegulator,
    handle: (_, title) => ({ title, breadcrumb: title === 'Regulator users' ? title : undefined }),
  },
);
