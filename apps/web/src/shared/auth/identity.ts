import type { User, UserManager } from 'oidc-client-ts';
import { SESSION_HINT_COOKIE, TOKEN_MIN_VALIDITY_SECONDS } from '../config';
import { storedUserKey, userManagerSettings } from './settings';

/**
 * Thin wrapper around oidc-client-ts. The library is loaded on demand, so a visitor with no stored
 * sign-in and no session-hint cookie (the signed-out landing page) never downloads it.
 */
let managerPromise: Promise<UserManager> | null = null;
let refreshPromise: Promise<User | null> | null = null;

export function loadUserManager(): Promise<UserManager> {
  managerPromise ??= import('oidc-client-ts').then(({ UserManager, WebStorageStateStore }) => {
    const origin = window.location.origin;
    return new UserManager({
      ...userManagerSettings(origin),
      userStore: new WebStorageStateStore({ store: window.sessionStorage }),
    });
  });
  return managerPromise;
}

export function hasStoredUser(): boolean {
  try {
    return window.sessionStorage.getItem(storedUserKey(window.location.origin)) !== null;
  } catch {
    return false;
  }
}

export function hasSessionHintCookie(cookies: string = document.cookie): boolean {
  return cookies.split(';').some((part) => part.trim() === `${SESSION_HINT_COOKIE}=1`);
}

function isLoginRequired(error: unknown): boolean {
  const code = (error as { error?: unknown } | null)?.error;
  return code === 'login_required' || code === 'interaction_required' || code === 'consent_required';
}

/** Refreshes the session (refresh-token grant, or a hidden prompt=none frame); null when signed out. */
export async function refreshUser(): Promise<User | null> {
  refreshPromise ??= (async () => {
    const manager = await loadUserManager();
    try {
      return await manager.signinSilent();
    } catch (error) {
      if (!isLoginRequired(error)) console.error('Silent sign-in failed', error);
      await manager.removeUser();
      return null;
    }
  })().finally(() => {
    refreshPromise = null;
  });
  return refreshPromise;
}

/**
 * The start-up check: use a stored user (refreshed if expired); otherwise only when the session-hint
 * cookie says the identity provider may still have a session, try a silent sign-in.
 */
export async function checkSession(): Promise<User | null> {
  const stored = hasStoredUser();
  const hint = hasSessionHintCookie();
  if (!stored && !hint) return null;
  const manager = await loadUserManager();
  let user = stored ? await manager.getUser() : null;
  if (user?.expired) user = await refreshUser();
  if (!user && hint) user = await refreshUser();
  return user;
}

export async function getUser(): Promise<User | null> {
  if (!managerPromise) return null;
  return (await managerPromise).getUser();
}

/** Current access token, refreshed first when it expires within the configured margin. */
export async function getAccessToken(): Promise<string | null> {
  let user = await getUser();
  if (!user) return null;
  if ((user.expires_in ?? 0) < TOKEN_MIN_VALIDITY_SECONDS) user = await refreshUser();
  return user?.access_token ?? null;
}

/** Only same-site paths are accepted as post-login targets. */
export function safeTarget(target: unknown): string {
  return typeof target === 'string' && target.startsWith('/') && !target.startsWith('//') ? target : '/';
}

export async function startLogin(target: string, loginHint?: string): Promise<void> {
  const manager = await loadUserManager();
  await manager.signinRedirect({
    state: { target: safeTarget(target) },
    ...(loginHint ? { login_hint: loginHint } : {}),
  });
}

/** Completes the code flow on /signin-callback; returns the user and the path to continue to. */
export async function completeLogin(): Promise<{ user: User; target: string }> {
  const manager = await loadUserManager();
  const user = await manager.signinRedirectCallback();
  return { user, target: safeTarget((user.state as { target?: unknown } | undefined)?.target) };
}

/** Ends the local and the identity-provider session. */
export async function signOut(): Promise<void> {
  const manager = await loadUserManager();
  const user = await manager.getUser();
  await manager.removeUser();
  await manager.signoutRedirect(user?.id_token ? { id_token_hint: user.id_token } : {});
}
