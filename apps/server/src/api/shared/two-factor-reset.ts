import type { Executor } from '../../platform/db';
import { composeMail, enqueueMail, type MailContext } from '../../platform/mail/mail';
import { removeTwoFactor } from '../../platform/user-credentials';

/**
 * An administrator resets someone's two-factor authentication (operator, regulator and verifier user
 * pages alike): the authenticator goes and the person is told (Reset2FaConfirmation), in the caller's
 * transaction. The caller checks who may do it first and kicks mail delivery after commit.
 */
export async function resetTwoFactorOf(
  tx: Executor,
  mail: MailContext,
  user: { id: string; email: string; firstName: string; lastName: string },
): Promise<void> {
  await removeTwoFactor(tx, user.id);
  await enqueueMail(
    tx,
    composeMail(mail, {
      template: 'Reset2FaConfirmation',
      to: user.email,
      text: 'reset2FaConfirmation',
      values: { firstName: user.firstName, lastName: user.lastName },
    }),
  );
}
