import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authorities, requestActions, requests, storedFiles, users } from '../../src/platform/db/schema';
import { loadUserContext } from '../../src/domain/current-user';
import type { RequestCreateActionType } from '../../src/workflow/catalogue';
import { startAuthority } from '../../src/workflow/engine/create-service';
import { createTestApp, type TestApp } from '../support/test-app';
import {
  APPLICANT,
  applyForAccount,
  caller,
  OPERATOR,
  OTHER_OPERATOR,
  READ_ONLY_REGULATOR,
  REGULATOR,
  RESTRICTED_OPERATOR,
  VERIFIER,
} from './workflow-helpers';
import { requestTypeDefinitions } from '../../src/workflow/registry';
import { deriveWorkflowTables } from '../../src/workflow/tables';

/** The service's workflows, as the engine derives them. */
const workflowTables = deriveWorkflowTables(requestTypeDefinitions);

interface Item {
  taskId: number;
  taskType: string;
  isNew: boolean;
  accountName?: string;
  requestId: string;
}

describe('requests, timeline and request items', () => {
  let t: TestApp;
  let call: ReturnType<typeof caller>;
  /** The account of the restricted user, where Olivia (OPERATOR) is the Advanced user. */
  let accountId: number;
  let nocRequestId: string;
  let apRequestId: string;

  beforeAll(async () => {
    t = await createTestApp();
    call = caller(t);
    const [authority] = await t.database.db
      .select({ accountId: authorities.accountId })
      .from(authorities)
      .where(eq(authorities.userId, await t.userId(RESTRICTED_OPERATOR)));
    accountId = authority?.accountId ?? 0;
    const ofType = async (type: 'NOTIFICATION_OF_COMPLIANCE_P3' | 'ACTION_PLAN_P3') => {
      const [row] = await t.database.db
        .select({ id: requests.id })
        .from(requests)
        .where(and(eq(requests.accountId, accountId), eq(requests.type, type)));
      if (!row) throw new Error(`no demo ${type}`);
      return row.id;
    };
    nocRequestId = await ofType('NOTIFICATION_OF_COMPLIANCE_P3');
    apRequestId = await ofType('ACTION_PLAN_P3');
  });
  afterAll(async () => t.close());

  it('shows a request to members of its account or competent authority only', async () => {
    const { requestId } = await applyForAccount(t, 'Details Ltd');
    const details = await call(REGULATOR, 'GET', `/requests/${requestId}`);
    expect(details.statusCode).toBe(200);
    expect(details.json()).toEqual({
      id: requestId,
      requestType: 'ORGANISATION_ACCOUNT_OPENING',
      requestStatus: 'IN_PROGRESS',
      creationDate: new Date().toISOString().slice(0, 10),
      // Named so a page can link to the request's own page below its account (issue 39).
      accountId: expect.any(Number),
    });
    expect((await call(READ_ONLY_REGULATOR, 'GET', `/requests/${requestId}`)).statusCode).toBe(200);
    // The applicant has no authority on the account until it is approved.
    for (const email of [APPLICANT, OPERATOR, VERIFIER]) {
      expect((await call(email, 'GET', `/requests/${requestId}`)).statusCode).toBe(403);
    }
    const noc = await call(RESTRICTED_OPERATOR, 'GET', `/requests/${nocRequestId}`);
    expect(noc.json()).toMatchObject({
      requestType: 'NOTIFICATION_OF_COMPLIANCE_P3',
      requestMetadata: { phase: 'PHASE_3' },
    });
    expect((await call(OTHER_OPERATOR, 'GET', `/requests/${nocRequestId}`)).statusCode).toBe(403);
    // An unknown id looks like someone else's request.
    expect((await call(REGULATOR, 'GET', '/requests/ACC999999')).statusCode).toBe(403);
  });

  it("searches an account's workflows by category, type and status, newest first", async () => {
    const search = (email: string, criteria: Record<string, unknown>) =>
      call(email, 'POST', '/requests/workflows', { accountId, pageNumber: 0, pageSize: 10, ...criteria });
    const reporting = await search(OPERATOR, { category: 'REPORTING' });
    expect(reporting.statusCode).toBe(200);
    const body = reporting.json<{ requestDetails: { id: string; creationDate: string }[]; total: number }>();
    expect(body.requestDetails.map((row) => row.id)).toEqual([apRequestId, nocRequestId]);
    expect(body.total).toBe(2);
    expect(body.requestDetails[0]?.creationDate).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    const page = (await search(REGULATOR, { category: 'REPORTING', pageSize: 1, pageNumber: 1 })).json<
      typeof body
    >();
    expect(page).toMatchObject({ total: 2, requestDetails: [{ id: nocRequestId }] });
    const typed = await search(RESTRICTED_OPERATOR, {
      category: 'REPORTING',
      requestTypes: ['ACTION_PLAN_P3'],
    });
    expect(typed.json<typeof body>().requestDetails.map((row) => row.id)).toEqual([apRequestId]);
    expect(
      (await search(OPERATOR, { category: 'REPORTING', requestStatuses: ['COMPLETED'] })).json(),
    ).toEqual({
      requestDetails: [],
      total: 0,
    });
    expect((await search(OPERATOR, { category: 'PERMIT' })).json()).toMatchObject({ total: 0 });
    expect((await search(OPERATOR, { category: 'CA' })).json()).toMatchObject({ total: 0 });
    for (const email of [OTHER_OPERATOR, APPLICANT, VERIFIER]) {
      expect((await search(email, { category: 'REPORTING' })).statusCode).toBe(403);
    }
    expect((await search(OPERATOR, { category: 'NOPE' })).statusCode).toBe(400);
    const { requestId } = await applyForAccount(t, 'Permit Ltd');
    const [opened] = await t.database.db.select().from(requests).where(eq(requests.id, requestId));
    const permit = await call(REGULATOR, 'POST', '/requests/workflows', {
      accountId: opened?.accountId,
      category: 'PERMIT',
      pageNumber: 0,
      pageSize: 10,
    });
    expect(permit.json()).toMatchObject({
      total: 1,
      requestDetails: [{ id: requestId, requestStatus: 'IN_PROGRESS' }],
    });
  });

  it('offers each member only the registered workflows they may start, to members only', async () => {
    for (const email of [OPERATOR, RESTRICTED_OPERATOR, REGULATOR]) {
      const available = await call(email, 'GET', `/requests/available-workflows/permit/${accountId}`);
      expect(available.statusCode).toBe(200);
      // The regulators' account closure; the Advanced user's reports (the notification refused here
      // because the account has one already); nothing for the Restricted user.
      const expected = {
        [REGULATOR]: ['ACCOUNT_CLOSURE'],
        [OPERATOR]: [
          'ACTION_PLAN_P3',
          'NOTIFICATION_OF_COMPLIANCE_P3',
          'PROGRESS_UPDATE_1_P3',
          'PROGRESS_UPDATE_2_P3',
        ],
        [RESTRICTED_OPERATOR]: [],
      }[email];
      expect(Object.keys(available.json()).sort()).toEqual(expected);
      if (email === OPERATOR) {
        expect(available.json()).toMatchObject({
          NOTIFICATION_OF_COMPLIANCE_P3: { valid: false, requests: ['NOTIFICATION_OF_COMPLIANCE_P3'] },
        });
      }
      const related = await call(
        email,
        'GET',
        `/requests/available-workflows/reporting/related-actions/${nocRequestId}`,
      );
      // The regulators may return a notification once it is submitted: not yet (it is in review).
      expect(related.json()).toEqual(
        email === REGULATOR
          ? {
              // Named: the notification itself is still in progress (the account is LIVE, no reason).
              RE_INITIATE_NOTIFICATION_OF_COMPLIANCE_P3: {
                valid: false,
                requests: ['NOTIFICATION_OF_COMPLIANCE_P3'],
              },
            }
          : {},
      );
    }
    for (const email of [OTHER_OPERATOR, VERIFIER]) {
      expect((await call(email, 'GET', `/requests/available-workflows/permit/${accountId}`)).statusCode).toBe(
        403,
      );
      expect(
        (await call(email, 'GET', `/requests/available-workflows/reporting/related-actions/${nocRequestId}`))
          .statusCode,
      ).toBe(403);
    }
  });

  it('needs the create action permission on the account to start an account workflow', async () => {
    const account = { id: accountId, competentAuthority: 'ENGLAND' as const };
    const contextOf = async (email: string) => loadUserContext(t.database.db, await t.userId(email));
    const createAuthority = (
      context: Awaited<ReturnType<typeof contextOf>>,
      actionType: RequestCreateActionType,
      on: typeof account,
    ) => {
      const start = workflowTables.startAction(actionType);
      if (!start) throw new Error(`no workflow starts with ${actionType}`);
      return startAuthority(context, start.rule, on);
    };
    expect(
      createAuthority(await contextOf(OPERATOR), 'NOTIFICATION_OF_COMPLIANCE_P3', account),
    ).not.toBeNull();
    expect(createAuthority(await contextOf(OPERATOR), 'ACTION_PLAN_P3', account)).not.toBeNull();
    // Restricted users only view the notification; regulators start closures and re-initiations.
    expect(
      createAuthority(await contextOf(RESTRICTED_OPERATOR), 'NOTIFICATION_OF_COMPLIANCE_P3', account),
    ).toBeNull();
    expect(
      createAuthority(await contextOf(OTHER_OPERATOR), 'NOTIFICATION_OF_COMPLIANCE_P3', account),
    ).toBeNull();
    expect(createAuthority(await contextOf(REGULATOR), 'NOTIFICATION_OF_COMPLIANCE_P3', account)).toBeNull();
    expect(createAuthority(await contextOf(REGULATOR), 'ACCOUNT_CLOSURE', account)).not.toBeNull();
    expect(createAuthority(await contextOf(READ_ONLY_REGULATOR), 'ACCOUNT_CLOSURE', account)).toBeNull();
    expect(createAuthority(await contextOf(OPERATOR), 'ACCOUNT_CLOSURE', account)).toBeNull();
  });

  it('keeps the timeline for members, newest first, with the full snapshot of each entry', async () => {
    const { requestId, task } = await applyForAccount(t, 'Timeline Ltd');
    const list = await call(REGULATOR, 'GET', `/request-actions?requestId=${requestId}`);
    expect(list.statusCode).toBe(200);
    const entries = list.json<{ id: number; type: string; submitter?: string; creationDate: string }[]>();
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({ type: 'ORGANISATION_ACCOUNT_OPENING_APPLICATION_SUBMITTED' });
    expect(entries[0]?.submitter).toEqual(expect.any(String));
    for (const email of [APPLICANT, OPERATOR, VERIFIER]) {
      expect((await call(email, 'GET', `/request-actions?requestId=${requestId}`)).statusCode).toBe(403);
    }
    expect((await call(REGULATOR, 'GET', '/request-actions?requestId=ACC999999')).statusCode).toBe(403);

    const id = entries[0]?.id ?? 0;
    const [stored] = await t.database.db.select().from(requestActions).where(eq(requestActions.id, id));
    const entry = await call(READ_ONLY_REGULATOR, 'GET', `/request-actions/${id}`);
    expect(entry.statusCode).toBe(200);
    const [opened] = await t.database.db.select().from(requests).where(eq(requests.id, requestId));
    expect(entry.json()).toMatchObject({
      id,
      type: 'ORGANISATION_ACCOUNT_OPENING_APPLICATION_SUBMITTED',
      requestId,
      requestType: 'ORGANISATION_ACCOUNT_OPENING',
      requestAccountId: opened?.accountId,
      competentAuthority: 'ENGLAND',
    });
    // Nothing of the snapshot is lost on the way out.
    expect(entry.json().payload).toEqual(stored?.payload);
    expect((await call(OPERATOR, 'GET', `/request-actions/${id}`)).statusCode).toBe(403);
    expect((await call(REGULATOR, 'GET', '/request-actions/987654321')).statusCode).toBe(404);

    // Approved: the applicant becomes a member and sees both entries, the decision first.
    const regulatorId = await t.userId(REGULATOR);
    await call(REGULATOR, 'POST', '/tasks-assignment/assign', { taskId: task.id, userId: regulatorId });
    const decided = await call(REGULATOR, 'POST', '/tasks/actions', {
      requestTaskId: task.id,
      requestTaskActionType: 'ORGANISATION_ACCOUNT_OPENING_SUBMIT_DECISION',
      requestTaskActionPayload: {
        payloadType: 'ORGANISATION_ACCOUNT_OPENING_SUBMIT_DECISION_PAYLOAD',
        decision: 'APPROVED',
        reason: 'All in order',
      },
    });
    expect(decided.statusCode).toBe(204);
    const afterwards = await call(APPLICANT, 'GET', `/request-actions?requestId=${requestId}`);
    const types = afterwards.json<{ id: number; type: string }[]>();
    expect(types.map((row) => row.type)).toEqual([
      'ORGANISATION_ACCOUNT_OPENING_APPROVED',
      'ORGANISATION_ACCOUNT_OPENING_APPLICATION_SUBMITTED',
    ]);
    const approval = await call(APPLICANT, 'GET', `/request-actions/${types[0]?.id}`);
    expect(approval.json().payload).toMatchObject({
      decision: { decision: 'APPROVED', reason: 'All in order' },
    });
    expect((await call(APPLICANT, 'GET', `/requests/${requestId}`)).json()).toMatchObject({
      requestStatus: 'APPROVED',
    });
  });

  it('gives a download token only for an attachment of the request that a reporting entry lists', async () => {
    const listed = '11111111-1111-4111-8111-111111111111';
    // Another request's attachment, listed by this entry (the payload is what a submitter wrote).
    const foreign = '33333333-3333-4333-8333-333333333333';
    const attachment = (uuid: string, requestId: string) => ({
      uuid,
      kind: 'ATTACHMENT' as const,
      fileName: 'evidence.pdf',
      contentType: 'application/pdf',
      size: 4,
      content: Buffer.from('%PDF'),
      status: 'SUBMITTED' as const,
      requestId,
    });
    await t.database.db
      .insert(storedFiles)
      .values([attachment(listed, nocRequestId), attachment(foreign, apRequestId)]);
    const [entry] = await t.database.db
      .insert(requestActions)
      .values({
        requestId: nocRequestId,
        type: 'NOTIFICATION_OF_COMPLIANCE_P3_APPLICATION_SUBMITTED',
        payload: { nocAttachments: { [listed]: 'evidence.pdf', [foreign]: 'not ours.pdf' } },
      })
      .returning();
    const url = (uuid: string) => `/request-action-attachments/${entry?.id}?attachmentUuid=${uuid}`;
    const token = await call(RESTRICTED_OPERATOR, 'GET', url(listed));
    expect(token.statusCode).toBe(200);
    expect(token.json()).toEqual({ token: expect.any(String), tokenExpirationMinutes: expect.any(Number) });
    expect((await call(REGULATOR, 'GET', url(listed))).statusCode).toBe(200);
    expect((await call(OPERATOR, 'GET', url('22222222-2222-4222-8222-222222222222'))).statusCode).toBe(404);
    expect((await call(REGULATOR, 'GET', url(foreign))).statusCode).toBe(404);
    expect((await call(OTHER_OPERATOR, 'GET', url(listed))).statusCode).toBe(403);
    expect((await call(OPERATOR, 'GET', url('not-a-uuid'))).statusCode).toBe(400);
    // Account opening entries have no attachments rule.
    const { requestId } = await applyForAccount(t, 'No Attachments Ltd');
    const [submitted] = await t.database.db
      .select()
      .from(requestActions)
      .where(eq(requestActions.requestId, requestId));
    const opening = await call(
      REGULATOR,
      'GET',
      `/request-action-attachments/${submitted?.id}?attachmentUuid=${listed}`,
    );
    expect(opening.statusCode).toBe(403);
  });

  it('refuses file document tokens to everyone, as the reference does', async () => {
    const [entry] = await t.database.db
      .select()
      .from(requestActions)
      .orderBy(asc(requestActions.id))
      .limit(1);
    for (const email of [REGULATOR, OPERATOR]) {
      const refused = await call(
        email,
        'GET',
        `/request-action-file-documents/${entry?.id ?? 1}?fileDocumentUuid=11111111-1111-4111-8111-111111111111`,
      );
      expect(refused.statusCode).toBe(403);
    }
  });

  it("lists a request's open tasks the caller may view, as dashboard items", async () => {
    const { requestId, task } = await applyForAccount(t, 'Items Ltd');
    const items = async (email: string, id = requestId) => call(email, 'GET', `/items/${id}`);
    const regulator = await items(REGULATOR);
    expect(regulator.statusCode).toBe(200);
    expect(regulator.json()).toMatchObject({
      totalItems: 1,
      items: [
        {
          taskId: task.id,
          requestId,
          requestType: 'ORGANISATION_ACCOUNT_OPENING',
          taskType: 'ORGANISATION_ACCOUNT_OPENING_APPLICATION_REVIEW',
          accountName: 'Items Ltd',
          competentAuthority: 'ENGLAND',
          isNew: true,
        },
      ],
    });
    const assigned = await call(REGULATOR, 'POST', '/tasks-assignment/assign', {
      taskId: task.id,
      userId: await t.userId(REGULATOR),
    });
    expect(assigned.statusCode).toBe(204);
    const page = async () =>
      (await call(REGULATOR, 'GET', `/tasks/${task.id}`)).json<{
        requestTask: { assigneeUserId?: string; assigneeFullName?: string };
      }>().requestTask;
    const { assigneeUserId, assigneeFullName } = await page();
    expect(assigneeUserId).toBe(await t.userId(REGULATOR));
    const [assignee] = await t.database.db
      .select({ firstName: users.firstName, lastName: users.lastName })
      .from(users)
      .where(eq(users.id, assigneeUserId ?? ''));
    expect(assigneeFullName).toBe(`${assignee?.firstName} ${assignee?.lastName}`);
    expect((await items(REGULATOR)).json<{ items: Item[] }>().items[0]?.isNew).toBe(false);
    // A second visit finds the first and writes nothing.
    expect((await page()).assigneeFullName).toBe(assigneeFullName);
    expect((await items(READ_ONLY_REGULATOR)).json<{ items: Item[] }>().items[0]?.isNew).toBe(true);
    for (const email of [APPLICANT, OPERATOR, VERIFIER]) expect((await items(email)).statusCode).toBe(403);
    expect((await items(REGULATOR, 'ACC999999')).statusCode).toBe(403);

    // Operators see their own tasks; a member without the task's view permission sees none.
    const noc = (await items(RESTRICTED_OPERATOR, nocRequestId)).json<{
      items: Item[];
      totalItems: number;
    }>();
    // The demo notification is with her for review; she also sees Olivia waiting for it.
    expect(noc.items.map((item) => item.taskType).sort()).toEqual([
      'NOTIFICATION_OF_COMPLIANCE_P3_APPLICATION_EDIT',
      'NOTIFICATION_OF_COMPLIANCE_P3_WAIT_FOR_EDIT',
    ]);
    expect((await items(RESTRICTED_OPERATOR, apRequestId)).json()).toEqual({ items: [], totalItems: 0 });
    expect((await items(OPERATOR, apRequestId)).json()).toMatchObject({ totalItems: 1 });
    // Regulators are members of the account but hold no operator task permissions.
    expect((await items(REGULATOR, nocRequestId)).json()).toEqual({ items: [], totalItems: 0 });
    expect((await items(OTHER_OPERATOR, nocRequestId)).statusCode).toBe(403);
  });
});
