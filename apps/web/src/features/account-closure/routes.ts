import type { RouteObject } from 'react-router';
import { pageRoutes } from '../../shared/routing';
import { CLOSURE_PAGES } from './segments';

// Below a closure task: 'Are you sure', then the confirmation.
export const closureTaskRoutes: RouteObject[] = pageRoutes(
  () => import('./AccountClosureSubmitPage'),
  [
    [CLOSURE_PAGES.submit, 'Are you sure you want to close this account?', 'AccountClosureSubmitPage'],
    [CLOSURE_PAGES.confirmation, 'Account closed', 'AccountClosureConfirmationPage', { backlink: false }],
  ],
);
