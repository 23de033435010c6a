import { eq, sql } from 'drizzle-orm';
import { expect } from 'vitest';
import { userCredentials, users } from '../../src/platform/db/schema';
import {
  authorizationPath,
  Browser,
  currentCode,
  DEMO_PASSWORD,
  formAction,
  pkcePair,
  type IdentityServer,
} from './identity-server';

export interface TokenResponse {
  access_token: string;
  refresh_token: string;
  id_token: string;
  token_type: string;
  expires_in: number;
}

/** The SPA's token call as a browser makes it: cross-origin-aware, with the page's Origin header. */
export async function postToken(
  server: IdentityServer,
  form: Record<string, string>,
  origin = new URL(server.config.publicUrl).origin,
) {
  const response = await fetch(`${server.config.oidc.issuer}/protocol/openid-connect/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', origin },
    body: new URLSearchParams({ client_id: server.config.oidc.clientId, ...form }).toString(),
  });
  return { status: response.status, body: (await response.json()) as TokenResponse & { error?: string } };
}

/** Opens the sign-in page for a fresh authorization request; returns the page and the PKCE verifier. */
export async function openSignIn(server: IdentityServer, browser = new Browser(server.baseUrl)) {
  const pkce = pkcePair();
  const page = await browser.follow(authorizationPath(server.config, pkce.challenge));
  expect(page.response.status).toBe(200);
  return { browser, verifier: pkce.verifier, html: page.html ?? '' };
}

/** The whole journey a person makes, through the HTML forms, ending with the SPA's token request. */
export async function signIn(server: IdentityServer, email = 'regulator@example.gov.uk') {
  const { browser, verifier, html } = await openSignIn(server);
  const codePage = await browser.follow(formAction(html), { form: { email, password: DEMO_PASSWORD } });
  expect(codePage.html).toContain('Enter the 6-digit code from your authenticator app');
  // A code is accepted once per user; these tests sign the same person in several times a minute.
  await server.app.db
    .update(userCredentials)
    .set({ totpLastStep: null })
    .where(
      eq(userCredentials.userId, sql`(select ${users.id} from ${users} where ${users.email} = ${email})`),
    );
  const callback = `${server.config.publicUrl}/signin-callback`;
  const done = await browser.follow(
    formAction(codePage.html ?? ''),
    { form: { code: await currentCode() } },
    callback,
  );
  const code = new URL(done.location).searchParams.get('code');
  expect(code).toBeTruthy();
  const tokens = await postToken(server, {
    grant_type: 'authorization_code',
    code: code ?? '',
    redirect_uri: callback,
    code_verifier: verifier,
  });
  expect(tokens.status).toBe(200);
  return { browser, tokens: tokens.body };
}

/** The SPA's sign-out: the provider's logout page, whose form the page's script submits with logout=yes. */
export async function signOut(server: IdentityServer, browser: Browser, idToken: string) {
  const query = new URLSearchParams({
    id_token_hint: idToken,
    post_logout_redirect_uri: `${server.config.publicUrl}/`,
  });
  const confirm = await browser.follow(
    `${server.config.oidc.issuer}/protocol/openid-connect/logout?${query}`,
  );
  const html = confirm.html ?? '';
  const fields = Object.fromEntries(
    [...html.matchAll(/<input type="hidden" name="([^"]+)" value="([^"]*)"/g)].map((m) => [m[1], m[2]]),
  );
  const done = await browser.request(formAction(html), { form: fields as Record<string, string> });
  expect(done.status).toBe(303);
}
