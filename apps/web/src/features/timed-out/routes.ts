import type { RouteObject } from 'react-router';
import { pageRoutes, redirectIfLoggedIn } from '../../shared/routing';

export const timedOutRoutes: RouteObject[] = pageRoutes(
  () => import('./pages'),
  [
    ['timed-out', 'Session Timeout', 'TimedOutPage'],
    ['signed-out', 'You have signed out', 'SignedOutPage'],
  ],
  { loader: redirectIfLoggedIn },
);
