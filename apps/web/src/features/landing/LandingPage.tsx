import { Navigate, useLocation } from 'react-router';
import { useSession } from '../../shared/auth/session';
import { decideLanding, type LandingNavigationState } from './landing-decision';
import { SignedInLanding } from './SignedInLanding';
import { SignedOutLanding } from './SignedOutLanding';

export function LandingPage() {
  const session = useSession();
  const location = useLocation();
  const decision = decideLanding(session, location.state as LandingNavigationState | null);
  if ('redirect' in decision) return <Navigate to={decision.redirect} replace />;
  if (decision.variant === 'SIGNED_OUT') return <SignedOutLanding />;
  return <SignedInLanding variant={decision.variant} session={session} />;
}
