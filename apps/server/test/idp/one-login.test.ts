import { generateKeyPairSync, randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { decodeJwt, SignJWT } from 'jose';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startOneLoginStandIn, type StandIn, type StandInFault } from '../../src/idp/one-login/stand-in';
import { auditEvents, oneLoginLinks, userCredentials, users } from '../../src/platform/db/schema';
import {
  authorizationPath,
  Browser,
  formAction,
  freePort,
  pkcePair,
  startIdentityServer,
  type IdentityServer,
} from './identity-server';
import { postToken } from './sign-in-flow';

/** The broker to GOV.UK One Login (issue 41, ADR 48) against the stand-in, over HTTP as a browser goes. */
let server: IdentityServer;
let standIn: StandIn;
const log: string[] = [];
const clientKeys = generateKeyPairSync('ec', { namedCurve: 'P-256' });

beforeAll(async () => {
  const standInPort = await freePort();
  server = await startIdentityServer(
    (baseUrl) => ({
      LOG_LEVEL: 'info',
      ONE_LOGIN_ISSUER: `http://localhost:${standInPort}`,
      ONE_LOGIN_CLIENT_ID: 'esos-test-client',
      ONE_LOGIN_PRIVATE_KEY: clientKeys.privateKey.export({ type: 'pkcs8', format: 'pem' }).toString(),
      ONE_LOGIN_REDIRECT_URI: `${baseUrl}/auth/realms/esos/broker/onelogin/endpoint`,
    }),
    { logStream: { write: (line) => void log.push(line) } },
  );
  const settings = server.config.oneLogin;
  if (!settings) throw new Error('One Login is not configured');
  standIn = await startOneLoginStandIn({
    port: standInPort,
    clientId: settings.clientId,
    clientKey: clientKeys.publicKey,
    redirectUri: settings.redirectUri,
    postLogoutRedirectUri: settings.postLogoutRedirectUri,
  });
});
afterAll(async () => {
  await standIn?.close();
  await server?.close();
});
beforeEach(() => {
  standIn.fault = undefined;
  log.length = 0;
});

const callback = () => `${server.config.publicUrl}/signin-callback`;

/** From "Continue" on start-login to the stand-in's page, then its form posted; stops at our SPA's callback. */
async function throughOneLogin(email: string, { verified = true, fault = '' } = {}) {
  const browser = new Browser(server.baseUrl);
  const pkce = pkcePair();
  const start = await browser.follow(authorizationPath(server.config, pkce.challenge));
  expect(start.location.startsWith(standIn.issuer)).toBe(true);
  const form = { email, fault, ...(verified ? { emailVerified: 'yes' } : {}) };
  const answer = await browser.follow(
    new URL(formAction(start.html ?? ''), start.location).toString(),
    { form },
    callback(),
  );
  return { browser, verifier: pkce.verifier, ...answer };
}

async function tokensFrom(location: string, verifier: string) {
  const code = new URL(location).searchParams.get('code') ?? '';
  const tokens = await postToken(server, {
    grant_type: 'authorization_code',
    code,
    redirect_uri: callback(),
    code_verifier: verifier,
  });
  expect(tokens.status).toBe(200);
  return tokens.body;
}

const userIdOf = async (email: string) =>
  (await server.app.db.select({ id: users.id }).from(users).where(eq(users.email, email)))[0]?.id;
const linkOf = async (userId: string | undefined) =>
  (
    await server.app.db
      .select()
      .from(oneLoginLinks)
      .where(eq(oneLoginLinks.userId, userId ?? ''))
  )[0];

