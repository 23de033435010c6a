import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type Provider from 'oidc-provider';
import { eq } from 'drizzle-orm';
import { consumeRateLimit } from '../platform/http/rate-limit';
import { recordIdentityEvent } from '../platform/audit/identity-events';
import { userCredentials, users } from '../platform/db/schema';
import { newTotpSecret, setTotpSecret, totpSetupStep } from './account-security';
import { checkPassword, checkSecurityCode, type CheckResult } from './credentials';
import { notifyThrottledOwner } from './throttle-notice';
import { clearSignInFailures, countSignInFailure, describeWait, signInWaitSeconds } from './sign-in-throttle';
import { registerRegistration } from './registration';
import { registerOneLoginBroker } from './one-login/broker';
import type { RelyingParty } from './one-login/relying-party';
import { sessionHintCookie } from './session-hint';
import { authenticatorSetup } from './totp-setup';
import type { FieldErrors, Form, PasswordStep } from './interaction-types';
import type { RenderPage } from './views';
import { asLanguage, languageCookie, languageCookieOf, languageToggle, pageLanguage } from './page-language';

const messages = {
  email: 'Enter your email address',
  password: 'Enter your password',
  wrongCredentials: 'Enter a correct email address and password',
  code: 'Enter the security code',
  wrongCode: 'Enter a correct security code',
  tooManyAttempts: 'Too many attempts from your network. Wait 15 minutes, then try again',
  // The same words whether or not the address has an account.
  slowDown: (wait: string) =>
    `Too many attempts to sign in with this email address. Wait ${wait}, then try again`,
  locked: (minutes: number) =>
    `Your account is temporarily locked. Try again in ${minutes} ${minutes === 1 ? 'minute' : 'minutes'}.`,
};

function errorList(fieldErrors: FieldErrors) {
  return Object.entries(fieldErrors).map(([field, text]) => ({ text, href: `#${field}` }));
}

function failureMessage(result: Exclude<CheckResult, { outcome: 'ok' }>, wrong: string): string {
  return result.outcome === 'locked' ? messages.locked(result.minutes) : wrong;
}

/**
 * The sign-in pages oidc-provider sends people to (interactions.url). Plain HTML forms, no JavaScript
 * needed. Each request is tied to its interaction through oidc-provider's signed, SameSite interaction
 * cookie, which must match the uid in the path, so a form cannot be posted from another site.
 */
