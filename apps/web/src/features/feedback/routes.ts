import type { RouteObject } from 'react-router';
import type { RouteHandle } from '../../shared/routing';

const pages = () => import('./pages');

export const feedbackRoutes: RouteObject[] = [
  {
    path: 'feedback',
    handle: { title: 'Give feedback' } satisfies RouteHandle,
    lazy: { Component: async () => (await pages()).FeedbackPage },
  },
];
