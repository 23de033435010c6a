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
    text: 'accountClosed',
    values: {
      firstName: person.firstName,
      lastName: person.lastName,
      accountName: account.name,
      organisationId: account.organisationId,
      reason,
    },
  };
}
