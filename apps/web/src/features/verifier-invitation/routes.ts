import type { RouteObject } from 'react-router';
import { pageRoutes } from '../../shared/routing';

export const verifierInvitationRoutes: RouteObject[] = pageRoutes(
  () => import('./pages'),
  [['invitation/verifier', 'Activate your account', 'VerifierInvitationPage']],
);
