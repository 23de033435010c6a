import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../../../apps/server/src/platform/db';
import {
  accountNotes,
  accounts,
  mailOutbox,
  requestActions,
  requestNotes,
  requests,
  requestTasks,
  storedFiles,
} from '../../../apps/server/src/platform/db/schema';
import type { ApiClient } from './api-client';
import type { DatabaseExpectation, Ledger } from './ledger';
import type { Reviewer } from './report-reviewer';
import { reportJourneys, type OpenedAccount } from './reports';

/**
 * The writes the reliability scripts drive through the API, as users make them today. Each journey
 * creates what it works on (so concurrent journeys never race each other for one task) and records
 * every acknowledged write in the ledger with what must then be found in the database.
 *
 * A new workflow's saves and submissions are one more entry in `writeJourneys`.
 */
export interface JourneyContext {
  ledger: Ledger;
  /** The regulator who reviews applications and closes accounts (England, every permission). */
  regulator: ApiClient;
  regulatorId: string;
  /** A registered person with no organisation, who applies for accounts (and then runs them). */
  applicant: ApiClient;
  /** A unique name for this journey's account, e.g. "Crash 3 17 Widgets Ltd". */
  uniqueName(): string;
  random(): number;
  /** A colleague the notification goes to for review; none: no review. */
  reviewer?: Reviewer;
}

export interface WriteJourney {
  name: string;
  /** How often it is chosen, relative to the others. */
  weight: number;
  /** One of the reports' journeys. */
  report?: boolean;
  run(context: JourneyContext): Promise<void>;
}

const PDF = (label: string) =>
  Buffer.from(`%PDF-1.4\n% ${label}\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n`, 'latin1');

const address = { line1: '1 Test Street', city: 'Leeds', postcode: 'LS1 1AA' };

// --- What the database must hold -------------------------------------------------------------------

const expect = (
  describe: string,
  check: (db: Database) => Promise<string | undefined>,
): DatabaseExpectation => ({
  describe,
  check,
});

const requestStatus = (requestId: string, status: string) =>
  expect(`request ${requestId} is ${status}`, async (db) => {
    const [row] = await db
      .select({ status: requests.status })
      .from(requests)
      .where(eq(requests.id, requestId));
    return row?.status === status ? undefined : `found ${row?.status ?? 'no request'}`;
  });

const accountState = (accountId: number, state: { name?: string; status?: string; line1?: string }) =>
  expect(`account ${accountId} is ${JSON.stringify(state)}`, async (db) => {
    const [row] = await db
      .select({ name: accounts.name, status: accounts.status, line1: accounts.addressLine1 })
      .from(accounts)
      .where(eq(accounts.id, accountId));
    if (!row) return 'no account';
    const differs = Object.entries(state).filter(
      ([field, value]) => row[field as keyof typeof row] !== value,
    );
    return differs.length === 0 ? undefined : `found ${JSON.stringify(row)}`;
  });

const taskAssignee = (taskId: number, assignee: string | null) =>
  expect(`task ${taskId} assigned to ${assignee ?? 'nobody'}`, async (db) => {
    const [row] = await db
      .select({ assignee: requestTasks.assignee })
      .from(requestTasks)
      .where(eq(requestTasks.id, taskId));
    if (!row) return 'no open task';
    return row.assignee === assignee ? undefined : `assigned to ${row.assignee ?? 'nobody'}`;
  });

const taskReason = (taskId: number, reason: string) =>
  expect(`task ${taskId} holds the saved reason`, async (db) => {
    const [row] = await db
      .select({ payload: requestTasks.payload })
      .from(requestTasks)
      .where(eq(requestTasks.id, taskId));
    const saved = (row?.payload as { accountClosure?: { reason?: string } } | null)?.accountClosure?.reason;
    return saved === reason ? undefined : `found ${JSON.stringify(saved ?? row?.payload ?? 'no task')}`;
  });

