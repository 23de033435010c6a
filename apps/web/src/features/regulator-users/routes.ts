import type { RouteObject } from 'react-router';
import { requireRegulator, type RouteHandle } from '../../shared/routing';

const pages = () => import('./pages');

// Regulator users (web-screens §3).
export const regulatorUsersRoutes: RouteObject[] = (
  [
    ['user/regulators', 'Regulator users', 'RegulatorUsersPage'],
    ['user/regulators/add', 'Add a new user', 'RegulatorUserPage'],
    ['user/regulators/:userId', 'User details', 'RegulatorUserPage'],
    ['user/regulators/:userId/delete', 'Delete user', 'DeleteRegulatorUserPage'],
  ] as const
).map(([path, title, page]) => ({
  path,
  loader: requireRegulator,
  handle: { title, breadcrumb: title === 'Regulator users' ? title : undefined } satisfies RouteHandle,
  lazy: { Component: async () => (await pages())[page] },
}));
