import { redirect } from 'react-router';
import { getSession, hasInstallationAccess, isRegistered } from '../shared/auth';

/** Failed guards go to the landing page, which then routes the user on. */
export function requireInstallationAccess() {
  const session = getSession();
  if (!session.loggedIn || !isRegistered(session) || !hasInstallationAccess(session)) {
    throw redirect('/');
  }
  return null;
}

/** Sign-in entry pages are for signed-out visitors only. */
export function redirectIfLoggedIn() {
  if (getSession().loggedIn) throw redirect('/');
  return null;
}
