import { languageCookieOf, pageLanguage } from './page-language';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type Provider from 'oidc-provider';
import type { Interaction } from 'oidc-provider';
import { eq } from 'drizzle-orm';
import { users } from '../platform/db/schema';
import { ApiError } from '../platform/http/errors';
import { consumeRateLimit } from '../platform/http/rate-limit';
import { composeMail, enqueueMail } from '../platform/mail/mail';
import { isEmailAddress, normaliseEmail } from '../platform/text';
import { tokenPurposes, type VerifiedLinkToken } from '../platform/tokens';
import {
  consumeToken,
  findUserByEmail,
  hashedKey,
  isConsumed,
  retireToken,
  setPassword,
} from './account-security';
import type { FieldErrors, Form, PasswordStep } from './interaction-types';
import {
  breachedPasswordCheckFor,
  checkPasswordPolicy,
  PASSWORD_MIN_LENGTH,
  passwordMessages,
} from './password-policy';
import { describeStrength, isStrengthScore } from './password-strength-meter';

type Page = (
  reply: FastifyReply,
  template: string,
  context: Record<string, unknown>,
  status?: number,
) => FastifyReply;

type Uid = { Params: { uid: string } };

const EMAIL_STEP_LIMIT_BY_IP = { max: 10, windowSeconds: 900 };
const EMAIL_STEP_LIMIT_BY_ADDRESS = { max: 3, windowSeconds: 900 };
/** Tries with one link, over its whole life: past this the link stops working (a new one is a click away). */
export const PASSWORD_STEP_TRIES_PER_LINK = 5;
const PASSWORD_STEP_LIMIT_BY_LINK = {
  max: PASSWORD_STEP_TRIES_PER_LINK,
  windowSeconds: tokenPurposes.user_registration.minutes * 60,
};
/** Tries for one address with any of its links (3 may be sent in 15 minutes). */
const PASSWORD_STEP_LIMIT_BY_ADDRESS = { max: 10, windowSeconds: 900 };

const messages = {
  email: 'Enter your email address',
  emailFormat: 'Enter an email address in the correct format, like name@example.com',
  tooMany: 'Too many requests from your network. Wait 15 minutes, then try again',
  tooManyPasswords:
    'Too many attempts to create a password for this email address. Wait 15 minutes, then try again',
};

/**
 * Operator self-registration at the identity provider: email → link → password → authenticator app
 * (the last step is the sign-in's own set-up page). Pages live under the interaction's path so they
 * receive its cookie; opened in another browser, they still work and end by asking the person to sign in.
 */
