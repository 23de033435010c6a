import type { RouteObject } from 'react-router';
import { redirectIfLoggedIn, type RouteHandle } from '../../shared/routing';

export const startLoginRoutes: RouteObject[] = [
  {
    path: 'start-login',
    loader: redirectIfLoggedIn,
    handle: { title: 'Create a sign in or sign in' } satisfies RouteHandle,
    lazy: { Component: async () => (await import('./pages')).StartLoginPage },
  },
  {
    path: 'signin-callback',
    handle: { title: 'Signing in' } satisfies RouteHandle,
    lazy: { Component: async () => (await import('./pages')).SignInCallbackPage },
  },
];
