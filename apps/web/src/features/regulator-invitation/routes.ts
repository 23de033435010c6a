import type { RouteObject } from 'react-router';
import { pageRoutes } from '../../shared/routing';

// The regulator invitation link (web-screens §4.2).
export const regulatorInvitationRoutes: RouteObject[] = pageRoutes(
  () => import('./pages'),
  [
    ['invitation/regulator', 'Invitation', 'RegulatorInvitationPage'],
    ['invitation/regulator/invalid-link', 'This link is not valid', 'RegulatorInvitationInvalidLinkPage'],
  ],
);
