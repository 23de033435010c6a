import { useSyncExternalStore } from 'react';
import type { User } from 'oidc-client-ts';
import { api, setAccessTokenProvider, unwrap } from '../api';
import type { CurrentUser } from '../api';
import { checkSession, getAccessToken } from './identity';
import { sessionState, type Profile, type Session } from './session-state';

export type { Profile, Session } from './session-state';

function update(patch: Partial<Session>): void {
  sessionState.replace({ ...sessionState.current, ...patch });
}

export function getSession(): Session {
  return sessionState.current;
}

export function subscribeSession(listener: () => void): () => void {
  sessionState.listeners.add(listener);
  return () => sessionState.listeners.delete(listener);
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

function profileWithStatus(profile: Profile | null, status: string | undefined): Profile | null {
  return profile ? { ...profile, status } : profile;
}

/** Re-reads the current user, e.g. after they accept the terms (spec §4, terms flow). */
export async function reloadUser(): Promise<void> {
  const user = await unwrap(api.GET('/v1.0/users'));
  // Registration changes the status, which decides where the landing guard sends the user.
  update({ user, profile: profileWithStatus(getSession().profile, user.status) });
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
