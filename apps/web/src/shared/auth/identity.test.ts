import { beforeEach, describe, expect, it, vi } from 'vitest';

import type * as OidcClient from 'oidc-client-ts';
import type { StateStore, UserManagerSettings } from 'oidc-client-ts';
import { announceSignedOut } from './tab-sync';
import { recordTokenResponse } from './refresh-expiry';
import { resetRefreshExpiryForTest } from './testing';

const manager = {
  getUser: vi.fn(),
  signinSilent: vi.fn(),
  removeUser: vi.fn(),
};
let settings: UserManagerSettings | undefined;

// The real stores, so the test sees where a signed-in user would be written.
vi.mock('oidc-client-ts', async (importOriginal) => ({
  ...(await importOriginal<typeof OidcClient>()),
  UserManager: vi.fn(function UserManager(given: UserManagerSettings) {
    settings = given;
    return manager;
  }),
}));

const { checkSession, getAccessToken, hasSessionHintCookie, loadUserManager, safeTarget } =
  await import('./identity');

describe('where the tokens are kept', () => {
  it('keeps the signed-in user in memory, never in localStorage or sessionStorage', async () => {
    await loadUserManager();
    const userStore = settings?.userStore as StateStore;
    const user = JSON.stringify({ access_token: 'eyJ.a.b', refresh_token: 'r', id_token: 'eyJ.c.d' });
    await userStore.set('oidc.user:http://localhost/auth/realms/esos:esos-web', user);
    expect(await userStore.get('oidc.user:http://localhost/auth/realms/esos:esos-web')).toBe(user);
    expect(window.localStorage.length).toBe(0);
    expect(window.sessionStorage.length).toBe(0);
  });

  it('keeps only the sign-in request (state and PKCE verifier) in sessionStorage, for the redirect', async () => {
    await loadUserManager();
    await (settings?.stateStore as StateStore).set('request-state', '{"code_verifier":"v"}');
    expect(window.sessionStorage.getItem('oidc.request-state')).toBe('{"code_verifier":"v"}');
    expect(window.localStorage.length).toBe(0);
    window.sessionStorage.clear();
  });
});

describe('finding the session', () => {
  beforeEach(async () => {
    vi.clearAllMocks();
    resetRefreshExpiryForTest();
    window.localStorage.clear();
    await loadUserManager();
  });

  it('asks the provider (silent sign-in) when the session hint says it may have a session', async () => {
    expect(await checkSession()).toBeNull();
    expect(manager.signinSilent).not.toHaveBeenCalled();

    document.cookie = 'esos_session_hint=1';
    manager.signinSilent.mockResolvedValue({ access_token: 'found', expires_in: 300 });
    expect(await checkSession()).toMatchObject({ access_token: 'found' });
    document.cookie = 'esos_session_hint=; max-age=0';
  });

  it("gets new tokens from the provider's session when this tab's refresh token lapsed but another tab kept it alive", async () => {
    recordTokenResponse({ refresh_expires_in: 1800 }, true);
    manager.getUser.mockResolvedValue({ access_token: 'old', refresh_token: 'lapsed', expires_in: 0 });
    manager.signinSilent
      .mockRejectedValueOnce({ error: 'invalid_grant' })
      .mockResolvedValueOnce({ access_token: 'fresh', expires_in: 300 });
    expect(await getAccessToken()).toBe('fresh');
    expect(manager.removeUser).toHaveBeenCalled();
    expect(manager.signinSilent).toHaveBeenCalledTimes(2);
  });

  it('is signed out when the shared session has run out as well', async () => {
    manager.getUser.mockResolvedValue({ access_token: 'old', refresh_token: 'lapsed', expires_in: 0 });
    manager.signinSilent.mockRejectedValue({ error: 'invalid_grant' });
    expect(await getAccessToken()).toBeNull();
    expect(manager.signinSilent).toHaveBeenCalledTimes(1);
  });

  it("forgets this tab's tokens when another tab signs out", async () => {
    announceSignedOut({ type: 'signed-out', reason: 'sign-out' });
    await vi.waitFor(() => expect(manager.removeUser).toHaveBeenCalled());
  });
});

describe('access token', () => {
  beforeEach(async () => {
    vi.clearAllMocks();
    await loadUserManager();
  });

  it('uses the stored token while it is valid for more than 20 seconds', async () => {
    manager.getUser.mockResolvedValue({ access_token: 'current', expires_in: 300 });
    expect(await getAccessToken()).toBe('current');
    expect(manager.signinSilent).not.toHaveBeenCalled();
  });

  it('refreshes first when the token expires within 20 seconds', async () => {
    manager.getUser.mockResolvedValue({ access_token: 'old', expires_in: 15 });
    manager.signinSilent.mockResolvedValue({ access_token: 'new', expires_in: 300 });
    expect(await getAccessToken()).toBe('new');
    expect(manager.signinSilent).toHaveBeenCalledTimes(1);
  });

  it('returns null when signed out', async () => {
    manager.getUser.mockResolvedValue(null);
    expect(await getAccessToken()).toBeNull();
  });
});

describe('helpers', () => {
  it('reads the session hint cookie', () => {
    expect(hasSessionHintCookie('a=b; esos_session_hint=1')).toBe(true);
    expect(hasSessionHintCookie('esos_session_hint=0')).toBe(false);
    expect(hasSessionHintCookie('')).toBe(false);
  });

  it('accepts only same-site paths as login targets', () => {
    expect(safeTarget('/dashboard?x=1')).toBe('/dashboard?x=1');
    expect(safeTarget('//evil.example')).toBe('/');
    expect(safeTarget('https://evil.example')).toBe('/');
    expect(safeTarget(undefined)).toBe('/');
  });
});
