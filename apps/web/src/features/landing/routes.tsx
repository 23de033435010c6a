import { redirect, type LoaderFunctionArgs, type RouteObject } from 'react-router';
import { paths, requireAcceptedTerms, type RouteHandle } from '../../shared/routing';
import { LandingPage } from './LandingPage';

const handle: RouteHandle = { title: 'Home', breadcrumb: 'Home' };

/**
 * Spec §2: the empty path redirects to the landing page; the server does so for a page load, this for a
 * navigation inside the app. The terms guard is applied here first so a user with terms to accept goes there
 * in one hop: React Router acts on the innermost redirect and does not carry a navigation's `replace` on to
 * the redirect after it, so '/' → /landing → terms would push a history entry the user never asked for (and
 * move focus to the skip link, as after a link they followed).
 */
function emptyPathRedirect(args: LoaderFunctionArgs) {
  requireAcceptedTerms(args);
  return redirect(`${paths.landing}${new URL(args.request.url).search}`);
}

// The landing page is the only page in the initial bundle (and the prerendered signed-out page).
export const landingRoutes: RouteObject[] = [
  { index: true, loader: emptyPathRedirect },
  { path: 'landing', element: <LandingPage />, handle },
];
