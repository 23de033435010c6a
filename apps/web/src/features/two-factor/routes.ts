import type { RouteObject } from 'react-router';
import { pageRoutes, requireSignedIn } from '../../shared/routing';

const pages = () => import('./pages');

// Authenticator apps: resetting and removing are public (email links), changing your own needs a sign-in.
export const twoFactorRoutes: RouteObject[] = [
  ...pageRoutes(pages, [
    ['2fa/reset-2fa', 'Reset your authenticator app', 'Reset2faPage'],
    ['2fa/request-change', 'Remove your authenticator app', 'RemoveAuthenticatorPage'],
  ]),
  ...pageRoutes(pages, [['2fa/change', 'Change your authenticator app', 'Change2faPage']], {
    loader: requireSignedIn,
  }),
];
