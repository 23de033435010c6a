import { languageCookieOf, pageLanguage } from '../page-language';
import { randomBytes, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type Provider from 'oidc-provider';
import type { Interaction } from 'oidc-provider';
import { eq } from 'drizzle-orm';
import { recordIdentityEvent } from '../../platform/audit/identity-events';
import { users } from '../../platform/db/schema';
import { sessionHintCookie } from '../session-hint';
import { matchOneLoginUser, registerOneLoginUser, type Match } from './links';
import { OneLoginRefused, type OneLoginIdentity, type RelyingParty } from './relying-party';
import { idTokenCookie } from './sign-out';

type Page = (
  reply: FastifyReply,
  template: string,
  context: Record<string, unknown>,
  status?: number,
) => FastifyReply;

/** What the broker keeps in the interaction (persisted by oidc-provider) between its requests. */
export type OneLoginStep = {
  esosOneLogin?: { state?: string; nonce?: string; registering?: OneLoginIdentity };
};

type Uid = { Params: { uid: string } };
type Answer = { state?: string; code?: string; error?: string };

const uidPattern = /^[\w-]{1,64}$/;
const sameText = (a: string, b: string) =>
  a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b));

/**
 * "Continue" on start-login reaches the embedded provider's sign-in (an interaction), which hands the
 * person to GOV.UK One Login; One Login's answer comes back to the registered redirect URI, is checked
 * (relying-party.ts), and ends the interaction signed in as the linked person of this service. Our own
 * password and authenticator pages are not offered: One Login did both factors (ADR 48).
 */
