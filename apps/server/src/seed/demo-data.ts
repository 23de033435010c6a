import { and, count, eq, isNotNull } from 'drizzle-orm';
import type { Database, Transaction } from '../platform/db';
import {
  accountContacts,
  accounts,
  authorities,
  authorityPermissions,
  requestActions,
  requestTasks,
  requests,
  userCredentials,
  users,
} from '../platform/db/schema';
import type { RequestTaskType, RequestType } from '../workflow/catalogue';
import { requestTypeDefinitions, servicePermissions } from '../workflow/registry';
import { deriveWorkflowTables } from '../workflow/tables';
import { hashPassword } from '../idp/passwords';
import { seedDemoReports } from './demo-reports';
import { demoNotifications, seedDemoNotifications } from './demo-notifications';

export const DEMO_PASSWORD = 'Password123!Demo';
export const DEMO_TOTP_SECRET = 'JBSWY3DPEHPK3PXP';

export const demoUsers = [
  {
    email: 'regulator@example.gov.uk',
    firstName: 'Rita',
    lastName: 'Regulator',
    lands: 'Tasks dashboard (regulator, England, every permission)',
  },
  {
    email: 'operator@example.com',
    firstName: 'Olivia',
    lastName: 'Operator',
    lands: 'Tasks dashboard (Advanced user and primary contact)',
  },
  {
    email: 'colleague.operator@example.com',
    firstName: 'Colin',
    lastName: 'Colleague',
    lands: 'Tasks dashboard (Advanced user on the same accounts)',
  },
  {
    email: 'verifier@example.com',
    firstName: 'Victor',
    lastName: 'Verifier',
    lands: 'Tasks dashboard (verifier)',
  },
  {
    email: 'new.operator@example.com',
    firstName: 'Nina',
    lastName: 'Newcomer',
    lands: 'Landing page: apply for an organisation account',
  },
  {
    email: 'applicant@example.com',
    firstName: 'Amal',
    lastName: 'Applicant',
    lands: 'Landing page: apply (has three applications waiting for a regulator)',
  },
  {
    email: 'disabled.operator@example.com',
    firstName: 'Dana',
    lastName: 'Disabled',
    lands: 'Landing page: account disabled (their only authority is DISABLED)',
  },
  {
    email: 'awaiting.operator@example.com',
    firstName: 'Ari',
    lastName: 'Awaiting',
    lands: 'Landing page: waiting for activation (accepted an invitation)',
  },
  {
    email: 'terms.pending@example.com',
    firstName: 'Tariq',
    lastName: 'Terms',
    lands: 'Terms and conditions first (has not accepted them yet)',
  },
  {
    email: 'restricted.operator@example.com',
    firstName: 'Rosa',
    lastName: 'Restricted',
    lands: 'Tasks dashboard (Restricted user on Demo Organisation Ltd)',
  },
  {
    email: 'other.operator@example.com',
    firstName: 'Oscar',
    lastName: 'Other',
    lands: 'Tasks dashboard (Advanced user and primary contact of Other Company Ltd)',
  },
  {
    email: 'regulator.readonly@example.gov.uk',
    firstName: 'Reggie',
    lastName: 'Readonly',
    lands: 'Tasks dashboard (regulator, England, can only view account applications)',
  },
  {
    email: 'twofactor.change@example.com',
    firstName: 'Tom',
    lastName: 'Twofactor',
    lands:
      'Tasks dashboard (Restricted user of Other Company Ltd; the e2e journey changes their authenticator)',
  },
  {
    email: 'second.applicant@example.com',
    firstName: 'Sam',
    lastName: 'Second',
    lands: 'Landing page: apply (the e2e business-errors journey applies twice with one registration number)',
  },
  {
    email: 'verified.applicant@example.com',
    firstName: 'Vera',
    lastName: 'Verified',
    lands:
      'Landing page: apply (the e2e upload journey lists them as verified, so their application is approved at once)',
  },
] as const;

/** Demo users who have not accepted any terms yet, so they see the terms screen first. */
const termsNotAccepted = new Set<string>(['terms.pending@example.com']);

type DemoEmail = (typeof demoUsers)[number]['email'];

const address = { addressLine1: '1 Example Street', city: 'London', postcode: 'SW1A 1AA' };

