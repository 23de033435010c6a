import { hasInstallationAccess, isRegistered } from '../../shared/auth/rules';
import type { Session } from '../../shared/auth/session';
import { paths } from '../../shared/routing';

export type LandingVariant = 'SIGNED_OUT' | 'APPLY' | 'ACCEPTED' | 'DISABLED' | 'TEMP_DISABLED';
export type LandingDecision = { redirect: string } | { variant: LandingVariant };

export interface LandingNavigationState {
  addAnotherInstallation?: boolean;
}

/**
 * The landing guard (spec §4) and the choice of landing content, as one pure decision:
 * - signed out: the public landing page;
 * - an operator who has not finished registration: registration;
 * - regulators and verifiers who can use the dashboard: the dashboard;
 * - an enabled operator: the dashboard, unless they came to add another organisation account;
 * - everyone else sees the content for their status.
 */
export function decideLanding(
  session: Session,
  navigation: LandingNavigationState | null = null,
): LandingDecision {
  const state = session.userState;
  if (!session.loggedIn || !state) return { variant: 'SIGNED_OUT' };
  if (state.roleType === 'OPERATOR' && !isRegistered(session)) return { redirect: paths.registration.start };
  if (state.roleType !== 'OPERATOR' && hasInstallationAccess(session)) return { redirect: paths.dashboard };
  switch (state.status) {
    case 'ENABLED':
      return navigation?.addAnotherInstallation ? { variant: 'APPLY' } : { redirect: paths.dashboard };
    case 'NO_AUTHORITY':
      return { variant: 'APPLY' };
    case 'ACCEPTED':
      return { variant: 'ACCEPTED' };
    case 'TEMP_DISABLED':
      return { variant: 'TEMP_DISABLED' };
    case 'DISABLED':
    default:
      return { variant: 'DISABLED' };
  }
}
