import { createRemoteJWKSet, decodeJwt, jwtVerify } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  authorizationPath,
  Browser,
  pkcePair,
  startIdentityServer,
  type IdentityServer,
} from './identity-server';
import { postToken, signIn } from './sign-in-flow';

let server: IdentityServer;
beforeAll(async () => {
  server = await startIdentityServer();
});
afterAll(() => server?.close());

describe('embedded identity provider: sign-in and tokens', () => {
  it('publishes discovery with Keycloak paths and only S256 PKCE', async () => {
    const { issuer } = server.config.oidc;
    const response = await fetch(`${issuer}/.well-known/openid-configuration`);
    expect(response.status).toBe(200);
    const discovery = (await response.json()) as Record<string, unknown>;
    expect(discovery).toMatchObject({
      issuer,
      authorization_endpoint: `${issuer}/protocol/openid-connect/auth`,
      token_endpoint: `${issuer}/protocol/openid-connect/token`,
      end_session_endpoint: `${issuer}/protocol/openid-connect/logout`,
      userinfo_endpoint: `${issuer}/protocol/openid-connect/userinfo`,
      jwks_uri: `${issuer}/protocol/openid-connect/certs`,
      revocation_endpoint: `${issuer}/protocol/openid-connect/revoke`,
      introspection_endpoint: `${issuer}/protocol/openid-connect/token/introspect`,
      code_challenge_methods_supported: ['S256'],
    });
  });

  it("signs people in itself without the ONE_LOGIN_ settings (npm start's default): One Login is not served", async () => {
    expect(server.config.oneLogin).toBeUndefined();
    const page = await new Browser(server.baseUrl).follow(
      authorizationPath(server.config, pkcePair().challenge),
    );
    expect(page.response.status).toBe(200);
    expect(page.html).toMatch(/<input[^>]+name="password"/);
    expect(page.html).not.toContain('One Login');
    const callback = await fetch(
      `${server.baseUrl}/auth/realms/esos/broker/onelogin/endpoint?state=a.b&code=c`,
      {
        redirect: 'manual',
      },
    );
    expect(callback.status).toBe(404);
  });

  it('signs in through the forms and issues a JWT access token for the API', async () => {
    const { browser, tokens } = await signIn(server);
    const { issuer, audience } = server.config.oidc;
    const jwks = createRemoteJWKSet(new URL(`${issuer}/protocol/openid-connect/certs`));
    const { payload } = await jwtVerify(tokens.access_token, jwks, { issuer, audience });
    expect(payload.scope).toContain('api');
    expect(tokens.refresh_token).toBeTruthy();

    const idToken = decodeJwt(tokens.id_token);
    expect(idToken).toMatchObject({
      email: 'regulator@example.gov.uk',
      given_name: 'Rita',
      family_name: 'Regulator',
      status: 'REGISTERED',
      sub: payload.sub,
    });
    expect(browser.cookies.get('esos_session_hint')).toBe('1');

    const state = await fetch(`${server.baseUrl}/api/v1.0/authorities/current-user-state`, {
      headers: { authorization: `Bearer ${tokens.access_token}` },
    });
    expect(state.status).toBe(200);
    expect(await state.json()).toMatchObject({ roleType: 'REGULATOR' });
  });

  it.each([
    ['plain PKCE', { code_challenge_method: 'plain' }],
    ['no PKCE', { code_challenge: '', code_challenge_method: '' }],
  ])('rejects an authorization request with %s', async (_name, extra) => {
    const browser = new Browser(server.baseUrl);
    const query = Object.fromEntries(Object.entries(extra).filter(([, value]) => value));
    let path = authorizationPath(server.config, pkcePair().challenge, query);
    for (const [key, value] of Object.entries(extra))
      if (!value) path = path.replace(new RegExp(`&${key}=[^&]*`), '');
    const response = await browser.request(path);
    expect(response.status).toBe(303);
    const location = new URL(response.headers.get('location') ?? '');
    expect(location.searchParams.get('error')).toBe('invalid_request');
  });

  it('rotates refresh tokens and rejects one that was already used', async () => {
    const { tokens } = await signIn(server);
    const first = await postToken(server, {
      grant_type: 'refresh_token',
      refresh_token: tokens.refresh_token,
    });
    expect(first.status).toBe(200);
    expect(first.body.refresh_token).toBeTruthy();
    expect(first.body.refresh_token).not.toBe(tokens.refresh_token);

    const replay = await postToken(server, {
      grant_type: 'refresh_token',
      refresh_token: tokens.refresh_token,
    });
    expect(replay.status).toBe(400);
    expect(replay.body.error).toBe('invalid_grant');
  });

  it('answers token calls from the service origin only', async () => {
    const { tokens } = await signIn(server);
    const foreign = await postToken(
      server,
      { grant_type: 'refresh_token', refresh_token: tokens.refresh_token },
      'http://evil.example',
    );
    expect(foreign.status).toBe(400);
    expect(foreign.body.error).toBe('invalid_request');
  });

  it('ends the session on logout and clears the session hint', async () => {
    const { browser, tokens } = await signIn(server);
    const { issuer } = server.config.oidc;
    const logoutQuery = new URLSearchParams({
      id_token_hint: tokens.id_token,
      post_logout_redirect_uri: `${server.config.publicUrl}/`,
    });
    const confirm = await browser.follow(`${issuer}/protocol/openid-connect/logout?${logoutQuery}`);
    expect(confirm.response.status).toBe(200);
    const html = confirm.html ?? '';
    expect(html).toContain('name="logout" value="yes"');
    const nonce = /script-src[^;]*'nonce-([^']+)'/.exec(
      confirm.response.headers.get('content-security-policy') ?? '',
    );
    expect(html).toContain(`<script nonce="${nonce?.[1]}">`);

    const action = /<form[^>]*action="([^"]+)"/.exec(html)?.[1] ?? '';
    const fields = Object.fromEntries(
      [...html.matchAll(/<input type="hidden" name="([^"]+)" value="([^"]*)"/g)].map((m) => [m[1], m[2]]),
    );
    const done = await browser.request(action, { form: fields as Record<string, string> });
    expect(done.status).toBe(303);
    expect(done.headers.get('location')).toBe(`${server.config.publicUrl}/`);
    expect(browser.cookies.has('esos_session_hint')).toBe(false);

    const silent = await browser.request(
      authorizationPath(server.config, pkcePair().challenge, { prompt: 'none' }),
    );
    expect(new URL(silent.headers.get('location') ?? '').searchParams.get('error')).toBe('login_required');
    const refresh = await postToken(server, {
      grant_type: 'refresh_token',
      refresh_token: tokens.refresh_token,
    });
    expect(refresh.body.error).toBe('invalid_grant');
  });
});
