import type { Session } from './session';
import { paths } from '../routing/paths';
import { text } from '../i18n/catalogue';
import { navigationMessages } from './messages.en';

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

/** Primary navigation by role (spec §2, Shell), in the page's language. */
export function navigationFor(session: Session): NavigationItem[] {
  const state = session.userState;
  if (!session.loggedIn || !state || isDisabled(session)) return [];
  const t = (key: keyof typeof navigationMessages.en) => text(navigationMessages, key);
  const tasks = { text: t('tasks'), href: paths.dashboard };
  const accounts = { text: t('accounts'), href: paths.accounts.search() };
  if (state.roleType === 'REGULATOR') {
    return [
      tasks,
      accounts,
      { text: t('regulatorUsers'), href: paths.regulatorUsers.list },
      { text: t('miReports'), href: paths.miReports.list },
      { text: t('compliance'), href: paths.compliance.overview },
      { text: t('submittedReports'), href: paths.submittedReports() },
    ];
  }
  if (state.roleType === 'OPERATOR' && state.status !== 'NO_AUTHORITY') return [tasks, accounts];
  return [];
}
