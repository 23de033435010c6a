import type { FastifyInstance } from 'fastify';
import {
  assertPasswordAllowed,
  consumeToken,
  findUserByEmail,
  hashedKey,
  isConsumed,
  requireOneTimeCode,
  retireToken,
  setPassword,
} from '../../idp/account-security';
import { breachedPasswordCheckFor } from '../../idp/password-policy';
import { ApiError } from '../../platform/http/errors';
import { consumeRateLimit } from '../../platform/http/rate-limit';
import { composeMail, enqueueMail } from '../../platform/mail/mail';
import { tokenPurposes } from '../../platform/tokens';
import { endSessions } from '../../platform/user-credentials';
import type { ResetPassword } from './schemas';

/** Tries with one reset link over its whole life: past this the link stops working. */
export const RESET_TRIES_PER_LINK = 5;
/** Tries for one address with any of its links (5 may be sent in 15 minutes). */
const RESET_LIMIT_BY_ADDRESS = { max: 10, windowSeconds: 900 };

export function passwordResetService(app: FastifyInstance) {
  const breached = breachedPasswordCheckFor(app.config.breachedPasswordCheck);

  /** A valid, unused reset link, and the person it was sent to. */
  async function verifiedLink(token: string) {
    const link = await app.linkTokens.verify('reset_password', token);
    if (await isConsumed(app.db, link)) throw new ApiError('TOKEN1001');
    return link;
  }

  return {
    /** Silent for unknown or disabled addresses: the answer never says who has an account. */
    async sendResetEmail(email: string): Promise<void> {
      const user = email ? await findUserByEmail(app.db, email) : undefined;
      if (!user || !user.enabled || !user.passwordHash) return;
      const token = await app.linkTokens.sign('reset_password', user.email);
      const link = `${app.config.publicUrl}/forgot-password/reset-password?token=${encodeURIComponent(token)}`;
      const minutes = String(tokenPurposes.reset_password.minutes);
      await enqueueMail(
        app.db,
        composeMail(app.mail.context, {
          template: 'ResetPasswordRequest',
          to: user.email,
          text: 'resetPasswordRequest',
          values: { minutes, link },
          personalisation: { link, expirationMinutes: minutes },
        }),
      );
      app.mail.delivery.kick();
    },

    async verifyToken(token: string): Promise<{ email: string }> {
      const link = await verifiedLink(token);
      return { email: link.value };
    },

    async resetPassword(input: ResetPassword): Promise<void> {
      const link = await verifiedLink(input.token);
      const user = await findUserByEmail(app.db, link.value);
      if (!user) throw new ApiError('USER1005');
      if (!user.enabled) throw new ApiError('USER1004');
      // Every try counts, before the costly checks (strength, hashing) and the code.
      const byLink = await consumeRateLimit(app.db, `reset-password:link:${link.id}`, {
        max: RESET_TRIES_PER_LINK,
        windowSeconds: tokenPurposes.reset_password.minutes * 60,
      });
      if (!byLink.allowed) {
        await retireToken(app.db, link);
        throw new ApiError(
          'TOKEN1001',
          [],
          'This link was tried too many times and no longer works. Ask for a new one.',
        );
      }
      const byAddress = await consumeRateLimit(
        app.db,
        `reset-password:email:${hashedKey(user.email)}`,
        RESET_LIMIT_BY_ADDRESS,
      );
      if (!byAddress.allowed) throw new ApiError('TOO_MANY_REQUESTS');
      // The password first: a code is used up once accepted, and a weak password must not cost one.
      await assertPasswordAllowed(input.password, [user.email, user.firstName, user.lastName], breached);
      await requireOneTimeCode(app.db, app.config.oidc, user.id, input.otp);
      await app.db.transaction(async (tx) => {
        await consumeToken(tx, link);
        await setPassword(tx, user.id, input.password);
        // A new password should end every session that was started with the old one.
        await endSessions(tx, user.id);
        await enqueueMail(
          tx,
          composeMail(app.mail.context, {
            template: 'ResetPasswordConfirmation',
            to: user.email,
            text: 'resetPasswordConfirmation',
            values: { helpdesk: app.config.mail.helpdesk },
          }),
        );
      });
      app.mail.delivery.kick();
    },
  };
}
