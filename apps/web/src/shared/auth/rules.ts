import type { Session } from './session';
import { paths } from '../routing/paths';

export interface NavigationItem {
  text: string;
  href: string;
}

export function isDisabled(session: Session): boolean {
  const status = session.userState?.status;
  return status === 'DISABLED' || status === 'TEMP_DISABLED';
}

export function isRegistered(session: Session): boolean {
  return session.profile?.status === 'REGISTERED';
}

/** The "installation" guard: ENABLED users, or regulators without an authority yet. */
export function hasInstallationAccess(session: Session): boolean {
  const state = session.userState;
  if (!session.loggedIn || !state) return false;
  return state.status === 'ENABLED' || (state.roleType === 'REGULATOR' && state.status === 'NO_AUTHORITY');
}

/** Primary navigation by role (spec §2, Shell). */
export function navigationFor(session: Session): NavigationItem[] {
  const state = session.userState;
  if (!session.loggedIn || !state || isDisabled(session)) return [];
  const tasks = { text: 'Tasks', href: paths.dashboard };
  const accounts = { text: 'Accounts', href: paths.accounts.search() };
  if (state.roleType === 'REGULATOR') {
    return [
      tasks,
      accounts,
      { text: 'Regulator users', href: paths.regulatorUsers.list },
      { text: 'MI reports', href: paths.miReports.list },
      { text: 'Compliance', href: paths.compliance.overview },
      { text: 'Submitted reports', href: paths.submittedReports() },
    ];
  }
  if (state.roleType === 'OPERATOR' && state.status !== 'NO_AUTHORITY') return [tasks, accounts];
  return [];
}
