import type { RouteObject } from 'react-router';
import { pageRoutes } from '../../shared/routing';
import { NOC_PAGES } from './sections/addresses';

/**
 * Below a NOC task: each section with pages is a step flow at notification/<path>/* (reporting-inventory
 * §4.1). A function, as a router takes over the route objects it is given (tests make one router each).
 */
export function createNocTaskRoutes(): RouteObject[] {
  return [
    // Every section's step flow, loaded with the section list when first opened (sections/section-route.tsx).
    { path: `${NOC_PAGES.section(':section')}/*`, lazy: () => import('./sections/section-route') },
    ...pageRoutes(
      () => import('./task/submit-pages'),
      [
        [NOC_PAGES.submit, 'Submit to regulator', 'NocSubmitPage'],
        [NOC_PAGES.submitConfirmation, 'Notification sent to regulator', 'NocSentPage', { backlink: false }],
        [NOC_PAGES.submitErrors, 'Your notification has problems', 'NocErrorsPage'],
      ],
    ),
    ...pageRoutes(
      () => import('./task/SendForReview'),
      [
        [NOC_PAGES.sendForReview, 'Send notification for review', 'SendForReviewPage'],
        [
          NOC_PAGES.sendForReviewSuccess,
          'Notification sent for review',
          'SentForReviewPage',
          { backlink: false },
        ],
      ],
    ),
    ...pageRoutes(
      () => import('./task/ReturnNotification'),
      [
        [NOC_PAGES.returnToSubmit, 'Return notification', 'ReturnNotificationPage'],
        [
          NOC_PAGES.returnSuccess,
          'Notification has been returned',
          'NotificationReturnedPage',
          { backlink: false },
        ],
      ],
    ),
  ];
}
