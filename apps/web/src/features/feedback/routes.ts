import type { RouteObject } from 'react-router';
import { pageRoutes } from '../../shared/routing';

export const feedbackRoutes: RouteObject[] = pageRoutes(
  () => import('./pages'),
  [['feedback', 'Give feedback', 'FeedbackPage']],
);
