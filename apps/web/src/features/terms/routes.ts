import type { RouteObject } from 'react-router';
import { requireTermsPending, type RouteHandle } from '../../shared/routing';

const pages = () => import('./pages');

export const termsRoutes: RouteObject[] = [
  {
    path: 'terms-and-conditions',
    loader: requireTermsPending,
    handle: { title: 'Terms and conditions' } satisfies RouteHandle,
    lazy: { Component: async () => (await pages()).TermsPage },
  },
];
