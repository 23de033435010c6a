import type { FastifyInstance } from 'fastify';
import {
  assertPasswordAllowed,
  consumeToken,
  findUserByEmail,
  isConsumed,
  requireOneTimeCode,
  setPassword,
} from '../../idp/account-security';
import { breachedPasswordCheckFor } from '../../idp/password-policy';
import { ApiError } from '../../platform/http/errors';
import { composeMail, enqueueMail } from '../../platform/mail/mail';
import { tokenPurposes } from '../../platform/tokens';
import { endSessions } from '../../platform/user-credentials';
import type { ResetPassword } from './schemas';

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
          subject: 'Reset your password',
          paragraphs: [
            'We received a request to reset the password for your Manage your ESOS reporting account.',
            `To choose a new password, use this link within ${minutes} minutes: ${link}`,
            'If you did not ask to reset your password, you can ignore this email. Your password has not changed.',
          ],
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
            subject: 'Your password has been changed',
            paragraphs: [
              'The password for your Manage your ESOS reporting account has been changed.',
              `If you did not change it, contact ${app.config.mail.helpdesk} straight away.`,
            ],
          }),
        );
      });
      app.mail.delivery.kick();
    },
  };
}
