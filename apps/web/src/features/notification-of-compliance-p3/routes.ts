import type { RouteObject } from 'react-router';
import { pageRoutes } from '../../shared/routing';
import { stepFlowRoute } from '../../shared/step-flow/route';
import { NOC_SECTION_PAGES } from './sections/pages';
import { NOC_PAGES, NOC_SECTIONS } from './sections/registry';

/**
 * Below a NOC task: each section with pages is a step flow at notification/<path>/* (reporting-inventory
 * §4.1). A function, as a router takes over the route objects it is given (tests make one router each).
 */
export function createNocTaskRoutes(): RouteObject[] {
  return [
    ...NOC_SECTIONS.flatMap(({ key, path }) => {
      const load = NOC_SECTION_PAGES[key];
      return load ? [stepFlowRoute({ path: NOC_PAGES.section(path), load })] : [];
    }),
    ...pageRoutes(
      () => import('./task/submit-pages'),
      [
        [NOC_PAGES.submit, 'Submit to regulator', 'NocSubmitPage'],
        [NOC_PAGES.submitConfirmation, 'Notification sent to regulator', 'NocSentPage'],
        [NOC_PAGES.submitErrors, 'Your notification has problems', 'NocErrorsPage'],
      ],
    ),
    ...pageRoutes(
      () => import('./task/SendForReview'),
      [
        [NOC_PAGES.sendForReview, 'Send notification for review', 'SendForReviewPage'],
        [NOC_PAGES.sendForReviewSuccess, 'Notification sent for review', 'SentForReviewPage'],
      ],
    ),
    ...pageRoutes(
      () => import('./task/ReturnNotification'),
      [
        [NOC_PAGES.returnToSubmit, 'Return notification', 'ReturnNotificationPage'],
        [NOC_PAGES.returnSuccess, 'Notification has been returned', 'NotificationReturnedPage'],
      ],
    ),
  ];
}
