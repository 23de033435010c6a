import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type Provider from 'oidc-provider';
import { checkPassword, checkSecurityCode, type CheckResult } from './credentials';
import { sessionHintCookie } from './session-hint';
import type { RenderPage } from './views';

const messages = {
  email: 'Enter your email address',
  password: 'Enter your password',
  wrongCredentials: 'Enter a correct email address and password',
  code: 'Enter the security code',
  wrongCode: 'Enter a correct security code',
  locked: (minutes: number) =>
    `Your account is temporarily locked. Try again in ${minutes} ${minutes === 1 ? 'minute' : 'minutes'}.`,
};

/** What the password step leaves in the interaction (persisted by oidc-provider) for the code step. */
type PasswordStep = {
  esosPasswordVerified?: { accountId: string };
};

type FieldErrors = Record<string, string>;
type Form = Record<string, string | undefined>;

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
  options: { provider: Provider; mountPath: string; render: RenderPage; resourcesPath: string },
): void {
  const { provider, mountPath, render, resourcesPath } = options;
  const { oidc, publicUrl } = app.config;
  const base = `${mountPath}/login-actions/:uid`;

  /** The interaction behind this request's cookie, if it is the one in the path and still at login. */
  async function loadInteraction(request: FastifyRequest<{ Params: { uid: string } }>, reply: FastifyReply) {
    const interaction = await provider.interactionDetails(request.raw, reply.raw).catch(() => undefined);
    if (!interaction || interaction.uid !== request.params.uid || interaction.prompt.name !== 'login') {
      return undefined;
    }
    return interaction;
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

  const signInPage = (reply: FastifyReply, uid: string, email = '', fieldErrors: FieldErrors = {}) =>
    page(reply, 'sign-in.njk', {
      title: 'Sign in to Manage your ESOS reporting',
      action: `${mountPath}/login-actions/${uid}/login`,
      email,
      fieldErrors,
    });

  const codePage = (reply: FastifyReply, uid: string, fieldErrors: FieldErrors = {}) =>
    page(reply, 'security-code.njk', {
      title: 'Enter the 6-digit code from your authenticator app',
      action: `${mountPath}/login-actions/${uid}/code`,
      restartHref: `${mountPath}/login-actions/${uid}/restart`,
      fieldErrors,
    });

  type Uid = { Params: { uid: string } };
  type Posted = Uid & { Body: Form | undefined };

  app.get<Uid>(base, async (request, reply) => {
    const interaction = await loadInteraction(request, reply);
    if (!interaction) return expired(reply);
    const step = interaction.result as PasswordStep | undefined;
    return step?.esosPasswordVerified ? codePage(reply, interaction.uid) : signInPage(reply, interaction.uid);
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

    const result = await checkPassword(app.db, oidc, email, password);
    if (result.outcome !== 'ok') {
      return signInPage(reply, interaction.uid, email, {
        email: failureMessage(result, messages.wrongCredentials),
      });
    }
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
    if (result.outcome !== 'ok') {
      return codePage(reply, interaction.uid, { code: failureMessage(result, messages.wrongCode) });
    }
    const returnTo = await provider.interactionResult(request.raw, reply.raw, {
      login: { accountId, amr: ['pwd', 'otp'] },
    });
    return reply
      .header('set-cookie', sessionHintCookie(oidc.sessionMaxTtlSeconds, publicUrl.startsWith('https:')))
      .redirect(returnTo, 303);
  });

  app.get<Uid>(`${base}/restart`, async (request, reply) => {
    const interaction = await loadInteraction(request, reply);
    if (!interaction) return expired(reply);
    interaction.result = undefined;
    await interaction.persist();
    return reply.redirect(`${mountPath}/login-actions/${interaction.uid}`, 303);
  });
}