const mailsAbout = async (db: Database, template: string, text: string) =>
  (
    await db
      .select({ id: mailOutbox.id })
      .from(mailOutbox)
      .where(and(eq(mailOutbox.template, template), sql`position(${text} in ${mailOutbox.body}) > 0`))
  ).length;

const decided = (
  requestId: string,
  accountId: number,
  decision: 'APPROVED' | 'REJECTED',
  organisationId: string,
) =>
  expect(`${requestId} ${decision}, with its account, timeline entry and one email`, async (db) => {
    const request = await requestStatus(requestId, decision).check(db);
    if (request) return request;
    const account = await accountState(accountId, {
      status: decision === 'APPROVED' ? 'LIVE' : 'DENIED',
    }).check(db);
    // A later closure moves an approved account on to CLOSED; that is checked by the closure's own entry.
    if (account && !(decision === 'APPROVED' && account.includes('"CLOSED"'))) return account;
    const actions = await db
      .select({ type: requestActions.type })
      .from(requestActions)
      .where(
        and(
          eq(requestActions.requestId, requestId),
          eq(requestActions.type, `ORGANISATION_ACCOUNT_OPENING_${decision}`),
        ),
      );
    if (actions.length !== 1) return `${actions.length} decision timeline entries`;
    const template = decision === 'APPROVED' ? 'AccountApplicationApproved' : 'AccountApplicationRejected';
    const mails = await mailsAbout(db, template, `(${organisationId})`);
    return mails === 1 ? undefined : `${mails} ${template} emails`;
  });

const noteWithFile = (table: typeof requestNotes | typeof accountNotes, text: string, fileUuid: string) =>
  expect(`note "${text}" with file ${fileUuid}`, async (db) => {
    const notes = await db
      .select({ payload: table.payload })
      .from(table)
      .where(sql`${table.payload}->>'note' = ${text}`);
    if (notes.length !== 1) return `${notes.length} such notes`;
    if (!(fileUuid in (notes[0]?.payload.files ?? {}))) return 'the note lost its file';
    const [file] = await db
      .select({ status: storedFiles.status })
      .from(storedFiles)
      .where(eq(storedFiles.uuid, fileUuid));
    return file?.status === 'SUBMITTED' ? undefined : `file is ${file?.status ?? 'missing'}`;
  });

const closed = (requestId: string, accountId: number, organisationId: string) =>
  expect(`${requestId} closed account ${accountId}, operators told once`, async (db) => {
    const request = await requestStatus(requestId, 'COMPLETED').check(db);
    if (request) return request;
    const account = await accountState(accountId, { status: 'CLOSED' }).check(db);
    if (account) return account;
    const mails = await mailsAbout(db, 'AccountClosed', `(${organisationId})`);
    return mails === 1 ? undefined : `${mails} AccountClosed emails`;
  });

// --- Journeys ---------------------------------------------------------------------------------------

interface Application {
  requestId: string;
  taskId: number;
  accountId: number;
  organisationId: string;
  name: string;
}

async function apply(context: JourneyContext): Promise<Application> {
  const name = context.uniqueName();
  const { ledger, applicant, regulator } = context;
  const requestId = await ledger.write(
    `application:${name}`,
    (created: string) =>
      expect(`application ${created} for ${name} is saved`, async (db) => {
        const [row] = await db
          .select({ id: requests.id })
          .from(requests)
          .where(and(eq(requests.id, created), eq(requests.type, 'ORGANISATION_ACCOUNT_OPENING')));
        return row ? undefined : 'no request';
      }),
    async () =>
      (
        await applicant.call('POST', '/requests', {
          requestCreateActionType: 'ORGANISATION_ACCOUNT_OPENING_SUBMIT_APPLICATION',
          requestCreateActionPayload: {
            payloadType: 'ORGANISATION_ACCOUNT_OPENING_SUBMIT_APPLICATION_PAYLOAD',
            name,
            competentAuthority: 'ENGLAND',
            ...address,
            type: 'SIC',
            codes: ['28110'],
          },
        })
      ).json<{ requestId: string }>().requestId,
  );
  const [item] = (await regulator.call('GET', `/items/${requestId}`)).json<{
    items: { taskId: number; accountId?: number; accountOrganisationId?: string }[];
  }>().items;
  if (!item?.accountId || !item.accountOrganisationId) throw new Error(`no review task for ${requestId}`);
  return {
    requestId,
    taskId: item.taskId,
    accountId: item.accountId,
    organisationId: item.accountOrganisationId,
    name,
  };
}

