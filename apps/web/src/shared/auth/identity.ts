import type { OidcClient, User, UserManager } from 'oidc-client-ts';
import { SESSION_HINT_COOKIE, TOKEN_MIN_VALIDITY_SECONDS } from '../config';
import {
  clearRefreshExpiry,
  getRefreshExpiry,
  readRefreshExpiryNow,
  recordTokenResponse,
} from './refresh-expiry';
import { userManagerSettings } from './settings';
import { announceSignedOut, onSignedOutElsewhere, withSessionLock } from './tab-sync';
import { paths } from '../routing/paths';
import { currentLanguage } from '../i18n';
import { clearSessionDrafts } from '../storage/session-drafts';

/**
 * Thin wrapper around oidc-client-ts. The library is loaded on demand, so a visitor with no
 * session-hint cookie (the signed-out landing page) never downloads it.
 *
 * Tokens live in this tab's memory only, never in web storage where any script on the origin could read
 * them: a new tab or a reload finds the session again through the provider (a silent prompt=none
 * sign-in), and each tab renews its own tokens. Tabs share the refresh token's expiry (no token) and
 * hear of each other's sign-out (ADR 11).
 */
let managerPromise: Promise<UserManager> | null = null;
let refreshPromise: Promise<User | null> | null = null;

export function loadUserManager(): Promise<UserManager> {
  managerPromise ??= import('oidc-client-ts').then(
    ({ InMemoryWebStorage, UserManager, WebStorageStateStore }) => {
      const origin = window.location.origin;
      const manager = new UserManager({
        ...userManagerSettings(origin),
        userStore: new WebStorageStateStore({ store: new InMemoryWebStorage() }),
        // The sign-in request's state and PKCE verifier (no token) must outlive the redirect to the provider.
        stateStore: new WebStorageStateStore({ store: window.sessionStorage }),
      });
      // Another tab signed out or timed out: this tab's tokens go too.
      onSignedOutElsewhere(() => {
        clearRefreshExpiry();
        void manager.removeUser();
      });
      // oidc-client-ts keeps its token client private; the refresh tracking wraps two of its methods.
      const client: unknown = Reflect.get(manager, '_client');
      if (isTokenClient(client)) trackRefreshExpiry(client);
      return manager;
    },
  );
  return managerPromise;
}

type TokenClient = Pick<OidcClient, 'processSigninResponse' | 'useRefreshToken'>;

function isTokenClient(value: unknown): value is TokenClient {
  const client = value as Partial<TokenClient> | null;
  return typeof client?.processSigninResponse === 'function' && typeof client.useRefreshToken === 'function';
}

/**
 * oidc-client-ts keeps only the standard fields of a token response in its User, so the
 * provider's `refresh_expires_in` is read from the validated responses on their way through.
 * The code exchange after signing in starts a new session; silent sign-ins and refreshes continue one.
 */
export function trackRefreshExpiry(client: TokenClient): void {
  const processSigninResponse = client.processSigninResponse.bind(client);
  client.processSigninResponse = async (url, ...rest) => {
    const response = await processSigninResponse(url, ...rest);
    const newSignIn = new URL(url, window.location.origin).pathname === paths.signInCallback;
    recordTokenResponse(response, newSignIn || getRefreshExpiry() === null);
    return response;
  };
  const exchangeRefreshToken = client.useRefreshToken.bind(client);
  client.useRefreshToken = async (args) => {
    const response = await exchangeRefreshToken(args);
    recordTokenResponse(response, false);
    return response;
  };
}

export function hasSessionHintCookie(cookies: string = document.cookie): boolean {
  return cookies.split(';').some((part) => part.trim() === `${SESSION_HINT_COOKIE}=1`);
}

function isLoginRequired(error: unknown): boolean {
  const code = (error as { error?: unknown } | null)?.error;
  return code === 'login_required' || code === 'interaction_required' || code === 'consent_required';
}

/**
 * Renews this tab's tokens (refresh-token grant, or a hidden prompt=none frame); null when signed out.
 * When this tab's refresh token has lapsed while another tab kept the session alive, the provider's
 * session gives the tab new tokens. One tab at a time, so that two tabs never renew the provider's
 * session at the same moment.
 */
export async function refreshUser(): Promise<User | null> {
  refreshPromise ??= withSessionLock(async () => {
    const manager = await loadUserManager();
    let result = await silentSignIn(manager);
    if (!result.user) {
      const hadRefreshToken = Boolean((await manager.getUser())?.refresh_token);
      await manager.removeUser();
      // Without a user the library asks the provider's session (prompt=none) instead.
      if (hadRefreshToken && sessionAliveInAnyTab()) result = await silentSignIn(manager);
    }
    if (result.user) return result.user;
    if (!isLoginRequired(result.error)) console.error('Silent sign-in failed', result.error);
    clearRefreshExpiry();
    return null;
  }).finally(() => {
    refreshPromise = null;
  });
  return refreshPromise;
}

function silentSignIn(manager: UserManager): Promise<{ user: User | null; error?: unknown }> {
  return manager.signinSilent().then(
    (user) => ({ user }),
    (error: unknown) => ({ user: null, error }),
  );
}

/** Some tab renewed within the idle time: the provider's session has not timed out. */
function sessionAliveInAnyTab(): boolean {
  const expiresAt = readRefreshExpiryNow()?.expiresAt;
  return expiresAt !== undefined && expiresAt > Date.now();
}

/**
 * The start-up check (the specification's check-sso): nothing is stored, so when the session-hint cookie
 * says the identity provider may have a session, a silent sign-in asks it for this tab's tokens.
 */
export async function checkSession(): Promise<User | null> {
  if (!hasSessionHintCookie()) return null;
  return refreshUser();
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
    // The identity provider's pages (and One Login's) open in the page's language (ADR 55).
    ui_locales: currentLanguage(),
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
  clearRefreshExpiry();
  clearSessionDrafts();
  await manager.removeUser();
  announceSignedOut({ type: 'signed-out', reason: 'sign-out' });
  await manager.signoutRedirect({
    post_logout_redirect_uri: `${window.location.origin}${paths.signedOut}`,
    ...(user?.id_token ? { id_token_hint: user.id_token } : {}),
  });
}

/** Renews the session with the refresh token; false when the session could not be renewed. */
export async function renewSession(): Promise<boolean> {
  return (await refreshUser()) !== null;
}

/**
 * Signs out locally and at the identity provider after the timeout warning went unanswered; the
 * provider then returns to /timed-out with the idle time in seconds.
 */
export async function signOutAfterTimeout(idleSeconds: number): Promise<void> {
  const target = paths.timedOut(Math.max(0, Math.round(idleSeconds)));
  try {
    const manager = await loadUserManager();
    const user = await manager.getUser();
    clearRefreshExpiry();
    clearSessionDrafts();
    await manager.removeUser();
    announceSignedOut({ type: 'signed-out', reason: 'timeout', idleSeconds });
    // Another tab timed out first and has ended the provider's session already.
    if (!user) {
      window.location.assign(target);
      return;
    }
    await manager.signoutRedirect({
      post_logout_redirect_uri: `${window.location.origin}${target}`,
      ...(user?.id_token ? { id_token_hint: user.id_token } : {}),
    });
  } catch (error) {
    console.error('Sign out at the identity provider failed', error);
    window.location.assign(target);
  }
}
