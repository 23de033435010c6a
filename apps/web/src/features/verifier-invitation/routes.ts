import type { RouteObject } from 'react-router';
import type { RouteHandle } from '../../shared/routing';

const pages = () => import('./pages');

export const verifierInvitationRoutes: RouteObject[] = [
  {
    path: 'invitation/verifier',
    handle: { title: 'Activate your account' } satisfies RouteHandle,
    lazy: { Component: async () => (await pages()).VerifierInvitationPage },
  },
];
