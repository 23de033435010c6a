import type { RouteObject } from 'react-router';
import { requireAccountApplicant, type RouteHandle } from '../../shared/routing';
import { REVIEW_PAGES } from './segments';

// Apply for an organisation account (web-screens §2.6).
export const applyRoutes: RouteObject[] = (
  [
    ['accounts/new', 'Is the UK organisation registered at Companies House?', 'RegistrationNumberPage'],
    ['accounts/new/details', 'Enter the organisation details', 'DetailsPage'],
    ['accounts/new/location', 'Where is your registered office located?', 'LocationPage'],
    ['accounts/new/summary', 'Check your answers', 'SummaryPage'],
    ['accounts/new/submitted', 'Application sent', 'SubmittedPage'],
    ['accounts/new/cancel', 'Are you sure you want to cancel your application?', 'CancelPage'],
  ] as const
).map(([path, title, page]) => ({
  path,
  loader: requireAccountApplicant,
  handle: { title } satisfies RouteHandle,
  lazy: { Component: async () => (await import('./pages'))[page] },
}));

// Below a review task: the regulator amends the details, then sees the decision's confirmation.
export const reviewTaskRoutes: RouteObject[] = [
  {
    path: REVIEW_PAGES.details,
    handle: { title: 'Enter the organisation details' } satisfies RouteHandle,
    lazy: { Component: async () => (await import('./pages')).AmendDetailsPage },
  },
  {
    path: REVIEW_PAGES.submitted,
    handle: { title: 'Decision submitted' } satisfies RouteHandle,
    lazy: { Component: async () => (await import('./pages')).ReviewSubmittedPage },
  },
];