export function registerRegistration(
  app: FastifyInstance,
  options: {
    provider: () => Promise<Provider>;
    mountPath: string;
    page: Page;
    loadInteraction: (
      request: FastifyRequest<{ Params: { uid: string } }>,
      reply: FastifyReply,
    ) => Promise<Interaction | undefined>;
  },
): void {
  const { mountPath, page, loadInteraction } = options;
  const { publicUrl, oidc } = app.config;
  const breached = breachedPasswordCheckFor(app.config.breachedPasswordCheck);
  const base = `${mountPath}/login-actions/:uid/register`;
  const registerPath = (uid: string) => `${mountPath}/login-actions/${uid}/register`;

  const emailPage = (
    reply: FastifyReply,
    uid: string,
    email = '',
    fieldErrors: FieldErrors = {},
    status?: number,
  ) =>
    page(
      reply,
      'register-email.njk',
      {
        title: 'Create a sign in',
        action: registerPath(uid),
        signInHref: `${mountPath}/login-actions/${uid}`,
        email,
        fieldErrors,
      },
      status,
    );

  function linkProblem(reply: FastifyReply, uid: string, code: string) {
    const expired = code === 'EMAIL1001';
    return page(
      reply,
      'message.njk',
      {
        title: expired ? 'Your link has expired' : 'This link is not valid',
        paragraphs: [
          expired
            ? `Links to create a sign in work for ${tokenPurposes.user_registration.minutes} minutes.`
            : 'The link may have been used already, tried too many times or copied incorrectly.',
        ],
        linkHref: registerPath(uid),
        linkText: 'Request a new link',
      },
      400,
    );
  }

  const linkUsedUp = (reply: FastifyReply, uid: string) =>
    page(
      reply,
      'message.njk',
      {
        title: 'This link has stopped working',
        paragraphs: [
          'You tried to create a password with this link too many times, so it no longer works.',
          'Request a new link to try again.',
        ],
        linkHref: registerPath(uid),
        linkText: 'Request a new link',
      },
      429,
    );

  const alreadyRegistered = (reply: FastifyReply) =>
    page(reply, 'message.njk', {
      title: 'You already have an account',
      paragraphs: ['You can sign in with your email address and password.'],
      linkHref: `${publicUrl}/`,
      linkText: 'Sign in',
    });

  /** The registration link's email address, or the reason the link cannot be used. */
  async function verifyLink(
    token: string,
  ): Promise<{ ok: true; link: VerifiedLinkToken } | { ok: false; problem: string }> {
    try {
      const link = await app.linkTokens.verify('user_registration', token);
      if (await isConsumed(app.db, link)) return { ok: false, problem: 'TOKEN1001' };
      return { ok: true, link };
    } catch (error) {
      return { ok: false, problem: error instanceof ApiError ? error.code : 'TOKEN1001' };
    }
  }

  function passwordPage(
    reply: FastifyReply,
    uid: string,
    token: string,
    email: string,
    fieldErrors: FieldErrors = {},
    score?: number,
    status?: number,
  ) {
    return page(
      reply,
      'register-password.njk',
      {
        title: 'Create a password',
        action: `${registerPath(uid)}/password`,
        token,
        email,
        minLength: PASSWORD_MIN_LENGTH,
        // The same words the browser's meter uses as people type (password-strength-meter.ts).
        strength: score !== undefined && isStrengthScore(score) ? describeStrength(score) : undefined,
        userInputs: [email],
        fieldErrors,
      },
      status,
    );
  }

  app.get<Uid>(base, async (request, reply) => emailPage(reply, request.params.uid));

  app.post<Uid & { Body: Form | undefined }>(base, async (request, reply) => {
    const { uid } = request.params;
    const email = (request.body?.email ?? '').trim();
    if (!email) return emailPage(reply, uid, email, { email: messages.email });
    // Length first, then a linear pattern: this runs before the rate limit, for anyone.
    if (!isEmailAddress(email)) return emailPage(reply, uid, email, { email: messages.emailFormat });
    const byIp = await consumeRateLimit(app.db, `idp-register:ip:${request.ip}`, EMAIL_STEP_LIMIT_BY_IP);
    if (!byIp.allowed) return emailPage(reply, uid, email, { email: messages.tooMany }, 429);
    // Too many for one address: answer as usual (no enumeration) but send nothing more.
    const byAddress = await consumeRateLimit(
      app.db,
      `idp-register:email:${normaliseEmail(email)}`,
      EMAIL_STEP_LIMIT_BY_ADDRESS,
    );
    if (byAddress.allowed) {
      const existing = await findUserByEmail(app.db, email);
      const minutes = String(tokenPurposes.user_registration.minutes);
      const message = existing?.passwordHash
        ? composeMail(app.mail.context, {
            template: 'UserAlreadyRegistered',
            to: existing.email,
            text: 'userAlreadyRegistered',
            values: { signInUrl: `${publicUrl}/`, resetUrl: `${publicUrl}/forgot-password` },
          })
        : composeMail(app.mail.context, {
            template: 'EmailConfirmation',
            to: email,
            // Someone new has no profile yet: the language of the page they asked on (ADR 55).
            language: pageLanguage(
              (request.query as { lang?: unknown } | undefined)?.lang,
              languageCookieOf(request.headers.cookie),
            ),
            text: 'emailConfirmation',
            values: {
              minutes,
              link: `${oidc.issuer}/login-actions/${uid}/register/password?token=${encodeURIComponent(
                await app.linkTokens.sign('user_registration', existing?.email ?? normaliseEmail(email)),
              )}`,
            },
            personalisation: { expirationMinutes: minutes },
          });
      await enqueueMail(app.db, message);
      app.mail.delivery.kick();
    }
    return page(reply, 'message.njk', {
      title: 'Check your email',
      paragraphs: [
        `We have sent an email to ${email}. It has a link to create your account.`,
        `The link works for ${tokenPurposes.user_registration.minutes} minutes. If you cannot find the email, check your spam folder.`,
      ],
      linkHref: registerPath(uid),
      linkText: 'Request a new link',
    });
  });

  type WithToken = Uid & { Querystring: { token?: string } };
  app.get<WithToken>(`${base}/password`, async (request, reply) => {
    const uid = request.params.uid;
    const token = request.query.token ?? '';
    const verified = await verifyLink(token);
    if (!verified.ok) return linkProblem(reply, uid, verified.problem);
    const existing = await findUserByEmail(app.db, verified.link.value);
    if (existing?.passwordHash) return alreadyRegistered(reply);
    return passwordPage(reply, uid, token, verified.link.value);
  });

  app.post<Uid & { Body: Form | undefined }>(`${base}/password`, async (request, reply) => {
    const { uid } = request.params;
    const token = request.body?.token ?? '';
    const password = request.body?.password ?? '';
    const confirmPassword = request.body?.confirmPassword ?? '';
    const verified = await verifyLink(token);
    if (!verified.ok) return linkProblem(reply, uid, verified.problem);
    // Links signed before addresses were normalised may carry one as typed.
    const email = normaliseEmail(verified.link.value);
    // Every try counts, before the costly checks (strength, hashing): a link tried too often is used up.
    const byLink = await consumeRateLimit(
      app.db,
      `idp-register-password:link:${verified.link.id}`,
      PASSWORD_STEP_LIMIT_BY_LINK,
    );
    if (!byLink.allowed) {
      await retireToken(app.db, verified.link);
      return linkUsedUp(reply, uid);
    }
    const byAddress = await consumeRateLimit(
      app.db,
      `idp-register-password:email:${hashedKey(email)}`,
      PASSWORD_STEP_LIMIT_BY_ADDRESS,
    );
    if (!byAddress.allowed) {
      return passwordPage(reply, uid, token, email, { password: messages.tooManyPasswords }, undefined, 429);
    }

    const verdict = await checkPasswordPolicy(password, [email], breached);
    const fieldErrors: FieldErrors = {};
    if (!verdict.ok) fieldErrors.password = verdict.message;
    if (!confirmPassword) fieldErrors.confirmPassword = passwordMessages.confirmMissing;
    else if (verdict.ok && confirmPassword !== password)
      fieldErrors.confirmPassword = passwordMessages.mismatch;
    if (Object.keys(fieldErrors).length) {
      return passwordPage(reply, uid, token, email, fieldErrors, verdict.score);
    }

    const accountId = await app.db.transaction(async (tx) => {
      const existing = await findUserByEmail(tx, email);
      if (existing?.passwordHash) return undefined;
      await consumeToken(tx, verified.link);
      // Invitees already have a PENDING user (without a password): they get their credentials on it.
      const userId =
        existing?.id ??
        (
          await tx
            .insert(users)
            .values({ email, firstName: '', lastName: '', status: 'PENDING' })
            .returning({ id: users.id })
        )[0]?.id;
      if (!userId) throw new Error('could not create the user');
      await setPassword(tx, userId, password);
      if (existing && !existing.enabled) {
        await tx.update(users).set({ enabled: true }).where(eq(users.id, userId));
      }
      return userId;
    });
    if (!accountId) return alreadyRegistered(reply);

    const interaction = await loadInteraction(request, reply);
    if (!interaction) {
      return page(reply, 'message.njk', {
        title: 'Your password has been created',
        paragraphs: ['Sign in with your email address and new password to set up your authenticator app.'],
        linkHref: `${publicUrl}/`,
        linkText: 'Sign in',
      });
    }
    // The password is proven: continue the pending sign-in at its authenticator set-up step.
    interaction.result = { esosPasswordVerified: { accountId } } satisfies PasswordStep;
    await interaction.persist();
    return reply.redirect(`${mountPath}/login-actions/${interaction.uid}`, 303);
  });
}
