import type { RouteObject } from 'react-router';
import { pageRoutes, type RouteHandle } from '../../shared/routing';

export const errorsRoutes: RouteObject[] = pageRoutes(
  () => import('./pages'),
  [
    ['error/404', 'Page not found', 'NotFoundPage'],
    ['error/500', 'Sorry, there is a problem with the service', 'ServerErrorPage'],
    ['error/business', 'Sorry, this could not be done', 'BusinessErrorPage'],
  ],
);

/** Last of all: any other address is not found, shown in place so the address the user typed stays. */
export const notFoundRoute: RouteObject = {
  path: '*',
  handle: { title: 'Page not found' } satisfies RouteHandle,
  lazy: { Component: async () => (await import('./pages')).NotFoundPage },
};
