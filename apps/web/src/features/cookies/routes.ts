import type { RouteObject } from 'react-router';
import type { RouteHandle } from '../../shared/routing';

export const cookiesRoutes: RouteObject[] = [
  {
    path: 'cookies',
    handle: { title: 'Cookies' } satisfies RouteHandle,
    lazy: { Component: async () => (await import('./pages')).CookiesPage },
  },
];
