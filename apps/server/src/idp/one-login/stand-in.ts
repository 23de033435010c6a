import { createHash, generateKeyPairSync, randomBytes, type KeyObject } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { decodeJwt, exportJWK, SignJWT, type JWK, type JWTPayload } from 'jose';
import Provider, { errors, type Configuration, type KoaContextWithOIDC } from 'oidc-provider';

/**
 * A stand-in for GOV.UK One Login, for development and tests (ADR 48): a second oidc-provider configured as
 * One Login documents its contract. GET authorize only, nonce required, private_key_jwt the only client
 * authentication, ES256 ID tokens with `vot`, userinfo with `email` and `email_verified`, One Login's paths.
 * Its one page asks for an email address (and whether One Login has confirmed it) and signs that person in;
 * a select there (the query-free switch) makes that one sign-in answer with a fault.
 */
export const standInFaults = [
  'wrong-issuer',
  'wrong-nonce',
  'wrong-audience',
  'wrong-vot',
  'expired',
  'issued-in-future',
  'bad-signature',
  'access_denied',
  'login_required',
  'jwks-down',
] as const;
export type StandInFault = (typeof standInFaults)[number];

export interface StandIn {
  issuer: string;
  /** Makes the next answers wrong in one way (undefined: One Login's contract kept). */
  fault: StandInFault | undefined;
  /** One Login's pairwise subject identifier for an email address, as the stand-in issues it. */
  subjectOf(email: string): string;
  /** What it was sent, newest last (the last 100 of each): every request's path and User-Agent, every
   * token request's client assertion. */
  seen: { calls: { path: string; userAgent: string }[]; clientAssertions: JWTPayload[] };
  close(): Promise<void>;
}

export interface StandInOptions {
  port: number;
  clientId: string;
  /** The client's public key (its private half signs the client assertion). */
  clientKey: KeyObject | JWK;
  redirectUri: string;
  postLogoutRedirectUri: string;
  fault?: StandInFault;
}

const page = (title: string, body: string) => `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${title} – GOV.UK One Login stand-in</title>
<style>body{font-family:Arial,sans-serif;margin:2rem;max-width:40rem;color:#0b0c0c}label{display:block;font-weight:bold;margin:1rem 0 .3rem}
select{font-size:1.1rem;padding:.3rem;border:2px solid #0b0c0c}input[type=email]{font-size:1.1rem;padding:.3rem;width:100%;border:2px solid #0b0c0c}button{margin-top:1.5rem;font-size:1.1rem;padding:.5rem 1rem;background:#00703c;color:#fff;border:0}
.checkbox{display:flex;gap:.5rem;align-items:center;margin-top:1rem}.checkbox label{margin:0;font-weight:normal}</style></head>
<body><header><p>GOV.UK One Login (development stand-in)</p></header><main>${body}</main></body></html>`;

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

async function readForm(request: IncomingMessage): Promise<URLSearchParams> {
  let body = '';
  for await (const chunk of request) {
    body += String(chunk);
    if (body.length > 10_000) break;
  }
  return new URLSearchParams(body);
}

