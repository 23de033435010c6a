import type { RouteObject } from 'react-router';
import { pageRoutes, requireAccountApplicant } from '../../shared/routing';
import { stepFlowRoute } from '../../shared/step-flow/route';
import { REVIEW_PAGES } from './segments';

const pages = () => import('./pages');

// Apply for an organisation account (web-screens §2.6): the step flow at accounts/new/*, its confirmation and
// its cancel page (static segments rank above the flow's splat).
export const applyRoutes: RouteObject[] = [
  stepFlowRoute({
    path: 'accounts/new',
    loader: requireAccountApplicant,
    load: () => import('./apply/ApplyPage'),
  }),
  ...pageRoutes(
    pages,
    [
      ['accounts/new/submitted', 'Application sent', 'SubmittedPage'],
      ['accounts/new/cancel', 'Are you sure you want to cancel your application?', 'CancelPage'],
    ],
    { loader: requireAccountApplicant },
  ),
];

// Below a review task: the regulator amends the details, then sees the decision's confirmation.
export const reviewTaskRoutes: RouteObject[] = pageRoutes(pages, [
  [REVIEW_PAGES.details, 'Enter the organisation details', 'AmendDetailsPage'],
  [REVIEW_PAGES.submitted, 'Decision submitted', 'ReviewSubmittedPage', { backlink: false }],
]);
