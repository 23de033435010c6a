import type { RouteObject } from 'react-router';
import { redirectIfLoggedIn, type RouteHandle } from '../../shared/routing';

const pages = () => import('./pages');

export const startLoginRoutes: RouteObject[] = [
  {
    path: 'start-login',
    loader: redirectIfLoggedIn,
    handle: { title: 'Create a sign in or sign in' } satisfies RouteHandle,
    lazy: { Component: async () => (await pages()).StartLoginPage },
  },
  {
    path: 'signin-callback',
    handle: { title: 'Signing in' } satisfies RouteHandle,
    lazy: { Component: async () => (await pages()).SignInCallbackPage },
  },
];
