import { randomBytes, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type Provider from 'oidc-provider';
import type { RelyingParty } from './relying-party';

/**
 * One Login's ID token, kept for the one thing it is needed for: the id_token_hint that ends One Login's
 * session when the person signs out of ours. HttpOnly, on the provider's path only.
 */
const ID_TOKEN = 'esos_one_login';
/** Where to go once One Login has signed the person out, with the state that proves it is the same trip. */
const RETURN = 'esos_one_login_return';

const attributes = (path: string, maxAge: number, secure: boolean) =>
  `Path=${path}; Max-Age=${maxAge}; HttpOnly; SameSite=Lax${secure ? '; Secure' : ''}`;

export const idTokenCookie = (mountPath: string, idToken: string, maxAge: number, secure: boolean) =>
  `${ID_TOKEN}=${idToken}; ${attributes(mountPath, maxAge, secure)}`;

/**
 * After our provider has ended its session (RP-initiated logout's confirm step answers with a redirect to
 * the client's post-logout URI), a person who signed in through One Login goes to One Login's end-session
 * endpoint first, and from its post-logout redirect (`…/logout_response`) on to where our logout was going.
 */
export function installOneLoginSignOut(
  provider: Provider,
  options: { mountPath: string; returnPath: string; relyingParty: RelyingParty; secure: boolean },
): void {
  const { mountPath, returnPath, relyingParty, secure } = options;
  provider.use(async (ctx, next) => {
    await next();
    if (ctx.oidc?.route !== 'end_session_confirm' || ctx.status < 300 || ctx.status >= 400) return;
    const idToken = ctx.cookies.get(ID_TOKEN, { signed: false });
    if (!idToken) return;
    ctx.append('set-cookie', `${ID_TOKEN}=; ${attributes(mountPath, 0, secure)}`);
    const destination = ctx.response.get('location');
    const state = randomBytes(24).toString('base64url');
    const endSession = await relyingParty.endSessionUrl(idToken, state);
    // One Login unreachable: our session has ended; One Login's ends with its own timeout.
    if (!endSession) return;
    ctx.append(
      'set-cookie',
      `${RETURN}=${state}.${encodeURIComponent(destination)}; ${attributes(returnPath, 600, secure)}`,
    );
    ctx.redirect(endSession);
  });
}

/** One Login's post-logout redirect: on to where our own sign-out was going, if the state matches. */
export function registerOneLoginSignOutReturn(
  app: FastifyInstance,
  options: { returnPath: string; allowedOrigins: () => string[]; secure: boolean },
): void {
  const home = `${app.config.publicUrl}/`;
  app.get<{ Querystring: { state?: string } }>(options.returnPath, async (request, reply) => {
    const cookie = (request.headers.cookie ?? '')
      .split(';')
      .map((part) => part.trim())
      .find((part) => part.startsWith(`${RETURN}=`));
    const value = cookie?.slice(RETURN.length + 1) ?? '';
    const dot = value.indexOf('.');
    const state = dot > 0 ? value.slice(0, dot) : '';
    const encoded = dot > 0 ? value.slice(dot + 1) : '';
    const given = request.query.state ?? '';
    let destination = home;
    if (state && given.length === state.length && timingSafeEqual(Buffer.from(given), Buffer.from(state))) {
      try {
        const url = new URL(decodeURIComponent(encoded));
        if (options.allowedOrigins().includes(url.origin)) destination = url.toString();
      } catch {
        // A cookie that does not hold an address: go to the start page.
      }
    }
    return reply
      .header('set-cookie', `${RETURN}=; ${attributes(options.returnPath, 0, options.secure)}`)
      .header('cache-control', 'no-store')
      .redirect(destination, 303);
  });
}
