import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  accountContacts,
  accountOnboardingRegistry,
  accounts,
  authorities,
  mailOutbox,
  requestActions,
  requests,
  requestTaskHistory,
  requestTasks,
} from '../../src/platform/db/schema';
import { createTestApp, type TestApp } from '../support/test-app';

const APPLICANT = 'new.operator@example.com';
const REGULATOR = 'regulator@example.gov.uk';
const READ_ONLY_REGULATOR = 'regulator.readonly@example.gov.uk';

const application = (overrides: Record<string, unknown> = {}) => ({
  requestCreateActionType: 'ORGANISATION_ACCOUNT_OPENING_SUBMIT_APPLICATION',
  requestCreateActionPayload: {
    payloadType: 'ORGANISATION_ACCOUNT_OPENING_SUBMIT_APPLICATION_PAYLOAD',
    name: 'Applicant Widgets Ltd',
    competentAuthority: 'ENGLAND',
    line1: '1 High Street',
    city: 'Leeds',
    postcode: 'LS1 1AA',
    type: 'SIC',
    codes: ['28110'],
    ...overrides,
  },
});

describe('organisation account opening', () => {
  let t: TestApp;
  const call = async (
    email: string,
    method: 'GET' | 'POST',
    url: string,
    payload?: unknown,
  ): Promise<{ statusCode: number; json: () => Record<string, unknown> }> => {
    const response = await t.app.inject({
      method,
      url,
      headers: { authorization: `Bearer ${await t.tokenFor(email)}` },
      ...(payload === undefined ? {} : { payload: payload as object }),
    });
    return { statusCode: response.statusCode, json: () => response.json() as Record<string, unknown> };
  };
  const apply = (overrides?: Record<string, unknown>, email = APPLICANT) =>
    call(email, 'POST', '/api/v1.0/requests', application(overrides));
  const reviewTaskOf = async (requestId: string) => {
    const [task] = await t.database.db
      .select()
      .from(requestTasks)
      .where(eq(requestTasks.requestId, requestId));
    if (!task) throw new Error(`no task for ${requestId}`);
    return task;
  };
  const requestOf = async (requestId: string) => {
    const [request] = await t.database.db.select().from(requests).where(eq(requests.id, requestId));
    if (!request) throw new Error(`no request ${requestId}`);
    return request;
  };
  const accountOf = async (accountId: number | null) => {
    if (accountId === null) throw new Error('no account');
    const [account] = await t.database.db.select().from(accounts).where(eq(accounts.id, accountId));
    if (!account) throw new Error(`no account ${accountId}`);
    return account;
  };
  const timeline = async (requestId: string) =>
    (
      await t.database.db
        .select({ type: requestActions.type, submitter: requestActions.submitter })
        .from(requestActions)
        .where(eq(requestActions.requestId, requestId))
        .orderBy(requestActions.id)
    ).map((row) => row.type);
  const latestMail = async (to: string) => {
    const [row] = await t.database.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.recipient, to))
      .orderBy(desc(mailOutbox.id))
      .limit(1);
    return row;
  };
  const decide = async (taskId: number, decision: 'APPROVED' | 'REJECTED', reason = 'Checked the records') =>
    call(REGULATOR, 'POST', '/api/v1.0/tasks/actions', {
      requestTaskId: taskId,
      requestTaskActionType: 'ORGANISATION_ACCOUNT_OPENING_SUBMIT_DECISION',
      requestTaskActionPayload: {
        payloadType: 'ORGANISATION_ACCOUNT_OPENING_SUBMIT_DECISION_PAYLOAD',
        decision,
        reason,
      },
    });
  const assignToRegulator = async (taskId: number) => {
    const response = await call(REGULATOR, 'POST', '/api/v1.0/tasks-assignment/assign', {
      taskId,
      userId: await t.userId(REGULATOR),
    });
    if (response.statusCode === 404) {
      // Until the assignment routes exist, assign directly: what is tested here is the review itself.
      await t.database.db
        .update(requestTasks)
        .set({ assignee: await t.userId(REGULATOR) })
        .where(eq(requestTasks.id, taskId));
    }
  };

  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => t.close());

  it('refuses an application with missing or invalid details, saving nothing', async () => {
    const before = await t.database.db.select({ id: accounts.id }).from(accounts);
    const response = await apply({ name: '  ', codes: [], type: 'OTHER' });
    expect(response.statusCode).toBe(400);
    expect(response.json().code).toBe('FORM1001');
    const fields = (response.json().data as { fieldName: string }[]).map((error) => error.fieldName);
    expect(fields).toEqual(
      expect.arrayContaining(['requestCreateActionPayload.name', 'requestCreateActionPayload.codes']),
    );
    const notUk = await apply({ postcode: '75008' });
    expect(notUk.json()).toMatchObject({
      code: 'FORM1001',
      data: [{ fieldName: 'requestCreateActionPayload.postcode' }],
    });
    // Any case and spacing of a full UK postcode will do.
    expect((await apply({ postcode: ' ls11aa ', registrationNumber: '87654321' })).json().code).toBe(
      'NOTFOUND1001',
    );
    const unknownField = await apply({ favouriteColour: 'blue' });
    expect(unknownField.statusCode).toBe(400);
    expect(await t.database.db.select({ id: accounts.id }).from(accounts)).toHaveLength(before.length);
  });

  it('checks the registration number at Companies House and against LIVE accounts', async () => {
    expect((await apply({ registrationNumber: '87654321' })).json().code).toBe('NOTFOUND1001');
    const unavailable = await apply({ registrationNumber: '99999999' });
    expect(unavailable.statusCode).toBe(503);
    expect(unavailable.json().code).toBe('COMPANYINFO1001');
    const [live] = await t.database.db.select().from(accounts).where(eq(accounts.status, 'LIVE')).limit(1);
    if (!live) throw new Error('demo data has no LIVE account');
    await t.database.db
      .update(accounts)
      .set({ registrationNumber: 'OC301234' })
      .where(eq(accounts.id, live.id));
    const duplicate = await apply({ registrationNumber: 'OC301234' });
    expect(duplicate.json()).toMatchObject({ code: 'ACCOUNT1001', data: ['OC301234'] });
  });

  it('does not let regulators apply', async () => {
    expect((await apply({}, REGULATOR)).statusCode).toBe(403);
  });

  it('sends an unverified application to the regulators, who approve it: the applicant runs the account', async () => {
    const created = await apply({ registrationNumber: '12345678' });
    expect(created.statusCode).toBe(200);
    const requestId = created.json().requestId as string;
    const request = await requestOf(requestId);
    expect(requestId).toBe(`ACC${String(request.accountId).padStart(6, '0')}`);
    expect(request.status).toBe('IN_PROGRESS');
    const account = await accountOf(request.accountId);
    expect(account).toMatchObject({
      status: 'AWAITING_APPROVAL',
      registrationNumber: '12345678',
      location: 'ENGLAND',
    });
    expect(await timeline(requestId)).toEqual(['ORGANISATION_ACCOUNT_OPENING_APPLICATION_SUBMITTED']);

    // The applicant's landing page lists it; nobody else's does; a second application for the number waits.
    const pending = async (email: string) =>
      (await call(email, 'GET', '/api/v1.0/organisation/account-applications/pending')).json();
    expect(await pending(APPLICANT)).toEqual({
      applications: [
        {
          requestId,
          accountName: 'Applicant Widgets Ltd',
          registrationNumber: '12345678',
          competentAuthority: 'ENGLAND',
          submissionDate: expect.any(String),
        },
      ],
    });
    expect(await pending('operator@example.com')).toEqual({ applications: [] });
    expect(
      (await call(REGULATOR, 'GET', '/api/v1.0/organisation/account-applications/pending')).statusCode,
    ).toBe(403);
    const accountsBefore = await t.database.db.select({ id: accounts.id }).from(accounts);
    const again = await apply({ registrationNumber: '12345678' });
    expect(again.statusCode).toBe(400);
    expect(again.json()).toMatchObject({ code: 'ACCOUNT1001', data: ['12345678'] });
    expect((await apply({ registrationNumber: '12345678' }, 'operator@example.com')).json().code).toBe(
      'ACCOUNT1001',
    );
    expect(await t.database.db.select({ id: accounts.id }).from(accounts)).toHaveLength(
      accountsBefore.length,
    );

    const task = await reviewTaskOf(requestId);
    expect(task.type).toBe('ORGANISATION_ACCOUNT_OPENING_APPLICATION_REVIEW');
    // The applicant cannot see the regulators' task; a regulator can, but may act only once assigned.
    expect((await call(APPLICANT, 'GET', `/api/v1.0/tasks/${task.id}`)).statusCode).toBe(403);
    const view = await call(REGULATOR, 'GET', `/api/v1.0/tasks/${task.id}`);
    expect(view.statusCode).toBe(200);
    expect(view.json()).toMatchObject({
      requestTask: {
        id: task.id,
        type: 'ORGANISATION_ACCOUNT_OPENING_APPLICATION_REVIEW',
        assignable: true,
        payload: {
          payloadType: 'ORGANISATION_ACCOUNT_OPENING_APPLICATION_PAYLOAD',
          account: { name: 'Applicant Widgets Ltd', registrationNumber: '12345678', codes: ['28110'] },
          participantDetails: { email: APPLICANT },
        },
      },
      userAssignCapable: true,
      requestInfo: { id: requestId, type: 'ORGANISATION_ACCOUNT_OPENING', competentAuthority: 'ENGLAND' },
    });
    expect((await decide(task.id, 'APPROVED')).json().code).toBe('REQUEST_TASK_ACTION1001');

    await assignToRegulator(task.id);
    const assigned = await call(REGULATOR, 'GET', `/api/v1.0/tasks/${task.id}`);
    expect(assigned.json().allowedRequestTaskActions).toEqual([
      'ORGANISATION_ACCOUNT_OPENING_AMEND_APPLICATION',
      'ORGANISATION_ACCOUNT_OPENING_SUBMIT_DECISION',
    ]);
    // A read-only reviewer sees the task but never gets actions.
    const readOnly = await call(READ_ONLY_REGULATOR, 'GET', `/api/v1.0/tasks/${task.id}`);
    expect(readOnly.json().allowedRequestTaskActions).toEqual([]);

    const amend = await call(REGULATOR, 'POST', '/api/v1.0/tasks/actions', {
      requestTaskId: task.id,
      requestTaskActionType: 'ORGANISATION_ACCOUNT_OPENING_AMEND_APPLICATION',
      requestTaskActionPayload: {
        payloadType: 'ORGANISATION_ACCOUNT_OPENING_AMEND_APPLICATION_PAYLOAD',
        name: 'Applicant Widgets Limited',
        line1: '2 High Street',
        city: 'Leeds',
        postcode: 'LS1 2AA',
        type: 'OTHER',
        otherTypeName: 'NACE',
        codes: ['C28.1', 'D35.1'],
      },
    });
    expect(amend.statusCode).toBe(204);
    expect(await accountOf(request.accountId)).toMatchObject({
      name: 'Applicant Widgets Limited',
      classificationType: 'OTHER',
      classificationOtherName: 'NACE',
      classificationCodes: ['C28.1', 'D35.1'],
      registrationNumber: '12345678',
    });

    const tooLong = await decide(task.id, 'APPROVED', 'x'.repeat(256));
    expect(tooLong.json().code).toBe('FORM1001');
    expect((await decide(task.id, 'APPROVED')).statusCode).toBe(204);

    const approved = await requestOf(requestId);
    expect(approved.status).toBe('APPROVED');
    expect(approved.endDate).not.toBeNull();
    expect(approved.payload).toBeNull();
    expect(await accountOf(request.accountId)).toMatchObject({ status: 'LIVE' });
    expect((await accountOf(request.accountId)).acceptedDate).not.toBeNull();
    expect(
      await t.database.db.select().from(requestTasks).where(eq(requestTasks.requestId, requestId)),
    ).toEqual([]);
    expect(
      await t.database.db
        .select()
        .from(requestTaskHistory)
        .where(eq(requestTaskHistory.requestId, requestId)),
    ).toHaveLength(1);
    expect(await timeline(requestId)).toEqual([
      'ORGANISATION_ACCOUNT_OPENING_APPLICATION_SUBMITTED',
      'ORGANISATION_ACCOUNT_OPENING_APPROVED',
    ]);
    const applicantId = await t.userId(APPLICANT);
    const [authority] = await t.database.db
      .select()
      .from(authorities)
      .where(and(eq(authorities.userId, applicantId), eq(authorities.accountId, request.accountId ?? 0)));
    expect(authority).toMatchObject({ code: 'operator_admin', status: 'ACTIVE' });
    const [primary] = await t.database.db
      .select()
      .from(accountContacts)
      .where(
        and(
          eq(accountContacts.accountId, request.accountId ?? 0),
          eq(accountContacts.contactType, 'PRIMARY'),
        ),
      );
    expect(primary?.userId).toBe(applicantId);
    expect(await latestMail(APPLICANT)).toMatchObject({ template: 'AccountApplicationApproved' });
    expect(await pending(APPLICANT)).toEqual({ applications: [] });
    const state = await call(APPLICANT, 'GET', '/api/v1.0/authorities/current-user-state');
    expect(state.json()).toMatchObject({ status: 'ENABLED', roleType: 'OPERATOR' });
    // The completed task is gone: a second decision finds nothing.
    expect((await decide(task.id, 'REJECTED')).statusCode).toBe(404);
  });

  it('rejects an application with the reason: the account is DENIED and the applicant told why', async () => {
    const created = await apply({ name: 'Rejected Things Ltd' }, 'other.operator@example.com');
    const requestId = created.json().requestId as string;
    const task = await reviewTaskOf(requestId);
    await assignToRegulator(task.id);
    expect((await decide(task.id, 'REJECTED', 'Not a UK undertaking')).statusCode).toBe(204);
    const request = await requestOf(requestId);
    expect(request.status).toBe('REJECTED');
    expect(await accountOf(request.accountId)).toMatchObject({ status: 'DENIED' });
    expect(await timeline(requestId)).toEqual([
      'ORGANISATION_ACCOUNT_OPENING_APPLICATION_SUBMITTED',
      'ORGANISATION_ACCOUNT_OPENING_REJECTED',
    ]);
    const mail = await latestMail('other.operator@example.com');
    expect(mail).toMatchObject({ template: 'AccountApplicationRejected' });
    expect(mail?.body).toContain('Not a UK undertaking');
  });

  it('opens the account at once for a pair a regulator uploaded as verified', async () => {
    const regulatorId = await t.userId(REGULATOR);
    await t.database.db.insert(accountOnboardingRegistry).values({
      email: 'colleague.operator@example.com',
      registrationNumber: 'SC765432',
      submitterId: regulatorId,
      competentAuthority: 'ENGLAND',
    });
    const created = await apply(
      { registrationNumber: 'sc765432', name: 'Highland Heat Ltd', competentAuthority: 'SCOTLAND' },
      'colleague.operator@example.com',
    );
    expect(created.statusCode).toBe(200);
    const request = await requestOf(created.json().requestId as string);
    expect(request.status).toBe('COMPLETED');
    expect(await timeline(request.id)).toEqual(['ORGANISATION_ACCOUNT_OPENING_CREATED']);
    expect(
      await t.database.db.select().from(requestTasks).where(eq(requestTasks.requestId, request.id)),
    ).toEqual([]);
    expect(await accountOf(request.accountId)).toMatchObject({
      status: 'LIVE',
      competentAuthority: 'SCOTLAND',
      location: 'SCOTLAND',
    });
    const [registry] = await t.database.db
      .select()
      .from(accountOnboardingRegistry)
      .where(eq(accountOnboardingRegistry.registrationNumber, 'SC765432'));
    expect(registry?.status).toBe('ONBOARDED');
    expect(await latestMail('colleague.operator@example.com')).toMatchObject({
      template: 'OrganisationAccountCreated',
    });
  });

  it('lets a regulator decide the demo applications, which are complete workflows', async () => {
    const [demo] = await t.database.db
      .select()
      .from(requestTasks)
      .where(eq(requestTasks.type, 'ORGANISATION_ACCOUNT_OPENING_APPLICATION_REVIEW'))
      .orderBy(requestTasks.id)
      .limit(1);
    if (!demo) throw new Error('no demo application');
    await assignToRegulator(demo.id);
    expect((await decide(demo.id, 'APPROVED')).statusCode).toBe(204);
    expect(await latestMail('applicant@example.com')).toMatchObject({
      template: 'AccountApplicationApproved',
    });
  });

  it('lets exactly one of two simultaneous decisions on a task win', async () => {
    const created = await apply({ name: 'Race Condition Ltd' }, 'restricted.operator@example.com');
    const requestId = created.json().requestId as string;
    const task = await reviewTaskOf(requestId);
    await assignToRegulator(task.id);
    const outcomes = await Promise.all([decide(task.id, 'APPROVED'), decide(task.id, 'REJECTED')]);
    const statuses = outcomes.map((outcome) => outcome.statusCode).sort();
    expect(statuses[0]).toBe(204);
    expect(statuses[1]).toBeGreaterThanOrEqual(400);
    const request = await requestOf(requestId);
    expect(['APPROVED', 'REJECTED']).toContain(request.status);
    expect(
      (await timeline(requestId)).filter(
        (type) => type !== 'ORGANISATION_ACCOUNT_OPENING_APPLICATION_SUBMITTED',
      ),
    ).toHaveLength(1);
  });
});
