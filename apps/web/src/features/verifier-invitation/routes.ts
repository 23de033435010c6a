import type { RouteObject } from 'react-router';
import type { RouteHandle } from '../../shared/routing';

export const verifierInvitationRoutes: RouteObject[] = [
  {
    path: 'invitation/verifier',
    handle: { title: 'Activate your account' } satisfies RouteHandle,
    lazy: { Component: async () => (await import('./pages')).VerifierInvitationPage },
  },
];
