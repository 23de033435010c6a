import type { RouteObject } from 'react-router';
import { requireRegulator, type RouteHandle } from '../../shared/routing';

const pages = () => import('./pages');

// Upload of verified organisation accounts (web-screens §2.5): both segments are static, so it ranks above
// 'accounts/:accountId'. The feature's loader checks the permission level.
export const accountOnboardingRoutes: RouteObject[] = [
  {
    path: 'accounts/upload-organisation-accounts',
    loader: async () => {
      requireRegulator();
      return (await pages()).uploadOrganisationAccountsLoader();
    },
    handle: { title: 'Upload verified organisation accounts' } satisfies RouteHandle,
    lazy: { Component: async () => (await pages()).UploadOrganisationAccountsPage },
  },
];
