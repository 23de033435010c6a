import { redirect, type RouteObject } from 'react-router';
import { paths, type RouteHandle } from '../../shared/routing';
import { LandingPage } from './LandingPage';

const handle: RouteHandle = { title: 'Home', breadcrumb: 'Home' };

// The landing page is the only page in the initial bundle (and the prerendered signed-out page). Spec §2: the
// empty path redirects to it; the server does so for a page load, this for a navigation inside the app.
export const landingRoutes: RouteObject[] = [
  { index: true, loader: ({ request }) => redirect(`${paths.landing}${new URL(request.url).search}`) },
  { path: 'landing', element: <LandingPage />, handle },
];
