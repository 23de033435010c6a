import type { RouteObject } from 'react-router';
import type { RouteHandle } from '../../shared/routing';

const pages = () => import('./pages');

export const staticPagesRoutes: RouteObject[] = (
  [
    ['about', 'About', 'AboutPage'],
    ['privacy-notice', 'Privacy notice', 'PrivacyNoticePage'],
    ['accessibility', 'Accessibility statement', 'AccessibilityPage'],
    ['contact-us', 'Contact us', 'ContactUsPage'],
  ] as const
).map(([path, title, page]) => ({
  path,
  handle: { title } satisfies RouteHandle,
  lazy: { Component: async () => (await pages())[page] },
}));