describe('refusals (the key set first: it is fetched once and kept)', () => {
  it("ends on a GOV.UK page with a way back when One Login's key set cannot be fetched", async () => {
    standIn.fault = 'jwks-down';
    const { response, html } = await throughOneLogin('operator@example.com');
    expect(response.status).toBe(502);
    expect(html).toContain('Sorry, we could not sign you in');
    expect(html).toContain('Go to the start page');
    expect(log.join('\n')).toContain('"reason":"jwks"');
  });

  const refusals: [StandInFault, string][] = [
    ['bad-signature', 'signature'],
    ['wrong-issuer', 'issuer'],
    ['wrong-audience', 'audience'],
    ['wrong-nonce', 'nonce'],
    ['wrong-vot', 'vot'],
    ['expired', 'expiry'],
    ['issued-in-future', 'expiry'],
  ];
  it.each(refusals)(
    'refuses an ID token with %s, logs why without the token, and signs no one in',
    async (fault, reason) => {
      standIn.fault = fault;
      const { response, html, location } = await throughOneLogin('operator@example.com');
      expect(location.startsWith(callback())).toBe(false);
      expect(response.status).toBe(400);
      expect(html).toContain('Sorry, we could not sign you in');
      expect(html).not.toContain('Error:');
      const lines = log.join('\n');
      expect(lines).toContain(`"reason":"${reason}"`);
      expect(lines).not.toMatch(/eyJ[\w-]{10,}/);
      expect(await linkOf(await userIdOf('operator@example.com'))).toBeUndefined();
    },
  );

  it("makes one sign-in answer wrongly when asked on the stand-in's own page", async () => {
    const { response } = await throughOneLogin('operator@example.com', { fault: 'wrong-nonce' });
    expect(response.status).toBe(400);
    expect(log.join('\n')).toContain('"reason":"nonce"');
    const denied = await throughOneLogin('operator@example.com', { fault: 'access_denied' });
    expect(denied.response.status).toBe(403);
  });

  it.each([
    ['access_denied', 403, 'You have not signed in'],
    ['login_required', 401, 'You need to sign in again'],
  ] as const)("answers One Login's %s with a page and a way back", async (fault, status, title) => {
    standIn.fault = fault;
    const { response, html } = await throughOneLogin('operator@example.com');
    expect(response.status).toBe(status);
    expect(html).toContain(title);
    expect(html).toContain(`href="${server.config.publicUrl}/"`);
  });

  it('refuses an answer whose state is not the one sent, and one for another browser', async () => {
    const browser = new Browser(server.baseUrl);
    const interaction = await browser.request(authorizationPath(server.config, pkcePair().challenge));
    const toOneLogin = await browser.request(interaction.headers.get('location') ?? '');
    const state = new URL(toOneLogin.headers.get('location') ?? '').searchParams.get('state') ?? '';
    const [uid] = state.split('.');
    const redirectUri = server.config.oneLogin?.redirectUri ?? '';
    const tampered = await browser.follow(`${redirectUri}?code=abc&state=${uid}.not-the-state-we-sent`);
    expect(tampered.response.status).toBe(400);
    expect(tampered.html).toContain('Your sign-in has expired');
    expect(tampered.html).toContain('Start again');
    // The right state without a code (or with one far longer than any One Login issues): nothing is exchanged.
    const noCode = await browser.follow(`${redirectUri}?state=${encodeURIComponent(state)}`);
    expect(noCode.response.status).toBe(400);
    expect(noCode.html).toContain('Sorry, we could not sign you in');
    expect(log.join('\n')).toContain('"reason":"code"');
    // The right state in a browser without the sign-in's cookie.
    const elsewhere = await new Browser(server.baseUrl).follow(`${redirectUri}?code=abc&state=${state}`);
    expect(elsewhere.response.status).toBe(400);
    expect(log.join('\n')).toContain('"reason":"state"');
  });

  it('does not link an address One Login has not verified', async () => {
    const { response, html } = await throughOneLogin('colleague.operator@example.com', { verified: false });
    expect(response.status).toBe(403);
    expect(html).toContain('Confirm your email address with GOV.UK One Login');
    expect(await linkOf(await userIdOf('colleague.operator@example.com'))).toBeUndefined();
  });
  it('does not sign in a person whose account here is disabled', async () => {
    const email = 'restricted.operator@example.com';
    await server.app.db.update(users).set({ enabled: false }).where(eq(users.email, email));
    try {
      const { response, html } = await throughOneLogin(email);
      expect(response.status).toBe(403);
      expect(html).toContain('You cannot sign in to this service');
      expect(await linkOf(await userIdOf(email))).toBeUndefined();
    } finally {
      await server.app.db.update(users).set({ enabled: true }).where(eq(users.email, email));
    }
  });

  it('does not move a person linked to one One Login account to another with the same address', async () => {
    const email = 'other.operator@example.com';
    const userId = await userIdOf(email);
    await server.app.db
      .insert(oneLoginLinks)
      .values({ subject: 'urn:fdc:gov.uk:2022:earlier', userId: userId ?? '' });
    const { response, html } = await throughOneLogin(email);
    expect(response.status).toBe(409);
    expect(html).toContain('This email address is linked to another GOV.UK One Login');
    expect((await linkOf(userId))?.subject).toBe('urn:fdc:gov.uk:2022:earlier');
  });
});

