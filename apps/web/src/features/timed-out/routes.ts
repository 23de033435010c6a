import type { RouteObject } from 'react-router';
import { redirectIfLoggedIn, type RouteHandle } from '../../shared/routing';

const pages = () => import('./pages');

export const timedOutRoutes: RouteObject[] = [
  {
    path: 'timed-out',
    loader: redirectIfLoggedIn,
    handle: { title: 'Session Timeout' } satisfies RouteHandle,
    lazy: { Component: async () => (await pages()).TimedOutPage },
  },
];
