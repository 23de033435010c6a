import type { RouteObject } from 'react-router';
import type { RouteHandle } from '../../shared/routing';
import { CLOSURE_PAGES } from './segments';

const accountClosureSubmitPage = () => import('./AccountClosureSubmitPage');

// Below a closure task: 'Are you sure', then the confirmation.
export const closureTaskRoutes: RouteObject[] = [
  {
    path: CLOSURE_PAGES.submit,
    handle: { title: 'Are you sure you want to close this account?' } satisfies RouteHandle,
    lazy: { Component: async () => (await accountClosureSubmitPage()).AccountClosureSubmitPage },
  },
  {
    path: CLOSURE_PAGES.confirmation,
    handle: { title: 'Account closed' } satisfies RouteHandle,
    lazy: {
      Component: async () => (await accountClosureSubmitPage()).AccountClosureConfirmationPage,
    },
  },
];
