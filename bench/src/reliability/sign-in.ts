import { generate } from 'otplib';
import type { Config } from '../../../apps/server/src/config';
import { totpGuardrails } from '../../../apps/server/src/idp/credentials';
import {
  authorizationPath,
  Browser,
  formAction,
  pkcePair,
} from '../../../apps/server/test/idp/identity-server';

export interface Session {
  browser: Browser;
  accessToken: string;
  refreshToken: string;
  idToken?: string;
}

const tokenCall = async (config: Config, baseUrl: string, form: Record<string, string>) => {
  const response = await fetch(
    `${baseUrl}${new URL(config.oidc.issuer).pathname}/protocol/openid-connect/token`,
    {
      method: 'POST',
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        origin: new URL(config.publicUrl).origin,
      },
      body: new URLSearchParams({ client_id: config.oidc.clientId, ...form }).toString(),
    },
  );
  const body = (await response.json()) as {
    access_token?: string;
    refresh_token?: string;
    id_token?: string;
    error?: string;
  };
  if (response.status !== 200 || !body.access_token || !body.refresh_token) {
    throw new Error(`token call answered ${response.status} ${JSON.stringify(body)}`);
  }
  return {
    accessToken: body.access_token,
    refreshToken: body.refresh_token,
    ...(body.id_token ? { idToken: body.id_token } : {}),
  };
};

const callback = (config: Config) => `${config.publicUrl}/signin-callback`;

/** Signs in through the provider's pages as a person does (password, then authenticator code), with PKCE. */
export async function signIn(
  config: Config,
  baseUrl: string,
  email: string,
  password: string,
  totpSecret: string,
): Promise<Session> {
  const browser = new Browser(baseUrl);
  const pkce = pkcePair();
  const page = await browser.follow(authorizationPath(config, pkce.challenge));
  const codePage = await browser.follow(formAction(page.html ?? ''), { form: { email, password } });
  if (!codePage.html?.includes('6-digit code'))
    throw new Error(`no code page after the password: ${codePage.html?.slice(0, 300)}`);
  const code = await generate({ secret: totpSecret, guardrails: totpGuardrails });
  const done = await browser.follow(formAction(codePage.html), { form: { code } }, callback(config));
  const authorizationCode = new URL(done.location).searchParams.get('code');
  if (!authorizationCode) throw new Error(`sign-in ended at ${done.location}`);
  const tokens = await tokenCall(config, baseUrl, {
    grant_type: 'authorization_code',
    code: authorizationCode,
    redirect_uri: callback(config),
    code_verifier: pkce.verifier,
  });
  return { browser, ...tokens };
}

/** The SPA's refresh: a new access token (and a rotated refresh token) from whichever instance answers. */
export async function refresh(config: Config, baseUrl: string, session: Session): Promise<void> {
  Object.assign(
    session,
    await tokenCall(config, baseUrl, { grant_type: 'refresh_token', refresh_token: session.refreshToken }),
  );
}

/** A silent sign-in (prompt=none) with the browser's provider session: no password, no code. */
export async function silentSignIn(config: Config, session: Session): Promise<void> {
  const pkce = pkcePair();
  const done = await session.browser.follow(
    authorizationPath(config, pkce.challenge, { prompt: 'none' }),
    {},
    callback(config),
  );
  const authorizationCode = new URL(done.location ?? '', config.publicUrl).searchParams.get('code');
  if (!authorizationCode) throw new Error(`silent sign-in did not give a code: ${done.location}`);
}

/** Signs out as the SPA does, all through `baseUrl`: the provider's logout page, then its form (logout=yes). */
export async function signOut(config: Config, baseUrl: string, session: Session): Promise<void> {
  const query = new URLSearchParams({
    id_token_hint: session.idToken ?? '',
    post_logout_redirect_uri: `${config.publicUrl}/`,
  });
  const issuerPath = new URL(config.oidc.issuer).pathname;
  const page = await session.browser.follow(
    `${baseUrl}${issuerPath}/protocol/openid-connect/logout?${query}`,
  );
  const html = page.html ?? '';
  const action = new URL(formAction(html), baseUrl);
  const fields = Object.fromEntries(
    [...html.matchAll(/<input type="hidden" name="([^"]+)" value="([^"]*)"/g)].map((m) => [m[1], m[2]]),
  ) as Record<string, string>;
  const done = await session.browser.request(`${baseUrl}${action.pathname}${action.search}`, {
    form: fields,
  });
  if (done.status !== 303) throw new Error(`sign-out answered ${done.status}`);
}
