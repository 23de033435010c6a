import { lazy, Suspense } from 'react';
import { Navigate, useLocation } from 'react-router';
import { useSession } from '../../shared/auth/session';
import { preloadable } from '../../shared/lazy/preloadable';
import { decideLanding, type LandingNavigationState } from './landing-decision';

// Both variants load on demand, out of the application's start: the signed-out page is prerendered and
// painted before any script runs (landing.html), and signed-in content comes with its data.
const SignedInLanding = lazy(() => import('./SignedInLanding'));
const signedOut = preloadable(async () => (await import('./SignedOutLanding')).SignedOutLanding);
const SignedOutLanding = signedOut.Component;

/**
 * Loads the signed-out page before the first render on the landing page (main.tsx, the prerender): that
 * render then replaces the prerendered markup with the same page at once, never with an empty one.
 */
export const preloadSignedOutLanding = signedOut.preload;

export function LandingPage() {
  const session = useSession();
  const location = useLocation();
  const decision = decideLanding(session, location.state as LandingNavigationState | null);
  if ('redirect' in decision) return <Navigate to={decision.redirect} replace />;
  if (decision.variant === 'SIGNED_OUT') return <SignedOutLanding />;
  return (
    <Suspense fallback={null}>
      <SignedInLanding variant={decision.variant} session={session} />
    </Suspense>
  );
}
