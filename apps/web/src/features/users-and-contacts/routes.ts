import type { RouteObject } from 'react-router';
import { pageRoutes, requireInstallationAccess } from '../../shared/routing';

const pages = () => import('./pages');

// Users and contacts of an account (web-screens §2.3), also the account page's Users tab.
export const usersAndContactsRoutes: RouteObject[] = pageRoutes(
  pages,
  [
    ['accounts/:accountId/users', 'Users and contacts', 'UsersAndContactsPage'],
    ['accounts/:accountId/users/add/:userType', 'Add a new user', 'AddUserPage'],
    ['accounts/:accountId/users/:userId', 'User details', 'UserDetailsPage'],
    ['accounts/:accountId/users/:userId/delete', 'Remove user', 'DeleteUserPage'],
  ],
  { loader: requireInstallationAccess },
);

/** The account page's Users tab, loaded with the account page. */
export const loadUsersTab = async () => (await pages()).UsersAndContactsContent;
