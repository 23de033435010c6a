import type { AccountRow, WorkflowMail } from '../definition';

/** The reference's AccountClosed: every operator user of the account is told it is closed, and why. */
export function accountClosedMail(
  person: { email: string; firstName: string; lastName: string },
  account: AccountRow,
  reason: string,
): WorkflowMail {
  return {
    template: 'AccountClosed',
    to: person.email,
    subject: 'Your organisation account has been closed',
    paragraphs: [
      `Dear ${person.firstName} ${person.lastName},`,
      `Your regulator has closed the organisation account for ${account.name} (${account.organisationId}).`,
      `The reason given: ${reason}`,
      'You can still sign in to see the account and its history, but no new tasks can be started on it.',
    ],
  };
}
