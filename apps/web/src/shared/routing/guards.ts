import { redirect, type LoaderFunctionArgs } from 'react-router';
import { hasInstallationAccess, isRegistered } from '../auth/rules';
import { getSession, type Session } from '../auth/session';
import { paths } from './paths';

/** Failed guards go to the landing page, which then routes the user on. */
export function requireInstallationAccess() {
  const session = getSession();
  if (!session.loggedIn || !isRegistered(session) || !hasInstallationAccess(session)) {
    throw redirect(paths.home);
  }
  return null;
}

/** Regulator-only pages (regulator users): everyone else goes to the landing page. */
export function requireRegulator() {
  requireInstallationAccess();
  if (getSession().userState?.roleType !== 'REGULATOR') throw redirect(paths.home);
  return null;
}

/** Sign-in entry pages are for signed-out visitors only. */
export function redirectIfLoggedIn() {
  if (getSession().loggedIn) throw redirect(paths.home);
  return null;
}

/** Signed-in pages that need no other check (changing your own authenticator app). */
export function requireSignedIn() {
  if (!getSession().loggedIn) throw redirect(paths.home);
  return null;
}

/** Pages a signed-in user may still open before accepting the latest terms: public information and errors. */
const OPEN_BEFORE_TERMS = [
  paths.terms,
  paths.feedback,
  paths.privacyNotice,
  paths.contactUs,
  paths.accessibility,
  paths.about,
  paths.cookies,
  paths.timedOut(),
  paths.signInCallback,
  paths.errorPages,
  // Invitation links are used once and expire: accept first, the terms come at the next page.
  paths.invitationPages,
  paths.registration.invitation,
];

/** A signed-in user whose accepted terms are older than the latest (or who accepted none). */
export function termsPending(session: Session): boolean {
  if (!session.loggedIn || !session.terms || !session.user) return false;
  return (session.user.termsVersion ?? 0) < session.terms.version;
}

/** The terms screen comes before anything else signed-in (spec §4, terms flow). */
export function requireAcceptedTerms({ request }: LoaderFunctionArgs) {
  const { pathname } = new URL(request.url);
  const open = OPEN_BEFORE_TERMS.some((path) =>
    path.endsWith('/') ? pathname.startsWith(path) : pathname === path || pathname === `${path}/`,
  );
  if (!open && termsPending(getSession())) throw redirect(paths.terms);
  return null;
}

/** The terms screen is only for signed-in users who still have terms to accept. */
export function requireTermsPending() {
  if (!termsPending(getSession())) throw redirect(paths.home);
  return null;
}

/** Registration is for signed-in operators who have not completed it; the registered go to the dashboard. */
export function requireUnregisteredOperator() {
  const session = getSession();
  if (!session.loggedIn || session.userState?.roleType !== 'OPERATOR') throw redirect(paths.home);
  if (isRegistered(session)) throw redirect(paths.dashboard);
  return null;
}

/**
 * Applying for an organisation account (web-screens §2.6): any registered operator, whatever their
 * status (a user with no authority counts as an operator), while the service takes applications.
 */
export function requireAccountApplicant() {
  const session = getSession();
  if (!session.loggedIn || !isRegistered(session) || session.userState?.roleType !== 'OPERATOR') {
    throw redirect(paths.home);
  }
  if (session.config?.features?.installationEnabled === false) throw redirect(paths.home);
  return null;
}

/** A positive whole-number id from a route parameter, or null. */
export function positiveId(value: string | undefined): number | null {
  const id = Number(value);
  return Number.isSafeInteger(id) && id > 0 ? id : null;
}
