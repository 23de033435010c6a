import type { RouteObject } from 'react-router';
import { requireSignedIn, type RouteHandle } from '../../shared/routing';

const pages = () => import('./pages');

// Authenticator apps: resetting and removing are public (e-mail links), changing your own needs a sign-in.
export const twoFactorRoutes: RouteObject[] = [
  {
    path: '2fa/reset-2fa',
    handle: { title: 'Reset your authenticator app' } satisfies RouteHandle,
    lazy: { Component: async () => (await pages()).Reset2faPage },
  },
  {
    path: '2fa/request-change',
    handle: { title: 'Remove your authenticator app' } satisfies RouteHandle,
    lazy: { Component: async () => (await pages()).RemoveAuthenticatorPage },
  },
  {
    path: '2fa/change',
    loader: requireSignedIn,
    handle: { title: 'Change your authenticator app' } satisfies RouteHandle,
    lazy: { Component: async () => (await pages()).Change2faPage },
  },
];
