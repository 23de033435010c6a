import type { AccountRow, WorkflowMail } from '../definition';

const organisationLine = (account: AccountRow) => `${account.name} (${account.organisationId})`;
const closing = 'You can now sign in to start your reporting and add other users to the account.';

/** The reference's OrganisationAccountCreated: a verified application opens the account at once. */
export function accountCreatedMail(
  applicant: { email: string; fullName: string },
  account: AccountRow,
): WorkflowMail {
  return {
    template: 'OrganisationAccountCreated',
    to: applicant.email,
    subject: 'Your organisation account has been created',
    paragraphs: [
      `Dear ${applicant.fullName},`,
      `The organisation account for ${organisationLine(account)} has been created. You are its Advanced user and primary contact.`,
      closing,
    ],
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
    subject: 'Your organisation account application has been approved',
    paragraphs: [
      `Dear ${applicant.firstName} ${applicant.lastName},`,
      `Your application for an organisation account for ${organisationLine(account)} has been approved. You are its Advanced user and primary contact.`,
      closing,
    ],
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
    subject: 'Your organisation account application has been rejected',
    paragraphs: [
      `Dear ${applicant.firstName} ${applicant.lastName},`,
      `Your application for an organisation account for ${organisationLine(account)} has been rejected.`,
      `The reason given by your regulator: ${reason}`,
      'If you have questions about this decision, contact your regulator.',
    ],
  };
}