async function createUsers(tx: Transaction): Promise<Record<DemoEmail, string>> {
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  const ids = {} as Record<DemoEmail, string>;
  for (const person of demoUsers) {
    const [row] = await tx
      .insert(users)
      .values({
        email: person.email,
        firstName: person.firstName,
        lastName: person.lastName,
        status: 'REGISTERED',
        jobTitle: 'Energy manager',
        phoneNumberCode: 'GB44',
        phoneNumber: '2079460000',
        addressLine1: address.addressLine1,
        addressCity: address.city,
        addressPostcode: address.postcode,
        addressCountry: 'GB',
        termsVersion: termsNotAccepted.has(person.email) ? null : 1,
      })
      .returning({ id: users.id });
    if (!row) throw new Error(`could not create ${person.email}`);
    ids[person.email] = row.id;
    await tx.insert(userCredentials).values({ userId: row.id, passwordHash, totpSecret: DEMO_TOTP_SECRET });
  }
  return ids;
}

async function grant(
  tx: Transaction,
  values: typeof authorities.$inferInsert,
  permissions: readonly string[],
): Promise<void> {
  const [authority] = await tx.insert(authorities).values(values).returning({ id: authorities.id });
  if (!authority) throw new Error('could not create authority');
  await tx
    .insert(authorityPermissions)
    .values(permissions.map((permission) => ({ authorityId: authority.id, permission })));
}

async function createAccount(
  tx: Transaction,
  name: string,
  registrationNumber: string | null,
  status: 'LIVE' | 'AWAITING_APPROVAL',
) {
  const [account] = await tx
    .insert(accounts)
    .values({
      name,
      registrationNumber,
      status,
      competentAuthority: 'ENGLAND',
      location: 'ENGLAND',
      addressLine1: address.addressLine1,
      city: address.city,
      postcode: address.postcode,
      classificationCodes: ['70100'],
      acceptedDate: status === 'LIVE' ? new Date('2024-01-15T10:00:00Z') : null,
    })
    .returning({ id: accounts.id });
  if (!account) throw new Error(`could not create ${name}`);
  return account.id;
}

// Demo requests carry the ids their workflows would give them.
const { requestIdFor } = deriveWorkflowTables(requestTypeDefinitions);
// Demo users get what the role templates and the regulator groups grant, as the workflows declare them.
const { allRegulatorPermissions, operatorRoles } = servicePermissions;

async function createTask(
  tx: Transaction,
  accountId: number,
  requestType: RequestType,
  taskType: RequestTaskType,
  assignee: string | null,
  startDate: Date,
) {
  const requestId = requestIdFor(requestType, accountId);
  await tx.insert(requests).values({
    id: requestId,
    type: requestType,
    status: 'IN_PROGRESS',
    accountId,
    competentAuthority: 'ENGLAND',
    metadata: requestType.endsWith('_P3') ? { phase: 'PHASE_3' } : null,
    creationDate: startDate,
  });
  await tx
    .insert(requestTasks)
    .values({ requestId, type: taskType, accountId, competentAuthority: 'ENGLAND', assignee, startDate });
}

/**
 * An application as the account-opening workflow leaves it: the account AWAITING_APPROVAL, the request
 * with its applicant, the timeline entry and an unassigned review task for the regulators.
 */
async function createApplication(
  tx: Transaction,
  applicantId: string,
  name: string,
  index: number,
  submitted: Date,
) {
  // Approval checks the number at Companies House again: the first uses a fixture company the
  // embedded provider knows, the others have none (a registration number is optional).
  const registrationNumber = index === 0 ? 'NI012345' : null;
  const accountId = await createAccount(tx, name, registrationNumber, 'AWAITING_APPROVAL');
  const account = {
    ...(registrationNumber ? { registrationNumber } : {}),
    name,
    competentAuthority: 'ENGLAND',
    line1: address.addressLine1,
    city: address.city,
    postcode: address.postcode,
    type: 'SIC',
    codes: ['70100'],
  };
  const participantDetails = {
    firstName: 'Amal',
    lastName: 'Applicant',
    jobTitle: 'Energy manager',
    email: 'applicant@example.com',
    line1: address.addressLine1,
    city: address.city,
    postcode: address.postcode,
  };
  const requestId = requestIdFor('ORGANISATION_ACCOUNT_OPENING', accountId);
  await tx.insert(requests).values({
    id: requestId,
    type: 'ORGANISATION_ACCOUNT_OPENING',
    status: 'IN_PROGRESS',
    accountId,
    competentAuthority: 'ENGLAND',
    payload: { account, participantDetails, operatorAssignee: applicantId },
    creationDate: submitted,
    submissionDate: submitted,
  });
  await tx.insert(requestActions).values({
    requestId,
    type: 'ORGANISATION_ACCOUNT_OPENING_APPLICATION_SUBMITTED',
    payload: {
      payloadType: 'ORGANISATION_ACCOUNT_OPENING_APPLICATION_SUBMITTED_PAYLOAD',
      account,
      participantDetails,
    },
    submitterId: applicantId,
    submitter: 'Amal Applicant',
    creationDate: submitted,
  });
  await tx.insert(requestTasks).values({
    requestId,
    type: 'ORGANISATION_ACCOUNT_OPENING_APPLICATION_REVIEW',
    accountId,
    competentAuthority: 'ENGLAND',
    payload: { payloadType: 'ORGANISATION_ACCOUNT_OPENING_APPLICATION_PAYLOAD', account, participantDetails },
    startDate: submitted,
  });
}

