import { beforeEach, describe, expect, it, vi } from 'vitest';

const manager = {
  getUser: vi.fn(),
  signinSilent: vi.fn(),
  removeUser: vi.fn(),
};

vi.mock('oidc-client-ts', () => ({
  UserManager: vi.fn(function UserManager() {
    return manager;
  }),
  WebStorageStateStore: vi.fn(),
}));

const { getAccessToken, hasSessionHintCookie, loadUserManager, safeTarget } = await import('./identity');

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
