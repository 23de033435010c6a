import type { RouteObject } from 'react-router';
import type { RouteHandle } from '../../shared/routing';
import { LandingPage } from './LandingPage';

const handle: RouteHandle = { title: 'Home', breadcrumb: 'Home' };

// The landing page is the only page in the initial bundle (and the prerendered signed-out page).
export const landingRoutes: RouteObject[] = [
  { index: true, element: <LandingPage />, handle },
  { path: 'landing', element: <LandingPage />, handle },
];
