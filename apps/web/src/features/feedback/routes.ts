import type { RouteObject } from 'react-router';
import type { RouteHandle } from '../../shared/routing';

export const feedbackRoutes: RouteObject[] = [
  {
    path: 'feedback',
    handle: { title: 'Give feedback' } satisfies RouteHandle,
    lazy: { Component: async () => (await import('./pages')).FeedbackPage },
  },
];
