import { beforeEach, describe, expect, it } from 'vitest';
import { UserManager } from 'oidc-client-ts';
import { trackRefreshExpiry } from './identity';
import { getRefreshExpiry } from './refresh-expiry';
import { resetRefreshExpiryForTest } from './testing';
import { userManagerSettings } from './settings';

beforeEach(() => {
  window.localStorage.clear();
  resetRefreshExpiryForTest();
});

describe('reading refresh_expires_in from oidc-client-ts responses', () => {
  it('the library still has the client methods that are wrapped', () => {
    const manager = new UserManager(userManagerSettings('http://localhost'));
    const client = (manager as unknown as { _client: Record<string, unknown> })._client;
    expect(typeof client.processSigninResponse).toBe('function');
    expect(typeof client.useRefreshToken).toBe('function');
  });

  it('records the lifetime from the code exchange and from refreshes', async () => {
    let next: Record<string, unknown> = { refresh_expires_in: 1800 };
    const client = {
      processSigninResponse: async (_url: string) => next,
      useRefreshToken: async (_args: unknown) => next,
    };
    trackRefreshExpiry(client as never);
    await client.processSigninResponse('http://localhost/signin-callback?code=x&state=y' as never);
    expect(getRefreshExpiry()).toMatchObject({ lifetime: 1800, originalLifetime: 1800 });

    next = { refresh_expires_in: 300 };
    await client.useRefreshToken({} as never);
    expect(getRefreshExpiry()).toMatchObject({ lifetime: 300, originalLifetime: 1800 });

    // A silent sign-in continues the session: the original lifetime stays.
    next = { refresh_expires_in: 200 };
    await client.processSigninResponse('http://localhost/silent-check-sso.html?code=x' as never);
    expect(getRefreshExpiry()).toMatchObject({ lifetime: 200, originalLifetime: 1800 });
  });
});
