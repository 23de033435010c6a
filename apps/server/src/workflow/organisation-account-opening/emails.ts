import type { AccountRow, WorkflowMail } from '../definition';

const organisation = (account: AccountRow) => ({
  accountName: account.name,
  organisationId: account.organisationId,
});

/** The reference's OrganisationAccountCreated: a verified application opens the account at once. */
export function accountCreatedMail(
  applicant: { email: string; fullName: string },
  account: AccountRow,
): WorkflowMail {
  return {
    template: 'OrganisationAccountCreated',
    to: applicant.email,
    text: 'accountCreated',
    values: { fullName: applicant.fullName, ...organisation(account) },
  };
}

interface Applicant {
  email: string;
  firstName: string;
  lastName: string;
}

/** The reference's AccountApplicationApproved. */
export function applicationApprovedMail(applicant: Applicant, account: AccountRow): WorkflowMail {
  return {
    template: 'AccountApplicationApproved',
    to: applicant.email,
    text: 'applicationApproved',
    values: { firstName: applicant.firstName, lastName: applicant.lastName, ...organisation(account) },
  };
}

/** The reference's AccountApplicationRejected, with the regulator's reason. */
export function applicationRejectedMail(
  applicant: Applicant,
  account: AccountRow,
  reason: string,
): WorkflowMail {
  return {
    template: 'AccountApplicationRejected',
    to: applicant.email,
    text: 'applicationRejected',
    values: {
      firstName: applicant.firstName,
      lastName: applicant.lastName,
      ...organisation(account),
      reason,
    },
  };
}