/**
 * Demo people, accounts and tasks for the embedded default, created once on first start so the
 * service can be tried straight away. Never runs in production (config refuses it).
 */
export async function seedDemoData(db: Database): Promise<boolean> {
  const [existing] = await db.select({ total: count() }).from(users);
  if ((existing?.total ?? 0) > 0) return false;

  await db.transaction(async (tx) => {
    const ids = await createUsers(tx);
    await grant(
      tx,
      { userId: ids['regulator@example.gov.uk'], status: 'ACTIVE', competentAuthority: 'ENGLAND' },
      allRegulatorPermissions,
    );
    await grant(
      tx,
      {
        userId: ids['verifier@example.com'],
        status: 'ACTIVE',
        verificationBodyId: 1,
        code: 'verifier_admin',
      },
      ['PERM_TASK_ASSIGNMENT'],
    );

    const day = (offset: number) => new Date(Date.UTC(2026, 9, 1 + offset, 9, 0, 0));
    const notificationAccounts: number[] = [];
    // Olivia is the lead contact for a group of undertakings: enough tasks that her list pages.
    const oliviasAccounts: number[] = [];
    for (let index = 0; index < 14; index++) {
      const name =
        index === 0 ? 'Demo Organisation Ltd' : `Demo Subsidiary ${String(index).padStart(2, '0')} Ltd`;
      const accountId = await createAccount(tx, name, String(10_000_000 + index).padStart(8, '0'), 'LIVE');
      oliviasAccounts.push(accountId);
      if (index === 0) {
        // People whose only authority is not active: they see the disabled and awaiting-activation pages.
        await grant(
          tx,
          { userId: ids['disabled.operator@example.com'], status: 'DISABLED', accountId, code: 'operator' },
          operatorRoles.operator.permissions,
        );
        await grant(
          tx,
          { userId: ids['awaiting.operator@example.com'], status: 'ACCEPTED', accountId, code: 'operator' },
          operatorRoles.operator.permissions,
        );
      }
      await grant(
        tx,
        { userId: ids['operator@example.com'], status: 'ACTIVE', accountId, code: 'operator_admin' },
        operatorRoles.operator_admin.permissions,
      );
      await grant(
        tx,
        {
          userId: ids['colleague.operator@example.com'],
          status: 'ACTIVE',
          accountId,
          code: 'operator_admin',
        },
        operatorRoles.operator_admin.permissions,
      );
      await tx
        .insert(accountContacts)
        .values({ accountId, contactType: 'PRIMARY', userId: ids['operator@example.com'] });
      if (index < demoNotifications.length) notificationAccounts.push(accountId);
      if (index < 3) {
        await createTask(
          tx,
          accountId,
          'ACTION_PLAN_P3',
          'ACTION_PLAN_P3_APPLICATION_SUBMIT',
          ids['colleague.operator@example.com'],
          day(20 + index),
        );
      }
      if (index >= 11) {
        await createTask(
          tx,
          accountId,
          'PROGRESS_UPDATE_1_P3',
          'PROGRESS_UPDATE_1_P3_APPLICATION_SUBMIT',
          null,
          day(30 + index),
        );
      }
    }
    // Her notifications of compliance, one for each way through the form (see demo-notifications.ts).
    await seedDemoNotifications(
      tx,
      notificationAccounts,
      {
        submitter: { id: ids['operator@example.com'], fullName: 'Olivia Operator' },
        reviewer: ids['restricted.operator@example.com'],
      },
      day,
    );
    await seedDemoReports(
      tx,
      oliviasAccounts,
      {
        olivia: { id: ids['operator@example.com'], fullName: 'Olivia Operator' },
        colin: { id: ids['colleague.operator@example.com'], fullName: 'Colin Colleague' },
      },
      day,
    );
    // Applications waiting for a regulator, and one closure the regulator is working on.
    for (let index = 0; index < 3; index++) {
      await createApplication(
        tx,
        ids['applicant@example.com'],
        `Applicant Company ${index + 1} plc`,
        index,
        day(40 + index),
      );
    }
    const closingAccount = await createAccount(tx, 'Closing Down Ltd', '30000000', 'LIVE');
    await createTask(
      tx,
      closingAccount,
      'ACCOUNT_CLOSURE',
      'ACCOUNT_CLOSURE_SUBMIT',
      ids['regulator@example.gov.uk'],
      day(45),
    );
    // As the closure workflow starts it: the regulator remembered as its assignee, an empty reason.
    const closureId = requestIdFor('ACCOUNT_CLOSURE', closingAccount);
    await tx
      .update(requests)
      .set({ payload: { regulatorAssignee: ids['regulator@example.gov.uk'] } })
      .where(eq(requests.id, closureId));
    await tx
      .update(requestTasks)
      .set({ payload: { payloadType: 'ACCOUNT_CLOSURE_APPLICATION_SUBMIT_PAYLOAD' } })
      .where(eq(requestTasks.requestId, closureId));
    await seedOperatorUsersDemo(tx, ids);
    await seedRegulatorUsersDemo(tx, ids);
  });
  return true;
}

