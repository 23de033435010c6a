import type { RouteObject } from 'react-router';
import { requireAccountApplicant, type RouteHandle } from '../../shared/routing';
import { stepFlowRoute } from '../../shared/step-flow/route';
import { REVIEW_PAGES } from './segments';

const applyPage = () => import('./apply/ApplyPage');
const pages = () => import('./pages');

// Apply for an organisation account (web-screens §2.6): the step flow at accounts/new/*, its confirmation and
// its cancel page (static segments rank above the flow's splat).
export const applyRoutes: RouteObject[] = [
  stepFlowRoute({
    path: 'accounts/new',
    loader: requireAccountApplicant,
    load: () => applyPage(),
  }),
  ...(
    [
      ['accounts/new/submitted', 'Application sent', 'SubmittedPage'],
      ['accounts/new/cancel', 'Are you sure you want to cancel your application?', 'CancelPage'],
    ] as const
  ).map(([path, title, page]) => ({
    path,
    loader: requireAccountApplicant,
    handle: { title } satisfies RouteHandle,
    lazy: { Component: async () => (await pages())[page] },
  })),
];

// Below a review task: the regulator amends the details, then sees the decision's confirmation.
export const reviewTaskRoutes: RouteObject[] = [
  {
    path: REVIEW_PAGES.details,
    handle: { title: 'Enter the organisation details' } satisfies RouteHandle,
    lazy: { Component: async () => (await pages()).AmendDetailsPage },
  },
  {
    path: REVIEW_PAGES.submitted,
    handle: { title: 'Decision submitted' } satisfies RouteHandle,
    lazy: { Component: async () => (await pages()).ReviewSubmittedPage },
  },
];
