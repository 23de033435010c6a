import type { RouteObject } from 'react-router';
import type { RouteHandle } from '../../shared/routing';

const pages = () => import('./pages');

// The regulator invitation link (web-screens §4.2).
export const regulatorInvitationRoutes: RouteObject[] = [
  {
    path: 'invitation/regulator',
    handle: { title: 'Invitation' } satisfies RouteHandle,
    lazy: { Component: async () => (await pages()).RegulatorInvitationPage },
  },
  {
    path: 'invitation/regulator/invalid-link',
    handle: { title: 'This link is not valid' } satisfies RouteHandle,
    lazy: { Component: async () => (await pages()).RegulatorInvitationInvalidLinkPage },
  },
];
