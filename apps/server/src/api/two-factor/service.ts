import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import { consumeToken, findUserByEmail, isConsumed, requireOneTimeCode } from '../../idp/account-security';
import { users } from '../../platform/db/schema';
import type { Executor } from '../../platform/db';
import { ApiError } from '../../platform/http/errors';
import { composeMail, enqueueMail } from '../../platform/mail/mail';
import { tokenPurposes } from '../../platform/tokens';
import { removeTwoFactor } from '../../platform/user-credentials';

export function twoFactorService(app: FastifyInstance) {
  /** Emails a link that removes the authenticator app: Change2FA, as the reference sends it. */
  async function sendChangeLink(executor: Executor, email: string): Promise<void> {
    const token = await app.linkTokens.sign('change_2fa', email);
    const link = `${app.config.publicUrl}/2fa/request-change?token=${encodeURIComponent(token)}`;
    const minutes = String(tokenPurposes.change_2fa.minutes);
    await enqueueMail(
      executor,
      composeMail(app.mail.context, {
        template: 'Change2FA',
        to: email,
        text: 'change2Fa',
        values: { minutes, link },
        personalisation: { link, expirationMinutes: minutes },
      }),
    );
  }

  return {
    async requestChange(userId: string, code: string): Promise<void> {
      const [user] = await app.db.select({ email: users.email }).from(users).where(eq(users.id, userId));
      if (!user) throw new ApiError('USER1005');
      await requireOneTimeCode(app.db, app.config.oidc, userId, code);
      await sendChangeLink(app.db, user.email);
      app.mail.delivery.kick();
    },

    /** Silent for unknown addresses, so the answer never says who has an account. */
    async requestReset(email: string): Promise<void> {
      const user = email ? await findUserByEmail(app.db, email) : undefined;
      if (!user || !user.enabled || !user.totpSecret) return;
      await sendChangeLink(app.db, user.email);
      app.mail.delivery.kick();
    },

    async deleteTwoFactor(token: string): Promise<void> {
      const link = await app.linkTokens.verify('change_2fa', token);
      if (await isConsumed(app.db, link)) throw new ApiError('TOKEN1001');
      const user = await findUserByEmail(app.db, link.value);
      if (!user) throw new ApiError('USER1005');
      await app.db.transaction(async (tx) => {
        await consumeToken(tx, link);
        await removeTwoFactor(tx, user.id);
      });
    },
  };
}
