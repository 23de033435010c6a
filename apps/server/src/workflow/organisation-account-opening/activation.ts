import { and, eq, inArray, isNull, ne, sql } from 'drizzle-orm';
import {
  accountContacts,
  accountOnboardingRegistry,
  accounts,
  authorities,
  authorityPermissions,
  requestTasks,
} from '../../platform/db/schema';
import { ApiError } from '../../platform/http/errors';
import type { AccountRow, WorkflowStep } from '../definition';

/**
 * A registration number may belong to one LIVE account only. A new application is also refused while an
 * earlier one for the number waits for review (`pending: 'refuse'`): the reference accepted it, so the same
 * person could apply twice and regulators reviewed both (ADR 28).
 */
export async function assertRegistrationNumberFree(
  step: WorkflowStep,
  registrationNumber: string | null | undefined,
  options: { exceptAccountId?: number; pending?: 'refuse' } = {},
): Promise<void> {
  if (!registrationNumber) return;
  const statuses: ('LIVE' | 'AWAITING_APPROVAL')[] =
    options.pending === 'refuse' ? ['LIVE', 'AWAITING_APPROVAL'] : ['LIVE'];
  const [holder] = await step.tx
    .select({ id: accounts.id })
    .from(accounts)
    .where(
      and(
        sql`upper(${accounts.registrationNumber}) = upper(${registrationNumber.trim()})`,
        inArray(accounts.status, statuses),
        options.exceptAccountId === undefined ? undefined : ne(accounts.id, options.exceptAccountId),
      ),
    )
    .limit(1);
  if (holder) throw new ApiError('ACCOUNT1001', [registrationNumber]);
  // Not found at Companies House → NOTFOUND1001; unavailable → COMPANYINFO100x (503): nothing is saved.
  await step.services.companyInformation.lookup(registrationNumber);
}

/** Whether a regulator uploaded this (email, registration number) pair as verified. */
export async function isVerifiedPair(
  step: WorkflowStep,
  email: string,
  registrationNumber: string | undefined,
): Promise<boolean> {
  if (!registrationNumber) return false;
  const [row] = await step.tx
    .select({ id: accountOnboardingRegistry.id })
    .from(accountOnboardingRegistry)
    .where(
      and(
        eq(accountOnboardingRegistry.email, email.toLowerCase()),
        eq(accountOnboardingRegistry.registrationNumber, registrationNumber),
      ),
    );
  return Boolean(row);
}

/**
 * The account goes LIVE with the applicant as its Advanced user and primary contact; the onboarding
 * registry row, if any, is marked ONBOARDED; unassigned operator tasks on the account go to them.
 */
export async function activateAccount(
  step: WorkflowStep,
  account: AccountRow,
  applicantId: string,
): Promise<void> {
  await assertRegistrationNumberFree(step, account.registrationNumber, { exceptAccountId: account.id });
  const { tx } = step;
  await tx
    .update(accounts)
    .set({ status: 'LIVE', acceptedDate: step.now })
    .where(eq(accounts.id, account.id));
  const [authority] = await tx
    .insert(authorities)
    .values({
      userId: applicantId,
      code: 'operator_admin',
      status: 'ACTIVE',
      accountId: account.id,
      createdBy: applicantId,
      creationDate: step.now,
    })
    .returning({ id: authorities.id });
  if (!authority) throw new Error('authority insert returned nothing');
  await tx.insert(authorityPermissions).values(
    step.operatorRolePermissions('operator_admin').map((permission) => ({
      authorityId: authority.id,
      permission,
    })),
  );
  await tx
    .insert(accountContacts)
    .values({ accountId: account.id, contactType: 'PRIMARY', userId: applicantId })
    .onConflictDoUpdate({
      target: [accountContacts.accountId, accountContacts.contactType],
      set: { userId: applicantId },
    });
  if (account.registrationNumber) {
    await tx
      .update(accountOnboardingRegistry)
      .set({ status: 'ONBOARDED' })
      .where(eq(accountOnboardingRegistry.registrationNumber, account.registrationNumber));
  }
  // The first primary contact picks up operator tasks nobody has (none exist today; kept for reports).
  const operatorTaskTypes = step.taskTypesOf('OPERATOR');
  await tx
    .update(requestTasks)
    .set({ assignee: applicantId })
    .where(
      and(
        eq(requestTasks.accountId, account.id),
        isNull(requestTasks.assignee),
        sql`${requestTasks.type} in ${operatorTaskTypes}`,
      ),
    );
}
