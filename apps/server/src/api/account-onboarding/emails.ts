import { composeMail, type MailContext, type MailMessage } from '../../platform/mail/mail';

/**
 * The reference's VerifiedAccountInvitation: tells someone a regulator has verified their organisation,
 * and how to create a sign-in and apply. The application is then approved straight away.
 */
export function verifiedAccountInvitationMail(
  context: MailContext,
  entry: { email: string; registrationNumber: string },
): MailMessage {
  return composeMail(context, {
    template: 'VerifiedAccountInvitation',
    to: entry.email,
    text: 'verifiedAccountInvitation',
    values: { registrationNumber: entry.registrationNumber, homeUrl: context.homeUrl, email: entry.email },
    personalisation: { registrationNumber: entry.registrationNumber },
  });
}
