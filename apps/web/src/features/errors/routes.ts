import { redirect, type RouteObject } from 'react-router';
import { pageRoutes, paths } from '../../shared/routing';

export const errorsRoutes: RouteObject[] = pageRoutes(
  () => import('./pages'),
  [
    ['error/404', 'Page not found', 'NotFoundPage'],
    ['error/500', 'Sorry, there is a problem with the service', 'ServerErrorPage'],
    ['error/business', 'Sorry, this could not be done', 'BusinessErrorPage'],
  ],
);

/** Last of all: any other address is not found. */
export const notFoundRoute: RouteObject = { path: '*', loader: () => redirect(paths.notFound) };
