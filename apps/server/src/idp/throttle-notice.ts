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
      subject: 'Someone is trying to sign in to your account',
      paragraphs: [
        'Someone has entered the wrong password for your Manage your ESOS reporting account several times.',
        'To protect your account, we are slowing down further attempts to sign in. Your account has not been locked and you can still sign in with your password, though you may be asked to wait a few minutes.',
        `If this was you and you have forgotten your password, reset it here: ${app.config.publicUrl}/forgot-password`,
        `If it was not you, your account is still protected by your authenticator app. If you are worried, contact ${app.config.mail.helpdesk}.`,
      ],
    }),
  );
  app.mail.delivery.kick();
}