describe('signing in through One Login', () => {
  it("tells the SPA that Continue goes to One Login (the start-login, cookies and privacy pages' one source)", async () => {
    const response = await fetch(`${server.baseUrl}/api/ui-configuration`);
    expect(await response.json()).toMatchObject({ signIn: 'one-login' });
  });

  it('asks One Login as it documents: GET authorize with code, openid email, state, nonce, vtr and ui_locales', async () => {
    const browser = new Browser(server.baseUrl);
    const interaction = await browser.request(authorizationPath(server.config, pkcePair().challenge));
    const toSignIn = await browser.request(interaction.headers.get('location') ?? '');
    const authorize = new URL(toSignIn.headers.get('location') ?? '');
    expect(authorize.origin + authorize.pathname).toBe(`${standIn.issuer}/authorize`);
    const query = Object.fromEntries(authorize.searchParams);
    expect(query).toMatchObject({
      response_type: 'code',
      scope: 'openid email',
      client_id: 'esos-test-client',
      redirect_uri: server.config.oneLogin?.redirectUri,
      vtr: '["Cl.Cm"]',
      ui_locales: 'en',
    });
    expect(query.state?.length).toBeGreaterThan(30);
    expect(query.nonce?.length).toBeGreaterThan(30);
  });

  it('asks One Login for Welsh when the person chose it: ui_locales, or the esos_lang cookie', async () => {
    const uiLocalesOf = async (browser: Browser, extra: Record<string, string> = {}) => {
      const interaction = await browser.request(
        authorizationPath(server.config, pkcePair().challenge, extra),
      );
      const toSignIn = await browser.request(interaction.headers.get('location') ?? '');
      return new URL(toSignIn.headers.get('location') ?? '').searchParams.get('ui_locales');
    };
    expect(await uiLocalesOf(new Browser(server.baseUrl), { ui_locales: 'cy' })).toBe('cy');
    const withCookie = new Browser(server.baseUrl);
    withCookie.cookies.set('esos_lang', 'cy');
    expect(await uiLocalesOf(withCookie)).toBe('cy');
    const unknown = new Browser(server.baseUrl);
    unknown.cookies.set('esos_lang', 'fr');
    expect(await uiLocalesOf(unknown)).toBe('en');
  });

  it('links an existing user by verified email, without our authenticator code, and keeps who they are', async () => {
    const email = 'regulator@example.gov.uk';
    const userId = await userIdOf(email);
    const { location, verifier } = await throughOneLogin(email);
    expect(location.startsWith(callback())).toBe(true);
    const tokens = await tokensFrom(location, verifier);
    expect(decodeJwt(tokens.id_token).sub).toBe(userId);
    const link = await linkOf(userId);
    expect(link?.subject).toBe(standIn.subjectOf(email));
    const events = await server.app.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.action, 'ONE_LOGIN_LINKED'), eq(auditEvents.subjectUserId, userId ?? '')));
    expect(events).toHaveLength(1);
    // Our authenticator code was not asked (straight to the SPA's callback above), though they have one.
    const [credentials] = await server.app.db
      .select({ totpSecret: userCredentials.totpSecret })
      .from(userCredentials)
      .where(eq(userCredentials.userId, userId ?? ''));
    expect(credentials?.totpSecret).toBeTruthy();
    // Neither One Login's tokens nor ours reach the log, though the sign-in's requests are logged.
    const lines = log.join('\n');
    expect(lines).toContain('broker/onelogin/endpoint');
    expect(lines).not.toMatch(/eyJ[\w-]{10,}/);
    expect(lines).not.toContain(tokens.access_token);
    expect(lines).not.toMatch(/[?&](code|state|id_token_hint)=/);
    // The API answers as that user, with their authorities.
    const state = await fetch(`${server.baseUrl}/api/v1.0/authorities/current-user-state`, {
      headers: { authorization: `Bearer ${tokens.access_token}` },
    });
    expect(state.status).toBe(200);

    // Signed in again: the link, not the address, finds them; nothing new is linked.
    const again = await throughOneLogin(email);
    expect(decodeJwt((await tokensFrom(again.location, again.verifier)).id_token).sub).toBe(userId);
    expect(
      await server.app.db
        .select()
        .from(auditEvents)
        .where(and(eq(auditEvents.action, 'ONE_LOGIN_LINKED'), eq(auditEvents.subjectUserId, userId ?? ''))),
    ).toHaveLength(1);
  });

  it('starts registration with the email fixed for someone this service does not know', async () => {
    const email = 'brand.new.person@example.com';
    const { browser, response, html, verifier } = await throughOneLogin(email);
    expect(response.status).toBe(200);
    expect(html).toContain('Create your Manage your ESOS reporting account');
    expect(html).toContain(email);
    expect(html).not.toMatch(/<input[^>]+name="email"/);
    expect(await userIdOf(email)).toBeUndefined();
    const done = await browser.follow(formAction(html ?? ''), { form: {} }, callback());
    const tokens = await tokensFrom(done.location, verifier);
    const userId = await userIdOf(email);
    expect(decodeJwt(tokens.id_token).sub).toBe(userId);
    const [user] = await server.app.db.select().from(users).where(eq(users.email, email));
    expect(user?.status).toBe('PENDING');
    expect((await linkOf(userId))?.subject).toBe(standIn.subjectOf(email));
    const [linked] = await server.app.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.action, 'ONE_LOGIN_LINKED'), eq(auditEvents.subjectUserId, userId ?? '')));
    expect(linked?.changes).toEqual({ by: { new: 'registration' } });

    // The link is One Login's subject, not the address: with our copy of the address changed, the same
    // One Login account still signs in as this person (an address-keyed link would start registration).
    await server.app.db
      .update(users)
      .set({ email: 'renamed.person@example.com' })
      .where(eq(users.id, userId ?? ''));
    const again = await throughOneLogin(email);
    expect(decodeJwt((await tokensFrom(again.location, again.verifier)).id_token).sub).toBe(userId);
  });

  it('signs out of this service and of One Login, then returns where our sign-out was going', async () => {
    const { browser, location, verifier } = await throughOneLogin('operator@example.com');
    const tokens = await tokensFrom(location, verifier);
    const query = new URLSearchParams({
      id_token_hint: tokens.id_token,
      post_logout_redirect_uri: `${server.config.publicUrl}/`,
    });
    const confirm = await browser.follow(
      `${server.config.oidc.issuer}/protocol/openid-connect/logout?${query}`,
    );
    // Chrome checks the sign-out form's redirects against form-action: One Login's is one of them.
    expect(confirm.response.headers.get('content-security-policy')).toMatch(
      new RegExp(`form-action [^;]*${standIn.issuer}`),
    );
    const fields = (html: string) =>
      Object.fromEntries(
        [...html.matchAll(/<input type="hidden" name="([^"]+)" value="([^"]*)"/g)].map((m) => [m[1], m[2]]),
      );
    const ours = await browser.request(formAction(confirm.html ?? ''), {
      form: fields(confirm.html ?? '') as Record<string, string>,
    });
    const endSession = new URL(ours.headers.get('location') ?? '');
    expect(endSession.origin + endSession.pathname).toBe(`${standIn.issuer}/logout`);
    expect(endSession.searchParams.get('post_logout_redirect_uri')).toBe(
      server.config.oneLogin?.postLogoutRedirectUri,
    );
    expect(decodeJwt(endSession.searchParams.get('id_token_hint') ?? '').iss).toBe(standIn.issuer);
    // Our session has ended already: its access token is refused.
    const api = await fetch(`${server.baseUrl}/api/v1.0/authorities/current-user-state`, {
      headers: { authorization: `Bearer ${tokens.access_token}` },
    });
    expect(api.status).toBe(401);
    const theirs = await browser.follow(endSession.toString());
    const signedOut = await browser.request(new URL(formAction(theirs.html ?? ''), endSession).toString(), {
      form: fields(theirs.html ?? '') as Record<string, string>,
    });
    const back = new URL(signedOut.headers.get('location') ?? '');
    expect(back.pathname).toBe(new URL(server.config.oneLogin?.postLogoutRedirectUri ?? '').pathname);
    const home = await browser.request(back.toString());
    expect(home.status).toBe(303);
    expect(home.headers.get('location')).toBe(`${server.config.publicUrl}/`);
    // The ID tokens passed as id_token_hint (ours, then One Login's) are not in the log.
    expect(log.join('\n')).toContain('logout');
    expect(log.join('\n')).not.toMatch(/eyJ[\w-]{10,}/);
  });
});

