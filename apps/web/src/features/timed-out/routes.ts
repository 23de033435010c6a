import type { RouteObject } from 'react-router';
import { redirectIfLoggedIn, type RouteHandle } from '../../shared/routing';

export const timedOutRoutes: RouteObject[] = [
  {
    path: 'timed-out',
    loader: redirectIfLoggedIn,
    handle: { title: 'Session Timeout' } satisfies RouteHandle,
    lazy: { Component: async () => (await import('./pages')).TimedOutPage },
  },
];
