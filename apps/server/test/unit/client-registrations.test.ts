import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../src/config';
import { uriMatches } from '../../src/idp/client-registrations';

const load = (clients: unknown) => loadConfig({ NODE_ENV: 'test', OIDC_CLIENTS: JSON.stringify(clients) });

describe('clients registered by configuration (OIDC_CLIENTS)', () => {
  it('derives post-logout URIs and web origins from the redirect URIs, as Keycloak\u2019s "+"', () => {
    const config = load([{ clientId: 'uk-esos-web-app', redirectUris: ['http://localhost:4200/*'] }]);
    expect(config.oidc.clients).toEqual([
      {
        clientId: 'uk-esos-web-app',
        redirectUris: ['http://localhost:4200/*'],
        postLogoutRedirectUris: ['http://localhost:4200/*'],
        webOrigins: ['http://localhost:4200'],
      },
    ]);
    expect(loadConfig({ NODE_ENV: 'test' }).oidc.clients).toEqual([]);
  });

  it.each([
    ['a wildcard host', 'https://*.example.com/*'],
    ['a wildcard inside the path', 'https://example.com/*/callback'],
    ['a bare wildcard', '*'],
    ['a fragment', 'https://example.com/#/*'],
    ['another scheme', 'javascript:alert(1)'],
    ['a user', 'https://user@example.com/*'],
  ])('refuses %s at start-up', (_what, uri) => {
    expect(() => load([{ clientId: 'c', redirectUris: [uri] }])).toThrow(ConfigError);
  });

  it("refuses the SPA's own client id, unknown fields and text that is not JSON", () => {
    expect(() => load([{ clientId: 'esos-web', redirectUris: ['https://example.com/*'] }])).toThrow(
      ConfigError,
    );
    expect(() => load([{ clientId: 'c', redirectUris: ['https://example.com/*'], secret: 'x' }])).toThrow(
      ConfigError,
    );
    expect(() => loadConfig({ NODE_ENV: 'test', OIDC_CLIENTS: '[{' })).toThrow(ConfigError);
  });
});

describe('redirect URI patterns', () => {
  it('matches the same origin under the path prefix, query included', () => {
    expect(uriMatches('http://localhost:4200/*', 'http://localhost:4200')).toBe(true);
    expect(uriMatches('http://localhost:4200/*', 'http://localhost:4200/dashboard?tab=mine')).toBe(true);
    expect(uriMatches('https://example.com/app/*', 'https://example.com/app/silent-check-sso.html')).toBe(
      true,
    );
  });

  it.each([
    'http://localhost:4201/',
    'https://localhost:4200/',
    'http://localhost:4200.evil.example/',
    'http://evil.example/?http://localhost:4200/',
    'http://user@localhost:4200/',
    'http://localhost:4200/#fragment',
    'not a uri',
  ])('refuses %s for http://localhost:4200/*', (value) => {
    expect(uriMatches('http://localhost:4200/*', value)).toBe(false);
  });

  it('keeps other paths out, dot segments resolved first', () => {
    expect(uriMatches('https://example.com/app/*', 'https://example.com/admin')).toBe(false);
    expect(uriMatches('https://example.com/app/*', 'https://example.com/app/../admin')).toBe(false);
    expect(uriMatches('https://example.com/app/*', 'https://example.com/app%2F..%2Fadmin')).toBe(false);
    expect(uriMatches('https://example.com/callback', 'https://example.com/callback?x=1')).toBe(false);
    expect(uriMatches('https://example.com/callback', 'https://example.com/callback')).toBe(true);
  });
});