describe('calls to One Login', () => {
  it('authenticate with a client assertion One Login accepts, and send a User-Agent every time', async () => {
    const before = standIn.seen.clientAssertions.length;
    const { location, verifier } = await throughOneLogin('operator@example.com');
    await tokensFrom(location, verifier);
    const assertion = standIn.seen.clientAssertions.at(-1);
    expect(standIn.seen.clientAssertions.length).toBe(before + 1);
    expect(assertion).toMatchObject({
      iss: 'esos-test-client',
      sub: 'esos-test-client',
      aud: `${standIn.issuer}/token`,
    });
    expect(typeof assertion?.jti).toBe('string');
    const earlier = standIn.seen.clientAssertions.slice(0, -1).map((claims) => claims.jti);
    expect(earlier).not.toContain(assertion?.jti);
    const now = Math.floor(Date.now() / 1000);
    expect(Math.abs((assertion?.iat ?? 0) - now)).toBeLessThan(30);
    expect((assertion?.exp ?? 0) - (assertion?.iat ?? 0)).toBeLessThanOrEqual(300);
    expect((assertion?.exp ?? 0) - (assertion?.iat ?? 0)).toBeGreaterThan(0);

    // Discovery and the key set were fetched by earlier tests (and kept); the server's calls are these four.
    const serverCalls = standIn.seen.calls.filter((call) =>
      ['/.well-known/openid-configuration', '/.well-known/jwks.json', '/token', '/userinfo'].includes(
        call.path,
      ),
    );
    expect(new Set(serverCalls.map((call) => call.path)).size).toBe(4);
    for (const call of serverCalls)
      expect(call.userAgent, call.path).toBe(`Manage-your-ESOS-reporting (+${server.config.publicUrl})`);
  });

  it('meet a stand-in that refuses a client assertion One Login would refuse (an expiry over 5 minutes away)', async () => {
    const redirectUri = server.config.oneLogin?.redirectUri ?? '';
    // A code from the stand-in, as our broker gets one, exchanged with an assertion lasting `lifetime`.
    async function exchange(lifetime: string) {
      const browser = new Browser(standIn.issuer);
      const query = new URLSearchParams({
        response_type: 'code',
        scope: 'openid email',
        client_id: 'esos-test-client',
        redirect_uri: redirectUri,
        state: 'a-state-of-our-own',
        nonce: 'a-nonce-of-our-own',
        vtr: '["Cl.Cm"]',
      });
      const signIn = await browser.follow(`/authorize?${query}`);
      const answer = await browser.follow(
        formAction(signIn.html ?? ''),
        { form: { email: 'operator@example.com', emailVerified: 'yes' } },
        redirectUri,
      );
      const assertion = await new SignJWT({})
        .setProtectedHeader({ alg: 'ES256' })
        .setIssuer('esos-test-client')
        .setSubject('esos-test-client')
        .setAudience(`${standIn.issuer}/token`)
        .setJti(randomUUID())
        .setIssuedAt()
        .setExpirationTime(lifetime)
        .sign(clientKeys.privateKey);
      return fetch(`${standIn.issuer}/token`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({
          grant_type: 'authorization_code',
          code: new URL(answer.location).searchParams.get('code') ?? '',
          redirect_uri: redirectUri,
          client_assertion_type: 'urn:ietf:params:oauth:client-assertion-type:jwt-bearer',
          client_assertion: assertion,
        }),
      });
    }
    expect((await exchange('4m')).status).toBe(200);
    // oidc-provider answers every failed client authentication alike.
    const refused = await exchange('10m');
    expect(refused.status).toBe(401);
    expect(await refused.json()).toMatchObject({ error: 'invalid_client' });
  });
});