export async function startOneLoginStandIn(options: StandInOptions): Promise<StandIn> {
  const issuer = `http://localhost:${options.port}`;
  const signing = generateKeyPairSync('ec', { namedCurve: 'P-256' });
  const impostor = generateKeyPairSync('ec', { namedCurve: 'P-256' });
  const signingJwk = {
    ...(await exportJWK(signing.privateKey)),
    kid: 'stand-in-es256',
    alg: 'ES256',
    use: 'sig',
  };
  const clientJwk =
    'asymmetricKeyType' in options.clientKey
      ? await exportJWK(options.clientKey as KeyObject)
      : (options.clientKey as JWK);
  /** Who signed in at the stand-in's page, and the fault they chose there for this sign-in, if any. */
  const people = new Map<string, { email: string; verified: boolean; fault?: StandInFault }>();
  const faultFor = (sub: unknown) =>
    standIn.fault ?? (typeof sub === 'string' ? people.get(sub)?.fault : undefined);
  const subjectOf = (email: string) =>
    `urn:fdc:gov.uk:2022:${createHash('sha256').update(email.trim().toLowerCase()).digest('base64url')}`;

  const remember = <T>(list: T[], item: T) => {
    list.push(item);
    if (list.length > 100) list.shift();
  };

  const configuration: Configuration = {
    // Its own cookie names: browsers share cookies between ports of one host, and our provider's are the defaults.
    cookies: {
      names: { session: 'ol_session', interaction: 'ol_interaction', resume: 'ol_interaction_resume' },
      keys: [randomBytes(32).toString('base64url')],
      long: { signed: true, httpOnly: true, sameSite: 'lax' },
      short: { signed: true, httpOnly: true, sameSite: 'lax' },
    },
    jwks: { keys: [signingJwk as never] },
    routes: {
      authorization: '/authorize',
      token: '/token',
      userinfo: '/userinfo',
      jwks: '/.well-known/jwks.json',
      end_session: '/logout',
    },
    clients: [
      {
        client_id: options.clientId,
        token_endpoint_auth_method: 'private_key_jwt',
        jwks: { keys: [{ ...clientJwk, use: 'sig' }] as never },
        id_token_signed_response_alg: 'ES256',
        redirect_uris: [options.redirectUri],
        post_logout_redirect_uris: [options.postLogoutRedirectUri],
        grant_types: ['authorization_code'],
        response_types: ['code'],
      },
    ],
    clientAuthMethods: ['private_key_jwt'],
    // One Login's rules for the client assertion beyond oidc-provider's own (signature, iss, jti once, exp).
    assertJwtClientAuthClaimsAndHeader(_ctx, claims) {
      remember(standIn.seen.clientAssertions, claims);
      const refuse = (problem: string) => new errors.InvalidClientAuth(problem);
      if (claims.sub !== options.clientId) throw refuse('sub must be the client id');
      if (claims.aud !== `${issuer}/token`) throw refuse('aud must be the token endpoint');
      if (typeof claims.iat !== 'number') throw refuse('iat is required');
      if (typeof claims.exp !== 'number' || claims.exp > Math.floor(Date.now() / 1000) + 300)
        throw refuse('exp must be at most 5 minutes ahead');
    },
    pkce: { methods: ['S256'], required: () => false },
    extraParams: ['vtr'],
    scopes: ['openid', 'email', 'phone'],
    claims: { openid: ['sub', 'vot', 'vtm'], email: ['email', 'email_verified'] },
    conformIdTokenClaims: false,
    findAccount(_ctx, sub) {
      const person = people.get(sub);
      if (!person) return undefined;
      return {
        accountId: sub,
        // The ID token carries the level of confidence; userinfo the email address (as One Login's do).
        claims: (use) =>
          use === 'id_token'
            ? { sub, vot: faultFor(sub) === 'wrong-vot' ? 'Cl' : 'Cl.Cm', vtm: `${issuer}/trustmark` }
            : { sub, email: person.email, email_verified: person.verified },
      };
    },
    async loadExistingGrant(ctx: KoaContextWithOIDC) {
      const { client, session, provider } = ctx.oidc;
      if (!client || !session?.accountId) return undefined;
      const grant = new provider.Grant({ clientId: client.clientId, accountId: session.accountId });
      grant.addOIDCScope('openid email phone');
      await grant.save();
      return grant;
    },
    interactions: { url: (_ctx, interaction) => `/interaction/${interaction.uid}` },
    features: {
      devInteractions: { enabled: false },
      // One Login signs out on a GET; oidc-provider asks to confirm, so the page confirms itself.
      rpInitiatedLogout: {
        enabled: true,
        async logoutSource(ctx, form) {
          const confirmed = form.replace(
            '</form>',
            '<input type="hidden" name="logout" value="yes"/><button type="submit">Sign out</button></form>',
          );
          ctx.type = 'html';
          ctx.body = page(
            'Signing out',
            `<h1>Signing you out</h1>${confirmed}<script>document.forms[0].submit()</script>`,
          );
        },
      },
    },
    ttl: {
      AccessToken: 180,
      AuthorizationCode: 60,
      IdToken: 120,
      Interaction: 600,
      Session: 3600,
      Grant: 3600,
    },
  };
  const provider = new Provider(issuer, configuration);
  const standIn: StandIn = {
    issuer,
    fault: options.fault,
    subjectOf,
    seen: { calls: [], clientAssertions: [] },
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };

  provider.use(async (ctx, next) => {
    const route = ctx.oidc?.route ?? '';
    remember(standIn.seen.calls, { path: ctx.path, userAgent: ctx.get('user-agent') });
    if (ctx.path === '/authorize' && ctx.method !== 'GET') {
      ctx.status = 405;
      ctx.body = 'One Login takes authorization requests by GET';
      return;
    }
    if (ctx.path === '/authorize' && !ctx.query.nonce) {
      ctx.status = 400;
      ctx.body = 'nonce is required';
      return;
    }
    if (ctx.path === '/.well-known/jwks.json' && standIn.fault === 'jwks-down') {
      ctx.status = 503;
      return;
    }
    await next();
    if ((route === 'token' || ctx.path === '/token') && ctx.status === 200) {
      const body = ctx.body as { id_token?: string } | undefined;
      const fault = body?.id_token ? faultFor(decodeJwt(body.id_token).sub) : undefined;
      if (body?.id_token && fault) body.id_token = await withFault(body.id_token, fault);
    }
  });

  async function withFault(idToken: string, fault: StandInFault): Promise<string> {
    const claims = decodeJwt(idToken);
    const now = Math.floor(Date.now() / 1000);
    const changed = {
      'wrong-issuer': { iss: 'https://oidc.example.invalid/' },
      'wrong-nonce': { nonce: 'not-the-nonce-you-sent' },
      'wrong-audience': { aud: 'another-service' },
      expired: { iat: now - 1200, exp: now - 600 },
      'issued-in-future': { iat: now + 600, exp: now + 720 },
    }[fault as string];
    if (!changed && fault !== 'bad-signature') return idToken;
    const key = fault === 'bad-signature' ? impostor.privateKey : signing.privateKey;
    return new SignJWT({ ...claims, ...changed })
      .setProtectedHeader({ alg: 'ES256', kid: signingJwk.kid, typ: 'JWT' })
      .sign(key);
  }

  async function interaction(request: IncomingMessage, response: ServerResponse) {
    const details = await provider.interactionDetails(request, response).catch(() => undefined);
    if (!details) {
      response.writeHead(400, { 'content-type': 'text/html; charset=utf-8' });
      response.end(page('Sign-in expired', '<h1>This sign-in has expired</h1>'));
      return;
    }
    if (request.method === 'POST') {
      const form = await readForm(request);
      const email = (form.get('email') ?? '').trim().slice(0, 255);
      const chosen = standInFaults.find((name) => name === form.get('fault') && name !== 'jwks-down');
      const fault = standIn.fault ?? chosen;
      if (fault === 'access_denied' || fault === 'login_required') {
        await provider.interactionFinished(request, response, {
          error: fault,
          error_description: 'The stand-in was told to refuse',
        });
        return;
      }
      if (email.includes('@')) {
        const sub = subjectOf(email);
        people.set(sub, {
          email,
          verified: form.get('emailVerified') === 'yes',
          ...(chosen ? { fault: chosen } : {}),
        });
        await provider.interactionFinished(request, response, { login: { accountId: sub } });
        return;
      }
    }
    const faultOptions = standInFaults
      .filter((name) => name !== 'jwks-down')
      .map((name) => `<option value="${name}">${name}</option>`)
      .join('');
    const hint = typeof details.params.login_hint === 'string' ? details.params.login_hint : '';
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' });
    response.end(
      page(
        'Sign in',
        `<h1>Sign in to GOV.UK One Login</h1>
<form method="post" action="/interaction/${details.uid}">
<label for="email">Email address</label><input type="email" id="email" name="email" autocomplete="email" value="${escapeHtml(hint)}">
<div class="checkbox"><input type="checkbox" id="emailVerified" name="emailVerified" value="yes" checked><label for="emailVerified">Email address confirmed</label></div>
<label for="fault">How the stand-in answers</label><select id="fault" name="fault"><option value="">As GOV.UK One Login does</option>${faultOptions}</select>
<button type="submit">Continue</button></form>`,
      ),
    );
  }

  const handle = provider.callback();
  const server: Server = createServer((request, response) => {
    if (request.url?.startsWith('/interaction/')) {
      interaction(request, response).catch(() => {
        response.writeHead(500).end();
      });
      return;
    }
    void handle(request, response);
  });
  await new Promise<void>((resolve) => server.listen(options.port, 'localhost', resolve));
  return standIn;
}