/**
 * For the users and contacts pages: a Restricted user on Olivia's first account (the one the
 * disabled and awaiting demo users are on), and an Advanced user of a separate account, who must not
 * see or change Olivia's.
 */
async function seedOperatorUsersDemo(tx: Transaction, ids: Record<DemoEmail, string>): Promise<void> {
  const [first] = await tx
    .select({ accountId: authorities.accountId })
    .from(authorities)
    .where(
      and(eq(authorities.userId, ids['awaiting.operator@example.com']), isNotNull(authorities.accountId)),
    );
  if (first?.accountId) {
    await grant(
      tx,
      {
        userId: ids['restricted.operator@example.com'],
        status: 'ACTIVE',
        accountId: first.accountId,
        code: 'operator',
      },
      operatorRoles.operator.permissions,
    );
  }
  const otherAccount = await createAccount(tx, 'Other Company Ltd', '40000000', 'LIVE');
  await grant(
    tx,
    {
      userId: ids['other.operator@example.com'],
      status: 'ACTIVE',
      accountId: otherAccount,
      code: 'operator_admin',
    },
    operatorRoles.operator_admin.permissions,
  );
  await tx
    .insert(accountContacts)
    .values({ accountId: otherAccount, contactType: 'PRIMARY', userId: ids['other.operator@example.com'] });
  // Only the browser journey that removes and re-enrols an authenticator app signs in as Tom.
  await grant(
    tx,
    {
      userId: ids['twofactor.change@example.com'],
      status: 'ACTIVE',
      accountId: otherAccount,
      code: 'operator',
    },
    operatorRoles.operator.permissions,
  );
}

/**
 * For the regulator users pages: a regulator who may only view account applications (so cannot manage
 * users), and the demo verifier may manage the users of their verification body.
 */
async function seedRegulatorUsersDemo(tx: Transaction, ids: Record<DemoEmail, string>): Promise<void> {
  await grant(
    tx,
    { userId: ids['regulator.readonly@example.gov.uk'], status: 'ACTIVE', competentAuthority: 'ENGLAND' },
    ['PERM_ORGANISATION_ACCOUNT_OPENING_APPLICATION_REVIEW_VIEW_TASK'],
  );
  const [verifier] = await tx
    .select({ id: authorities.id })
    .from(authorities)
    .where(eq(authorities.userId, ids['verifier@example.com']));
  if (verifier) {
    await tx
      .insert(authorityPermissions)
      .values({ authorityId: verifier.id, permission: 'PERM_VB_USERS_EDIT' });
  }
}
