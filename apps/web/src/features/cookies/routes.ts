import type { RouteObject } from 'react-router';
import { pageRoutes } from '../../shared/routing';

export const cookiesRoutes: RouteObject[] = pageRoutes(
  () => import('./pages'),
  [['cookies', 'Cookies', 'CookiesPage']],
);
