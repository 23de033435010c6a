import { createHash, generateKeyPairSync, randomBytes } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { decodeJwt, importJWK, SignJWT, type JWK } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { oidcModels, userCredentials, users } from '../../src/platform/db/schema';
import { loadSigningKeys } from '../../src/platform/secrets';
import {
  Browser,
  currentCode,
  DEMO_PASSWORD,
  formAction,
  pkcePair,
  startIdentityServer,
  type IdentityServer,
} from './identity-server';

/** The reference web client, registered as its Keycloak realm registers it (origin plus "/*"). */
const CLIENT = 'uk-esos-web-app';
const ORIGIN = 'http://localhost:4200';
const EMAIL = 'regulator@example.gov.uk';

let server: IdentityServer;
let protocol: string;
beforeAll(async () => {
  server = await startIdentityServer({
    OIDC_CLIENTS: JSON.stringify([{ clientId: CLIENT, redirectUris: [`${ORIGIN}/*`] }]),
  });
  protocol = `${server.config.oidc.issuer}/protocol/openid-connect`;
});
afterAll(() => server?.close());

function authorizationUrl(challenge: string, extra: Record<string, string> = {}) {
  const query = new URLSearchParams({
    client_id: CLIENT,
    redirect_uri: `${ORIGIN}/dashboard?tab=mine`,
    response_type: 'code',
    response_mode: 'fragment',
    scope: 'openid',
    state: randomBytes(8).toString('hex'),
    nonce: randomBytes(8).toString('hex'),
    code_challenge: challenge,
    code_challenge_method: 'S256',
    ...extra,
  });
  return `${protocol}/auth?${query}`;
}

