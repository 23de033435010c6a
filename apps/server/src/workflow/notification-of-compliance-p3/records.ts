import { and, eq, inArray } from 'drizzle-orm';
import { accountContacts, requests, users } from '../../platform/db/schema';
import { storeSubmittedReport } from '../reports/records';
import type { AccountRow, RequestRow, WorkflowStep } from '../definition';
import type { AccountOriginatedData, NocP3 } from './payload';
import { buildAccountOriginatedData, determineCategory, type ContactUser } from './rules';
import type { CompliancePhase } from '../reports/phases';

/** What the notification starts from: the account and its PRIMARY and SECONDARY contacts, now. */
export async function accountOriginatedDataOf(
  step: WorkflowStep,
  account: AccountRow,
): Promise<AccountOriginatedData> {
  const rows = await step.tx
    .select({
      contactType: accountContacts.contactType,
      firstName: users.firstName,
      lastName: users.lastName,
      jobTitle: users.jobTitle,
      email: users.email,
      phoneNumberCode: users.phoneNumberCode,
      phoneNumber: users.phoneNumber,
      mobileNumberCode: users.mobileNumberCode,
      mobileNumber: users.mobileNumber,
      addressLine1: users.addressLine1,
      addressLine2: users.addressLine2,
      addressCity: users.addressCity,
      addressCounty: users.addressCounty,
      addressPostcode: users.addressPostcode,
    })
    .from(accountContacts)
    .innerJoin(users, eq(users.id, accountContacts.userId))
    .where(
      and(
        eq(accountContacts.accountId, account.id),
        inArray(accountContacts.contactType, ['PRIMARY', 'SECONDARY']),
      ),
    );
  const contact = (type: 'PRIMARY' | 'SECONDARY'): ContactUser | undefined =>
    rows.find((row) => row.contactType === type);
  return buildAccountOriginatedData(account, {
    primary: contact('PRIMARY'),
    secondary: contact('SECONDARY'),
  });
}

/**
 * Keeps the submitted notification where the MI reports read it (one row per account and phase; a
 * notification re-submitted after a re-initiation overwrites its row) and dates the request.
 */
export async function recordSubmission(
  step: WorkflowStep,
  request: RequestRow,
  noc: NocP3,
  phase: CompliancePhase,
): Promise<void> {
  await storeSubmittedReport(step, request, {
    phase,
    document: noc,
    indexed: {
      reportingObligationCategory: determineCategory(noc.reportingObligation),
      leadAssessorType: noc.leadAssessor?.leadAssessorType,
    },
  });
  await step.tx.update(requests).set({ submissionDate: step.now }).where(eq(requests.id, request.id));
  request.submissionDate = step.now;
}
