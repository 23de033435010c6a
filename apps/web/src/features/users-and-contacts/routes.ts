import type { RouteObject } from 'react-router';
import { requireInstallationAccess, type RouteHandle } from '../../shared/routing';

const pages = () => import('./pages');

// Users and contacts of an account (web-screens §2.3), also the account page's Users tab.
export const usersAndContactsRoutes: RouteObject[] = (
  [
    ['accounts/:accountId/users', 'Users and contacts', 'UsersAndContactsPage'],
    ['accounts/:accountId/users/add/:userType', 'Add a new user', 'AddUserPage'],
    ['accounts/:accountId/users/:userId', 'User details', 'UserDetailsPage'],
    ['accounts/:accountId/users/:userId/delete', 'Remove user', 'DeleteUserPage'],
  ] as const
).map(([path, title, page]) => ({
  path,
  loader: requireInstallationAccess,
  handle: { title } satisfies RouteHandle,
  lazy: { Component: async () => (await pages())[page] },
}));

/** The account page's Users tab, loaded with the account page. */
export const loadUsersTab = async () => (await pages()).UsersAndContactsContent;