export function registerLoginActions(
  app: FastifyInstance,
  options: {
    /** oidc-provider, imported on first use. */
    provider: () => Promise<Provider>;
    mountPath: string;
    render: RenderPage;
    resourcesPath: string;
    /** GOV.UK One Login, when configured: it replaces the pages below (ADR 48). */
    oneLogin?: RelyingParty;
  },
): void {
  const { provider, mountPath, render, resourcesPath } = options;
  const { oidc, publicUrl } = app.config;
  const base = `${mountPath}/login-actions/:uid`;

  /** The interaction behind this request's cookie, if it is the one in the path and still at login. */
  async function loadInteraction(request: FastifyRequest<{ Params: { uid: string } }>, reply: FastifyReply) {
    const oidcProvider = await provider();
    const interaction = await oidcProvider.interactionDetails(request.raw, reply.raw).catch(() => undefined);
    if (!interaction || interaction.uid !== request.params.uid || interaction.prompt.name !== 'login') {
      return undefined;
    }
    return interaction;
  }

  /**
   * The page's language (ADR 55) and its toggle: `?lang` (which the toggle and the authorization request's
   * ui_locales put there, and which is remembered in the cookie), then the esos_lang cookie, then English.
   * The toggle leads back to this step: a GET page itself, a form's answer the step's page that showed it.
   */
  function languageOf(reply: FastifyReply) {
    const request = reply.request;
    const query = (request.query ?? {}) as Record<string, unknown>;
    const lang = pageLanguage(query.lang, languageCookieOf(request.headers.cookie));
    if (asLanguage(query.lang))
      reply.header('set-cookie', languageCookie(lang, publicUrl.startsWith('https:')));
    const [path = '', search = ''] = request.url.split('?');
    const stepPath = request.method === 'GET' ? path : path.replace(/\/(?:login|code|totp-setup)$/, '');
    const body = request.body as Record<string, unknown> | undefined;
    const token =
      request.method === 'GET' || typeof body?.token !== 'string'
        ? ''
        : `token=${encodeURIComponent(body.token)}`;
    return {
      lang,
      languageToggle: languageToggle(lang, stepPath, request.method === 'GET' ? search : token),
    };
  }

  function page(reply: FastifyReply, template: string, context: Record<string, unknown>, status?: number) {
    const fieldErrors = (context.fieldErrors as FieldErrors | undefined) ?? {};
    return reply
      .code(status ?? (Object.keys(fieldErrors).length ? 400 : 200))
      .header('cache-control', 'no-store')
      .type('text/html; charset=utf-8')
      .send(
        render(template, {
          resourcesPath,
          ...languageOf(reply),
          cspNonce: reply.scriptNonce(),
          fieldErrors,
          errors: errorList(fieldErrors),
          ...context,
        }),
      );
  }

  function expired(reply: FastifyReply) {
    return page(
      reply,
      'message.njk',
      {
        title: 'Your sign-in has expired',
        paragraphs: [
          'For your security, sign-in pages stop working after a while or when used in another tab.',
        ],
        linkHref: `${publicUrl}/`,
        linkText: 'Start again',
      },
      400,
    );
  }

  if (options.oneLogin) {
    registerOneLoginBroker(app, {
      provider,
      mountPath,
      page,
      relyingParty: options.oneLogin,
      loadInteraction,
      expired,
    });
    return;
  }

  const signInPage = (reply: FastifyReply, uid: string, email = '', fieldErrors: FieldErrors = {}) =>
    page(reply, 'sign-in.njk', {
      title: 'Sign in to Manage your ESOS reporting',
      action: `${mountPath}/login-actions/${uid}/login`,
      registerHref: `${mountPath}/login-actions/${uid}/register`,
      forgotPasswordHref: `${publicUrl}/forgot-password`,
      email,
      fieldErrors,
    });

  const throttledSignIn = (reply: FastifyReply, uid: string, email: string, message: string) =>
    page(
      reply,
      'sign-in.njk',
      {
        title: 'Sign in to Manage your ESOS reporting',
        action: `${mountPath}/login-actions/${uid}/login`,
        registerHref: `${mountPath}/login-actions/${uid}/register`,
        forgotPasswordHref: `${publicUrl}/forgot-password`,
        email,
        fieldErrors: { email: message },
      },
      429,
    );

  const codePage = (reply: FastifyReply, uid: string, fieldErrors: FieldErrors = {}) =>
    page(reply, 'security-code.njk', {
      title: 'Enter the 6-digit code from your authenticator app',
      action: `${mountPath}/login-actions/${uid}/code`,
      restartHref: `${mountPath}/login-actions/${uid}/restart`,
      fieldErrors,
    });

  async function hasAuthenticator(userId: string): Promise<boolean> {
    const [row] = await app.db
      .select({ totpSecret: userCredentials.totpSecret })
      .from(userCredentials)
      .where(eq(userCredentials.userId, userId));
    return Boolean(row?.totpSecret);
  }

  async function totpSetupPage(
    reply: FastifyReply,
    uid: string,
    accountId: string,
    secret: string,
    fieldErrors: FieldErrors = {},
  ) {
    const [user] = await app.db.select({ email: users.email }).from(users).where(eq(users.id, accountId));
    return page(reply, 'totp-setup.njk', {
      title: 'Set up your authenticator app',
      action: `${mountPath}/login-actions/${uid}/totp-setup`,
      restartHref: `${mountPath}/login-actions/${uid}/restart`,
      ...(await authenticatorSetup(secret, user?.email ?? '')),
      fieldErrors,
    });
  }

  async function recordSignInFailure(result: Exclude<CheckResult, { outcome: 'ok' }>, step: string) {
    const action = result.outcome === 'locked' ? 'SIGN_IN_LOCKED' : 'SIGN_IN_FAILED';
    await recordIdentityEvent(app.db, action, result.userId, { step, reason: result.outcome });
  }

  /** Ends the interaction as signed in, with both factors. */
  async function finishSignIn(request: FastifyRequest, reply: FastifyReply, accountId: string) {
    const oidcProvider = await provider();
    const returnTo = await oidcProvider.interactionResult(request.raw, reply.raw, {
      login: { accountId, amr: ['pwd', 'otp'] },
    });
    return reply
      .header('set-cookie', sessionHintCookie(oidc.sessionMaxTtlSeconds, publicUrl.startsWith('https:')))
      .redirect(returnTo, 303);
  }

  type Uid = { Params: { uid: string } };
  type Posted = Uid & { Body: Form | undefined };

  app.get<Uid>(base, async (request, reply) => {
    const interaction = await loadInteraction(request, reply);
    if (!interaction) return expired(reply);
    const step = interaction.result as PasswordStep | undefined;
    const accountId = step?.esosPasswordVerified?.accountId;
    if (!accountId) return signInPage(reply, interaction.uid);
    if (await hasAuthenticator(accountId)) return codePage(reply, interaction.uid);
    // No authenticator yet (new account, or after a 2FA reset): set one up before finishing sign-in.
    // The secret is kept in the interaction so a refresh shows the same QR code.
    const secret = step.esosTotpSetup?.secret ?? newTotpSecret();
    if (!step.esosTotpSetup) {
      interaction.result = { ...step, esosTotpSetup: { secret } } satisfies PasswordStep;
      await interaction.persist();
    }
    return totpSetupPage(reply, interaction.uid, accountId, secret);
  });

  app.post<Posted>(`${base}/totp-setup`, async (request, reply) => {
    const interaction = await loadInteraction(request, reply);
    const step = interaction?.result as PasswordStep | undefined;
    const accountId = step?.esosPasswordVerified?.accountId;
    const secret = step?.esosTotpSetup?.secret;
    if (!interaction || !accountId || !secret) return expired(reply);
    // Someone else may have set one up meanwhile (another tab): never overwrite an existing authenticator.
    if (await hasAuthenticator(accountId))
      return reply.redirect(`${mountPath}/login-actions/${interaction.uid}`, 303);
    const code = (request.body?.code ?? '').trim();
    if (!code) return totpSetupPage(reply, interaction.uid, accountId, secret, { code: messages.code });
    const provenStep = await totpSetupStep(secret, code);
    if (provenStep === undefined) {
      return totpSetupPage(reply, interaction.uid, accountId, secret, { code: messages.wrongCode });
    }
    await app.db.transaction(async (tx) => {
      await setTotpSecret(tx, accountId, secret, provenStep);
      await tx.update(users).set({ lastLoginAt: new Date() }).where(eq(users.id, accountId));
      await recordIdentityEvent(tx, 'SIGN_IN', accountId);
    });
    return finishSignIn(request, reply, accountId);
  });

  app.post<Posted>(`${base}/login`, async (request, reply) => {
    const interaction = await loadInteraction(request, reply);
    if (!interaction) return expired(reply);
    const email = (request.body?.email ?? '').trim();
    const password = request.body?.password ?? '';
    const missing: FieldErrors = {};
    if (!email) missing.email = messages.email;
    if (!password) missing.password = messages.password;
    if (Object.keys(missing).length) return signInPage(reply, interaction.uid, email, missing);
    const verdict = await consumeRateLimit(app.db, `idp-sign-in:ip:${request.ip}`, {
      max: app.config.oidc.signInAttemptsPerIp,
      windowSeconds: 900,
    });
    if (!verdict.allowed) return throttledSignIn(reply, interaction.uid, email, messages.tooManyAttempts);
    const wait = await signInWaitSeconds(app.db, oidc, email, request.ip);
    if (wait > 0) {
      app.metrics.signInFailures.inc({ step: 'password', reason: 'throttled' });
      return throttledSignIn(reply, interaction.uid, email, messages.slowDown(describeWait(wait)));
    }

    const result = await checkPassword(app.db, email, password);
    if (result.outcome !== 'ok') {
      app.metrics.signInFailures.inc({ step: 'password', reason: result.outcome });
      await recordSignInFailure(result, 'password');
      const { startsThrottling } = await countSignInFailure(app.db, oidc, email, request.ip);
      if (startsThrottling) await notifyThrottledOwner(app, email);
      return signInPage(reply, interaction.uid, email, { email: messages.wrongCredentials });
    }
    await clearSignInFailures(app.db, email, request.ip);
    const step: PasswordStep = { esosPasswordVerified: { accountId: result.userId } };
    interaction.result = step;
    await interaction.persist();
    // Post/redirect/get, so refreshing the code page never re-submits the password.
    return reply.redirect(`${mountPath}/login-actions/${interaction.uid}`, 303);
  });

  app.post<Posted>(`${base}/code`, async (request, reply) => {
    const interaction = await loadInteraction(request, reply);
    const accountId = (interaction?.result as PasswordStep | undefined)?.esosPasswordVerified?.accountId;
    if (!interaction || !accountId) return expired(reply);
    const code = (request.body?.code ?? '').trim();
    if (!code) return codePage(reply, interaction.uid, { code: messages.code });

    const result = await checkSecurityCode(app.db, oidc, accountId, code);
    if (result.outcome === 'ok') await recordIdentityEvent(app.db, 'SIGN_IN', accountId);
    if (result.outcome !== 'ok') {
      app.metrics.signInFailures.inc({ step: 'code', reason: result.outcome });
      await recordSignInFailure(result, 'code');
      return codePage(reply, interaction.uid, { code: failureMessage(result, messages.wrongCode) });
    }
    return finishSignIn(request, reply, accountId);
  });

  app.get<Uid>(`${base}/restart`, async (request, reply) => {
    const interaction = await loadInteraction(request, reply);
    if (!interaction) return expired(reply);
    interaction.result = undefined;
    await interaction.persist();
    return reply.redirect(`${mountPath}/login-actions/${interaction.uid}`, 303);
  });

  registerRegistration(app, { provider, mountPath, page, loadInteraction });
}
