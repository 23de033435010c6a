import type { RouteObject } from 'react-router';
import { pageRoutes, requireTermsPending } from '../../shared/routing';

export const termsRoutes: RouteObject[] = pageRoutes(
  () => import('./pages'),
  [['terms-and-conditions', 'Terms and conditions', 'TermsPage']],
  { loader: requireTermsPending },
);