async function assign(context: JourneyContext, taskId: number): Promise<void> {
  await context.ledger.write(`task:${taskId}`, taskAssignee(taskId, context.regulatorId), () =>
    context.regulator.call('POST', '/tasks-assignment/assign', { taskId, userId: context.regulatorId }),
  );
}

/** Apply, assign, release and assign again, amend the details, then approve or reject. */
async function reviewApplication(
  context: JourneyContext,
  decision: 'APPROVED' | 'REJECTED',
): Promise<Application> {
  const { ledger, regulator } = context;
  const application = await apply(context);
  const { taskId, accountId } = application;
  await assign(context, taskId);
  await ledger.write(`task:${taskId}`, taskAssignee(taskId, null), () =>
    regulator.call('DELETE', `/tasks-assignment/release/${taskId}`),
  );
  await assign(context, taskId);
  const amendedName = `${application.name} Amended`;
  await ledger.write(`account:${accountId}`, accountState(accountId, { name: amendedName }), () =>
    regulator.call('POST', '/tasks/actions', {
      requestTaskId: taskId,
      requestTaskActionType: 'ORGANISATION_ACCOUNT_OPENING_AMEND_APPLICATION',
      requestTaskActionPayload: {
        payloadType: 'ORGANISATION_ACCOUNT_OPENING_AMEND_APPLICATION_PAYLOAD',
        name: amendedName,
        ...address,
        type: 'SIC',
        codes: ['28110', '35110'],
      },
    }),
  );
  await decide(context, application, decision);
  return { ...application, name: amendedName };
}

async function decide(context: JourneyContext, application: Application, decision: 'APPROVED' | 'REJECTED') {
  const { requestId, taskId, accountId } = application;
  await context.ledger.write(
    `request:${requestId}`,
    decided(requestId, accountId, decision, application.organisationId),
    () =>
      context.regulator.call('POST', '/tasks/actions', {
        requestTaskId: taskId,
        requestTaskActionType: 'ORGANISATION_ACCOUNT_OPENING_SUBMIT_DECISION',
        requestTaskActionPayload: {
          payloadType: 'ORGANISATION_ACCOUNT_OPENING_SUBMIT_DECISION_PAYLOAD',
          decision,
          reason: `Decided by the reliability run: ${decision.toLowerCase()}`,
        },
      }),
    { supersedes: [`task:${taskId}`] },
  );
}

/** An application assigned and approved at once: the account the report journeys report on. */
async function approvedAccount(context: JourneyContext): Promise<OpenedAccount> {
  const application = await apply(context);
  await assign(context, application.taskId);
  await decide(context, application, 'APPROVED');
  return { accountId: application.accountId, name: application.name };
}

/** A note with a file on a request (regulator) and on the account (the applicant, once approved). */
async function notesWithFiles(context: JourneyContext, application: Application, approved: boolean) {
  const { ledger, regulator, applicant } = context;
  const requestNote = `Request note on ${application.requestId} ${Math.floor(context.random() * 1e9)}`;
  const requestFile = await regulator.upload(
    `/request-notes/upload/request/${application.requestId}`,
    'evidence.pdf',
    PDF(requestNote),
  );
  await ledger.write(`note:${requestNote}`, noteWithFile(requestNotes, requestNote, requestFile), () =>
    regulator.call('POST', '/request-notes', {
      requestId: application.requestId,
      note: requestNote,
      files: [requestFile],
    }),
  );
  if (!approved) return;
  const accountNote = `Account note on ${application.accountId} ${Math.floor(context.random() * 1e9)}`;
  const accountFile = await applicant.upload(
    `/account-notes/upload/account/${application.accountId}`,
    'sites.pdf',
    PDF(accountNote),
  );
  await ledger.write(`note:${accountNote}`, noteWithFile(accountNotes, accountNote, accountFile), () =>
    applicant.call('POST', '/account-notes', {
      accountId: application.accountId,
      note: accountNote,
      files: [accountFile],
    }),
  );
}

