import { useSyncExternalStore } from 'react';
import type { User } from 'oidc-client-ts';
import { api, setAccessTokenProvider, unwrap } from '../api';
import type { CurrentUser, Terms, UiConfiguration, UserState } from '../api';
import { checkSession, getAccessToken } from './identity';

export interface Profile {
  firstName: string;
  lastName: string;
  /** Registration status from the identity profile (REGISTERED once registration is complete). */
  status: string | undefined;
}

export interface Session {
  /** Start-up has finished (successfully or not). */
  ready: boolean;
  config: UiConfiguration | null;
  loggedIn: boolean;
  userState: UserState | null;
  user: CurrentUser | null;
  profile: Profile | null;
  terms: Terms | null;
}

const signedOut: Session = {
  ready: false,
  config: null,
  loggedIn: false,
  userState: null,
  user: null,
  profile: null,
  terms: null,
};

let session: Session = signedOut;
const listeners = new Set<() => void>();

function update(patch: Partial<Session>): void {
  session = { ...session, ...patch };
  listeners.forEach((listener) => listener());
}

export function getSession(): Session {
  return session;
}

export function subscribeSession(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useSession(): Session {
  return useSyncExternalStore(subscribeSession, getSession, getSession);
}

function profileFrom(oidcUser: User | null, user: CurrentUser | null): Profile {
  const claims = (oidcUser?.profile ?? {}) as Record<string, unknown>;
  const text = (value: unknown) => (typeof value === 'string' ? value : undefined);
  return {
    firstName: user?.firstName ?? text(claims.given_name) ?? '',
    lastName: user?.lastName ?? text(claims.family_name) ?? '',
    // The API reads the stored status; the token's claim is only as fresh as the last sign-in.
    status: user?.status ?? text(claims.status),
  };
}

/** Loads user state, user and latest terms together (spec §4, login check on start). */
export async function loadSignedInState(oidcUser: User | null): Promise<void> {
  const [userState, user, terms] = await Promise.all([
    unwrap(api.GET('/v1.0/authorities/current-user-state')),
    unwrap(api.GET('/v1.0/users')),
    unwrap(api.GET('/v1.0/terms')),
  ]);
  update({ loggedIn: true, userState, user, terms, profile: profileFrom(oidcUser, user) });
}

/** Re-reads the user state, e.g. after a 403. */
export async function reloadUserState(): Promise<void> {
  const userState = await unwrap(api.GET('/v1.0/authorities/current-user-state'));
  update({ userState });
}

/** Re-reads the current user, e.g. after they accept the terms (spec §4, terms flow). */
export async function reloadUser(): Promise<void> {
  const user = await unwrap(api.GET('/v1.0/users'));
  // Registration changes the status, which decides where the landing guard sends the user.
  update({ user, profile: session.profile ? { ...session.profile, status: user.status } : session.profile });
}

export function setSignedOut(): void {
  update({ loggedIn: false, userState: null, user: null, profile: null, terms: null });
}

/**
 * Start-up order (spec §4): UI configuration, then the identity client, then the user check.
 * Failures are logged only; the app then starts signed out.
 */
export async function bootstrap(): Promise<void> {
  setAccessTokenProvider(getAccessToken);
  const configCall = unwrap(api.GET('/ui-configuration')).then(
    (config) => update({ config }),
    (error: unknown) => console.error('Could not load the UI configuration', error),
  );
  try {
    await configCall;
    const oidcUser = await checkSession();
    if (oidcUser) await loadSignedInState(oidcUser);
  } catch (error) {
    console.error('Start-up user check failed', error);
    setSignedOut();
  } finally {
    update({ ready: true });
  }
}

/** Only for tests. */
export function setSessionForTest(value: Partial<Session>): void {
  session = { ...signedOut, ready: true, ...value };
  listeners.forEach((listener) => listener());
}
