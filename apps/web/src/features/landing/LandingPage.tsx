import { lazy, Suspense } from 'react';
import { Navigate, useLocation } from 'react-router';
import { useSession } from '../../shared/auth/session';
import { decideLanding, type LandingNavigationState } from './landing-decision';
import { SignedOutLanding } from './SignedOutLanding';

// Signed-in content (and its data) loads on demand: the initial bundle serves the public landing page.
const SignedInLanding = lazy(() => import('./SignedInLanding'));

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