export function registerOneLoginBroker(
  app: FastifyInstance,
  options: {
    provider: () => Promise<Provider>;
    mountPath: string;
    page: Page;
    relyingParty: RelyingParty;
    loadInteraction: (request: FastifyRequest<Uid>, reply: FastifyReply) => Promise<Interaction | undefined>;
    expired: (reply: FastifyReply) => FastifyReply;
  },
): void {
  const { provider, mountPath, page, relyingParty, loadInteraction, expired } = options;
  const { publicUrl, oidc, oneLogin } = app.config;
  if (!oneLogin) return;
  const base = `${mountPath}/login-actions/:uid`;
  const home = `${publicUrl}/`;
  const secure = publicUrl.startsWith('https:');

  const problem = (reply: FastifyReply, status: number, title: string, paragraphs: string[]) =>
    page(
      reply,
      'message.njk',
      { title, paragraphs, linkHref: home, linkText: 'Go to the start page' },
      status,
    );

  const couldNotCheck = (reply: FastifyReply, status: number) =>
    problem(reply, status, 'Sorry, we could not sign you in', [
      'We could not check your sign-in with GOV.UK One Login. You have not been signed in.',
      `Try again later. If it keeps happening, contact the helpdesk at ${app.config.mail.helpdesk}.`,
    ]);

  function refused(reply: FastifyReply, error: unknown) {
    const refusal = error instanceof OneLoginRefused ? error : undefined;
    // The reason and its detail (claim names, status codes), never a token.
    app.log.warn(
      { reason: refusal?.reason ?? 'unexpected', detail: refusal?.message },
      'One Login sign-in refused',
    );
    if (!refusal) app.log.error({ err: error }, 'One Login sign-in failed');
    const unavailable =
      !refusal || ['discovery', 'jwks', 'token-request', 'userinfo'].includes(refusal.reason);
    return couldNotCheck(reply, unavailable ? 502 : 400);
  }

  const answeredBy = (error: string) => {
    if (error === 'access_denied')
      return {
        status: 403,
        title: 'You have not signed in',
        paragraphs: ['You did not finish signing in with GOV.UK One Login, so you have not been signed in.'],
      };
    if (error === 'login_required')
      return {
        status: 401,
        title: 'You need to sign in again',
        paragraphs: ['Your GOV.UK One Login session has ended. Start again to sign in.'],
      };
    return {
      status: 400,
      title: 'Sorry, we could not sign you in',
      paragraphs: ['GOV.UK One Login could not sign you in. Start again to try once more.'],
    };
  };

  async function finish(request: FastifyRequest, reply: FastifyReply, userId: string, idToken: string) {
    await app.db.transaction(async (tx) => {
      await tx.update(users).set({ lastLoginAt: new Date() }).where(eq(users.id, userId));
      await recordIdentityEvent(tx, 'SIGN_IN', userId, { via: 'GOV.UK One Login' });
    });
    const returnTo = await (
      await provider()
    ).interactionResult(request.raw, reply.raw, { login: { accountId: userId, amr: ['fed', 'mfa'] } });
    return reply
      .header('set-cookie', [
        sessionHintCookie(oidc.sessionMaxTtlSeconds, secure),
        idTokenCookie(mountPath, idToken, oidc.sessionMaxTtlSeconds, secure),
      ])
      .redirect(returnTo, 303);
  }

  function matched(
    request: FastifyRequest<Uid>,
    reply: FastifyReply,
    match: Match,
    identity: OneLoginIdentity,
  ) {
    switch (match.kind) {
      case 'user':
        return finish(request, reply, match.userId, identity.idToken);
      case 'unverified':
        return problem(reply, 403, 'Confirm your email address with GOV.UK One Login', [
          'GOV.UK One Login has not confirmed your email address, so we cannot link you to an account in this service.',
          'Confirm your email address in your GOV.UK One Login, then start again.',
        ]);
      case 'disabled':
        return problem(reply, 403, 'You cannot sign in to this service', [
          `Your account in Manage your ESOS reporting is disabled. Contact the helpdesk at ${app.config.mail.helpdesk}.`,
        ]);
      case 'linked-elsewhere':
        return problem(reply, 409, 'This email address is linked to another GOV.UK One Login', [
          `Sign in with the GOV.UK One Login you used before, or contact the helpdesk at ${app.config.mail.helpdesk}.`,
        ]);
      case 'unknown':
        return undefined;
    }
  }

  // Start: the person arrives at the provider's sign-in and is sent on to One Login.
  app.get<Uid>(base, async (request, reply) => {
    const interaction = await loadInteraction(request, reply);
    if (!interaction) return expired(reply);
    const step = interaction.result as OneLoginStep | undefined;
    if (step?.esosOneLogin?.registering)
      return registrationPage(reply, interaction.uid, step.esosOneLogin.registering);
    const state = `${interaction.uid}.${randomBytes(24).toString('base64url')}`;
    const nonce = randomBytes(24).toString('base64url');
    let address: string;
    try {
      const query = request.query as { lang?: unknown } | undefined;
      address = await relyingParty.authorizationUrl(
        state,
        nonce,
        pageLanguage(query?.lang, languageCookieOf(request.headers.cookie)),
      );
    } catch (error) {
      return refused(reply, error);
    }
    interaction.result = { esosOneLogin: { state, nonce } } satisfies OneLoginStep;
    await interaction.persist();
    return reply.header('cache-control', 'no-store').redirect(address, 303);
  });

  // One Login's answer arrives at the fixed redirect URI, without the interaction's cookie (scoped to the
  // interaction's own path): hand it on there, where the cookie proves it is the same browser.
  const callbackPath = new URL(oneLogin.redirectUri).pathname;
  app.get<{ Querystring: Answer }>(callbackPath, async (request, reply) => {
    const { state = '', code, error } = request.query;
    const uid = state.split('.')[0] ?? '';
    if (!uidPattern.test(uid) || state.length > 200) return expired(reply);
    const forwarded = new URLSearchParams({ state });
    if (typeof code === 'string' && code.length <= 2000) forwarded.set('code', code);
    if (typeof error === 'string' && error.length <= 100) forwarded.set('error', error);
    return reply.redirect(`${mountPath}/login-actions/${uid}/one-login?${forwarded}`, 303);
  });

  app.get<Uid & { Querystring: Answer }>(`${base}/one-login`, async (request, reply) => {
    const interaction = await loadInteraction(request, reply);
    const expected = (interaction?.result as OneLoginStep | undefined)?.esosOneLogin;
    const { state = '', code = '', error } = request.query;
    if (!interaction || !expected?.state || !expected.nonce || !sameText(state, expected.state)) {
      app.log.warn({ reason: 'state' }, 'One Login sign-in refused');
      return expired(reply);
    }
    // The state is good once.
    interaction.result = undefined;
    await interaction.persist();
    if (error) {
      app.log.info({ reason: error.slice(0, 40) }, 'One Login answered with an error');
      const shown = answeredBy(error);
      return problem(reply, shown.status, shown.title, shown.paragraphs);
    }
    // Neither an error nor a code of a plausible length: nothing to exchange.
    if (!code || code.length > 2000) {
      app.log.warn({ reason: 'code' }, 'One Login sign-in refused');
      return couldNotCheck(reply, 400);
    }
    let identity: OneLoginIdentity;
    try {
      identity = await relyingParty.identify(code, expected.nonce);
    } catch (failure) {
      return refused(reply, failure);
    }
    const match = await matchOneLoginUser(app.db, identity);
    if (match.kind !== 'unknown') return matched(request, reply, match, identity);
    interaction.result = { esosOneLogin: { registering: identity } } satisfies OneLoginStep;
    await interaction.persist();
    return reply.redirect(`${mountPath}/login-actions/${interaction.uid}`, 303);
  });

  const registrationPage = (reply: FastifyReply, uid: string, identity: OneLoginIdentity) =>
    page(reply, 'one-login-register.njk', {
      title: 'Create your Manage your ESOS reporting account',
      email: identity.email,
      action: `${mountPath}/login-actions/${uid}/one-login/register`,
      cancelHref: home,
    });

  app.post<Uid>(`${base}/one-login/register`, async (request, reply) => {
    const interaction = await loadInteraction(request, reply);
    const identity = (interaction?.result as OneLoginStep | undefined)?.esosOneLogin?.registering;
    if (!interaction || !identity) return expired(reply);
    const match = await registerOneLoginUser(app.db, identity);
    return matched(request, reply, match, identity) ?? expired(reply);
  });
}
