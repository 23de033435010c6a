import { redirect, type RouteObject } from 'react-router';
import { paths, type RouteHandle } from '../../shared/routing';

const pages = () => import('./pages');

export const errorsRoutes: RouteObject[] = [
  {
    path: 'error/404',
    handle: { title: 'Page not found' } satisfies RouteHandle,
    lazy: { Component: async () => (await pages()).NotFoundPage },
  },
  {
    path: 'error/500',
    handle: { title: 'Sorry, there is a problem with the service' } satisfies RouteHandle,
    lazy: { Component: async () => (await pages()).ServerErrorPage },
  },
];

/** Last of all: any other address is not found. */
export const notFoundRoute: RouteObject = { path: '*', loader: () => redirect(paths.notFound) };
