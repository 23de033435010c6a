import type { RouteObject } from 'react-router';
import type { RouteHandle } from '../../shared/routing';

const pages = () => import('./pages');

export const cookiesRoutes: RouteObject[] = [
  {
    path: 'cookies',
    handle: { title: 'Cookies' } satisfies RouteHandle,
    lazy: { Component: async () => (await pages()).CookiesPage },
  },
];
