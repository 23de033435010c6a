import type { RouteObject } from 'react-router';
import { pageRoutes, redirectIfLoggedIn } from '../../shared/routing';

const pages = () => import('./pages');

export const startLoginRoutes: RouteObject[] = [
  ...pageRoutes(pages, [['start-login', 'Create a sign in or sign in', 'StartLoginPage']], {
    loader: redirectIfLoggedIn,
  }),
  ...pageRoutes(pages, [['signin-callback', 'Signing in', 'SignInCallbackPage']]),
];