/** The new operator corrects their account's address. */
async function updateAccount(context: JourneyContext, application: Application) {
  const line1 = `${Math.floor(context.random() * 900) + 100} Updated Road`;
  await context.ledger.write(
    `account:${application.accountId}`,
    accountState(application.accountId, { name: application.name, line1 }),
    () =>
      context.applicant.call('POST', `/organisation/accounts/${application.accountId}`, {
        name: application.name,
        ...address,
        line1,
        type: 'SIC',
        codes: ['28110'],
      }),
  );
}

/** A regulator closes the account: saves the reason, then submits. */
async function closeAccount(context: JourneyContext, application: Application) {
  const { ledger, regulator } = context;
  const { accountId } = application;
  const requestId = await ledger.write(
    `closure:${accountId}`,
    (created: string) =>
      expect(`closure ${created} of account ${accountId} is saved`, async (db) => {
        const [row] = await db
          .select({ id: requests.id })
          .from(requests)
          .where(and(eq(requests.id, created), eq(requests.accountId, accountId)));
        return row ? undefined : 'no closure request';
      }),
    async () =>
      (
        await regulator.call('POST', `/requests?accountId=${accountId}`, {
          requestCreateActionType: 'ACCOUNT_CLOSURE',
          requestCreateActionPayload: { payloadType: 'EMPTY_PAYLOAD' },
        })
      ).json<{ requestId: string }>().requestId,
  );
  const taskId = (await regulator.call('GET', `/items/${requestId}`)).json<{ items: { taskId: number }[] }>()
    .items[0]?.taskId;
  if (!taskId) throw new Error(`no closure task for ${requestId}`);
  const reason = `Closed by the reliability run ${Math.floor(context.random() * 1e9)}`;
  await ledger.write(`task:${taskId}`, taskReason(taskId, reason), () =>
    regulator.call('POST', '/tasks/actions', {
      requestTaskId: taskId,
      requestTaskActionType: 'ACCOUNT_CLOSURE_SAVE_APPLICATION_SUBMIT',
      requestTaskActionPayload: {
        payloadType: 'ACCOUNT_CLOSURE_SAVE_APPLICATION_SUBMIT_PAYLOAD',
        accountClosure: { reason },
      },
    }),
  );
  await ledger.write(
    `closure:${accountId}`,
    closed(requestId, accountId, application.organisationId),
    () =>
      regulator.call('POST', '/tasks/actions', {
        requestTaskId: taskId,
        requestTaskActionType: 'ACCOUNT_CLOSURE_SUBMIT_APPLICATION',
        requestTaskActionPayload: { payloadType: 'EMPTY_PAYLOAD' },
      }),
    { supersedes: [`task:${taskId}`] },
  );
}

export const writeJourneys: WriteJourney[] = [
  {
    name: 'account opening approved, then notes, an update and a closure',
    weight: 3,
    async run(context) {
      const application = await reviewApplication(context, 'APPROVED');
      await notesWithFiles(context, application, true);
      await updateAccount(context, application);
      await closeAccount(context, application);
    },
  },
  {
    name: 'account opening rejected, with a note',
    weight: 1,
    async run(context) {
      const application = await reviewApplication(context, 'REJECTED');
      await notesWithFiles(context, application, false);
    },
  },
  ...reportJourneys(approvedAccount),
];

export function pickJourney(
  random: () => number,
  journeys: readonly WriteJourney[] = writeJourneys,
): WriteJourney {
  const total = journeys.reduce((sum, journey) => sum + journey.weight, 0);
  let point = random() * total;
  for (const journey of journeys) {
    point -= journey.weight;
    if (point < 0) return journey;
  }
  return journeys[journeys.length - 1] as WriteJourney;
}
