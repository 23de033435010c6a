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
    subject: 'Apply for your organisation account',
    paragraphs: [
      'Dear ESOS participant,',
      `Your regulator has verified your organisation (company registration number ${entry.registrationNumber}) for the Energy Savings Opportunity Scheme (ESOS).`,
      `Use Manage your ESOS reporting to send your ESOS notifications. To start, go to ${context.homeUrl} and create a sign-in with this email address (${entry.email}). If you already have a sign-in for this address, sign in with it.`,
      'Then select "Apply for a new organisation account". Your company registration number will be filled in for you and, because your organisation has been verified, your account will be opened as soon as you submit the application.',
      'If you were not expecting this email, you do not need to do anything.',
    ],
    personalisation: { registrationNumber: entry.registrationNumber },
  });
}
