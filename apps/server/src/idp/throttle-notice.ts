import type { FastifyInstance } from 'fastify';
import { composeMail, enqueueMail } from '../platform/mail/mail';
import { findUserByEmail } from './account-security';

/**
 * Tells an account's owner that sign-ins to their account are being slowed after wrong passwords: once per
 * throttling episode (the caller knows when one starts). Unknown addresses get nothing, but pay for the
 * same look-up, so the page's timing does not depend on whether the address has an account.
 */
export async function notifyThrottledOwner(app: FastifyInstance, email: string): Promise<void> {
  const user = await findUserByEmail(app.db, email);
  if (!user?.passwordHash || !user.enabled) return;
  await enqueueMail(
    app.db,
    composeMail(app.mail.context, {
      template: 'SignInThrottled',
      to: user.email,
      text: 'signInThrottled',
      values: { resetUrl: `${app.config.publicUrl}/forgot-password`, helpdesk: app.config.mail.helpdesk },
    }),
  );
  app.mail.delivery.kick();
}