async function tokenCall(form: Record<string, string>, clientId = CLIENT) {
  const response = await fetch(`${protocol}/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', origin: ORIGIN },
    body: new URLSearchParams({ client_id: clientId, ...form }).toString(),
  });
  const body = (await response.json()) as Record<string, string>;
  return {
    status: response.status,
    body,
    cors: response.headers.get('access-control-allow-origin'),
    // keycloak-js sends its token calls with credentials.
    credentials: response.headers.get('access-control-allow-credentials'),
  };
}

/** keycloak-js's journey: scope openid alone, the page itself as redirect URI, the code in the fragment. */
async function signInAsReferenceClient() {
  const browser = new Browser(server.baseUrl);
  const pkce = pkcePair();
  const page = await browser.follow(authorizationUrl(pkce.challenge));
  // The sign-in forms' redirects end at the client: Chrome checks them against form-action.
  expect(page.response.headers.get('content-security-policy')).toMatch(
    /form-action 'self' [^;]*http:\/\/localhost:4200/,
  );
  const codePage = await browser.follow(formAction(page.html ?? ''), {
    form: { email: EMAIL, password: DEMO_PASSWORD },
  });
  await server.app.db
    .update(userCredentials)
    .set({ totpLastStep: null })
    .where(
      eq(userCredentials.userId, sql`(select ${users.id} from ${users} where ${users.email} = ${EMAIL})`),
    );
  const done = await browser.follow(
    formAction(codePage.html ?? ''),
    { form: { code: await currentCode() } },
    ORIGIN,
  );
  const redirect = new URL(done.location);
  expect(redirect.pathname + redirect.search).toBe('/dashboard?tab=mine');
  const code = new URLSearchParams(redirect.hash.slice(1)).get('code') ?? '';
  const tokens = await tokenCall({
    grant_type: 'authorization_code',
    code,
    redirect_uri: `${ORIGIN}/dashboard?tab=mine`,
    code_verifier: pkce.verifier,
  });
  expect(tokens.status).toBe(200);
  expect(tokens.cors).toBe(ORIGIN);
  expect(tokens.credentials).toBe('true');
  return { browser, tokens: tokens.body };
}

const rows = async () =>
  (await server.app.db.select({ n: sql<number>`count(*)::int` }).from(oidcModels))[0]?.n ?? 0;

describe('Keycloak surface for a registered client (keycloak-js)', () => {
  it('serves the third-party-cookie check and the session-status frame to registered origins', async () => {
    for (const page of ['3p-cookies/step1.html', '3p-cookies/step2.html', 'login-status-iframe.html']) {
      const response = await fetch(`${protocol}/${page}`);
      expect(response.status).toBe(200);
      expect(response.headers.get('x-frame-options')).toBeNull();
      expect(response.headers.get('content-security-policy')).toContain(
        `frame-ancestors 'self' ${server.baseUrl} ${ORIGIN}`,
      );
    }
    expect(await (await fetch(`${protocol}/3p-cookies/step2.html`)).text()).toContain("'supported'");
    const discovery = await fetch(`${server.config.oidc.issuer}/.well-known/openid-configuration`);
    expect(await discovery.json()).toMatchObject({
      check_session_iframe: `${protocol}/login-status-iframe.html`,
    });
    const init = (clientId: string, origin: string) =>
      fetch(
        `${protocol}/login-status-iframe.html/init?${new URLSearchParams({ client_id: clientId, origin })}`,
      );
    expect((await init(CLIENT, ORIGIN)).status).toBe(204);
    expect((await init(CLIENT, 'http://localhost:4201')).status).toBe(403);
    expect((await init('unknown-client', ORIGIN)).status).toBe(404);
  });

  it('gives scope=openid the profile and email claims, the session, and a refresh token keycloak-js decodes', async () => {
    const { browser, tokens } = await signInAsReferenceClient();
    const access = decodeJwt(tokens.access_token ?? '');
    const id = decodeJwt(tokens.id_token ?? '');
    expect(access).toMatchObject({ aud: server.config.oidc.audience, sid: expect.any(String) });
    expect(access.session_state).toBe(access.sid);
    expect(id).toMatchObject({
      email: EMAIL,
      email_verified: true,
      given_name: 'Rita',
      family_name: 'Regulator',
      preferred_username: EMAIL,
      sid: access.sid,
      session_state: access.sid,
    });
    const refresh = decodeJwt(tokens.refresh_token ?? '');
    expect(refresh).toMatchObject({
      typ: 'Refresh',
      iss: server.config.oidc.issuer,
      azp: CLIENT,
      sid: access.sid,
    });
    expect((refresh.exp ?? 0) - (refresh.iat ?? 0)).toBe(server.config.oidc.sessionIdleTtlSeconds);
    // The session-status frame compares this cookie with the hash of the token's session.
    const hash = createHash('sha256').update(String(access.sid)).digest('base64url');
    expect(browser.cookies.get('KEYCLOAK_SESSION')).toBe(hash);

    const renewed = await tokenCall({
      grant_type: 'refresh_token',
      refresh_token: tokens.refresh_token ?? '',
    });
    expect(renewed.status).toBe(200);
    expect(decodeJwt(renewed.body.refresh_token ?? '')).toMatchObject({ typ: 'Refresh', sid: access.sid });
    // Rotation and reuse detection are unchanged: the first token again ends the grant.
    const reused = await tokenCall({
      grant_type: 'refresh_token',
      refresh_token: tokens.refresh_token ?? '',
    });
    expect(reused.body.error).toBe('invalid_grant');
    const afterReuse = await tokenCall({
      grant_type: 'refresh_token',
      refresh_token: renewed.body.refresh_token ?? '',
    });
    expect(afterReuse.body.error).toBe('invalid_grant');
  });

  it('names the language chosen in the profile as the locale claim, in the ID token and userinfo', async () => {
    const { tokens: before } = await signInAsReferenceClient();
    expect(decodeJwt(before.id_token ?? '')).not.toHaveProperty('locale');
    await server.app.db.update(users).set({ language: 'cy' }).where(eq(users.email, EMAIL));
    try {
      const { tokens } = await signInAsReferenceClient();
      expect(decodeJwt(tokens.id_token ?? '')).toMatchObject({ locale: 'cy' });
      const userinfo = await fetch(`${protocol}/userinfo`, {
        headers: { authorization: `bearer ${tokens.access_token}`, origin: ORIGIN },
      });
      expect(await userinfo.json()).toMatchObject({ locale: 'cy' });
    } finally {
      await server.app.db.update(users).set({ language: null }).where(eq(users.email, EMAIL));
    }
  });

  it("answers the realm's account endpoint with Keycloak's representation, and userinfo", async () => {
    const { tokens } = await signInAsReferenceClient();
    const preflight = await fetch(`${server.config.oidc.issuer}/account`, {
      method: 'OPTIONS',
      headers: { origin: ORIGIN, 'access-control-request-headers': 'authorization' },
    });
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get('access-control-allow-origin')).toBe(ORIGIN);
    const response = await fetch(`${server.config.oidc.issuer}/account`, {
      headers: { authorization: `bearer ${tokens.access_token}`, accept: 'application/json', origin: ORIGIN },
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('access-control-allow-origin')).toBe(ORIGIN);
    expect(await response.json()).toEqual({
      id: decodeJwt(tokens.access_token ?? '').sub,
      username: EMAIL,
      email: EMAIL,
      firstName: 'Rita',
      lastName: 'Regulator',
      emailVerified: true,
      attributes: { status: ['REGISTERED'] },
    });
    const userinfo = await fetch(`${protocol}/userinfo`, {
      headers: { authorization: `bearer ${tokens.access_token}`, origin: ORIGIN },
    });
    expect(userinfo.status).toBe(200);
    expect(userinfo.headers.get('access-control-allow-origin')).toBe(ORIGIN);
    expect(await userinfo.json()).toMatchObject({
      sub: decodeJwt(tokens.access_token ?? '').sub,
      email: EMAIL,
      given_name: 'Rita',
      preferred_username: EMAIL,
      status: 'REGISTERED',
    });
    expect((await fetch(`${protocol}/userinfo`)).status).toBe(401);
    const anonymous = await fetch(`${server.config.oidc.issuer}/account`, {
      headers: { accept: 'application/json' },
    });
    expect(anonymous.status).toBe(401);
    expect(await anonymous.json()).toMatchObject({ error: 'invalid_token' });
  });
});

describe('Keycloak surface: refusals', () => {
  it('refuses an unregistered client and a redirect URI outside the patterns, creating nothing', async () => {
    const before = await rows();
    const { challenge } = pkcePair();
    const unknown = await fetch(authorizationUrl(challenge, { client_id: 'unknown-client' }), {
      redirect: 'manual',
    });
    expect(unknown.status).toBe(400);
    expect(await unknown.text()).toContain('invalid_client');
    for (const redirect of [
      'http://localhost:4201/',
      'https://localhost:4200/',
      'http://localhost:4200.evil.example/',
      'http://user@localhost:4200/',
      `${server.baseUrl}/signin-callback`,
    ]) {
      const response = await fetch(authorizationUrl(challenge, { redirect_uri: redirect }), {
        redirect: 'manual',
      });
      expect(response.status, redirect).toBe(400);
      expect(response.headers.get('location')).toBeNull();
      expect(await response.text()).toContain('invalid_redirect_uri');
    }
    const token = await tokenCall({ grant_type: 'refresh_token', refresh_token: 'x' }, 'unknown-client');
    expect(token.body.error).toBe('invalid_client');
    expect(await rows()).toBe(before);
  });

  it('refuses forged, expired and other realms\u2019 refresh tokens, and other realms\u2019 access tokens', async () => {
    const { tokens } = await signInAsReferenceClient();
    const genuine = decodeJwt(tokens.refresh_token ?? '');
    const [ourKey] = (await loadSigningKeys(server.app.db)).keys;
    const sign = async (claims: Record<string, unknown>, key: JWK | undefined = ourKey) =>
      new SignJWT({ ...genuine, ...claims })
        .setProtectedHeader({ alg: 'RS256', kid: ourKey?.kid ?? '', typ: 'JWT' })
        .sign(await importJWK(key ?? {}, 'RS256'));
    const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
    const otherRealm = server.config.oidc.issuer.replace(/esos$/, 'other');
    const refusedRefreshTokens = [
      await sign({}, privateKey.export({ format: 'jwk' }) as JWK),
      await sign({ exp: Math.floor(Date.now() / 1000) - 10 }),
      await sign({ iss: otherRealm, aud: otherRealm }),
      String(genuine.jti),
    ];
    const before = await rows();
    for (const refreshToken of refusedRefreshTokens) {
      const response = await tokenCall({ grant_type: 'refresh_token', refresh_token: refreshToken });
      expect(response.status).toBe(400);
      expect(response.body.error).toBe('invalid_grant');
    }
    expect(await rows()).toBe(before);

    const foreignAccess = await sign({ ...decodeJwt(tokens.access_token ?? ''), iss: otherRealm });
    const account = await fetch(`${server.config.oidc.issuer}/account`, {
      headers: { authorization: `Bearer ${foreignAccess}` },
    });
    expect(account.status).toBe(401);
    const userinfo = await fetch(`${protocol}/userinfo`, {
      headers: { authorization: `Bearer ${foreignAccess}` },
    });
    expect(userinfo.status).toBe(401);
    expect(await userinfo.json()).toMatchObject({ error: 'invalid_token' });
    // The genuine token still works: none of the refusals touched it.
    const renewed = await tokenCall({
      grant_type: 'refresh_token',
      refresh_token: tokens.refresh_token ?? '',
    });
    expect(renewed.status).toBe(200);
  });
});
