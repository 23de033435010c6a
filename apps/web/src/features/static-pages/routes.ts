import type { RouteObject } from 'react-router';
import { pageRoutes } from '../../shared/routing';

export const staticPagesRoutes: RouteObject[] = pageRoutes(
  () => import('./pages'),
  [
    ['about', 'About', 'AboutPage'],
    ['privacy-notice', 'Privacy notice', 'PrivacyNoticePage'],
    ['accessibility', 'Accessibility statement', 'AccessibilityPage'],
    ['contact-us', 'Contact us', 'ContactUsPage'],
  ],
);
