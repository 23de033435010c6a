import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  accounts,
  mailOutbox,
  requestActions,
  requests,
  requestTaskHistory,
  requestTasks,
} from '../../src/platform/db/schema';
import { createTestApp, type TestApp } from '../support/test-app';
import { caller, OPERATOR, READ_ONLY_REGULATOR, REGULATOR } from './workflow-helpers';

const start = {
  requestCreateActionType: 'ACCOUNT_CLOSURE',
  requestCreateActionPayload: { payloadType: 'EMPTY_PAYLOAD' },
};
const action = (
  taskId: number,
  type: string,
  payload: Record<string, unknown> = { payloadType: 'EMPTY_PAYLOAD' },
) => ({
  requestTaskId: taskId,
  requestTaskActionType: type,
  requestTaskActionPayload: payload,
});
const saveReason = (taskId: number, reason: string) =>
  action(taskId, 'ACCOUNT_CLOSURE_SAVE_APPLICATION_SUBMIT', {
    payloadType: 'ACCOUNT_CLOSURE_SAVE_APPLICATION_SUBMIT_PAYLOAD',
    accountClosure: { reason },
  });

describe('account closure', () => {
  let t: TestApp;
  let call: ReturnType<typeof caller>;
  /** A LIVE demo account of Olivia's with a Phase 3 notification still in progress. */
  let accountId: number;

  beforeAll(async () => {
    t = await createTestApp();
    call = caller(t);
    const [account] = await t.database.db
      .select({ id: accounts.id })
      .from(accounts)
      .where(eq(accounts.name, 'Demo Subsidiary 01 Ltd'));
    if (!account) throw new Error('no demo account');
    accountId = account.id;
  });
  afterAll(async () => t.close());

  const taskOf = async (requestId: string) => {
    const [task] = await t.database.db
      .select()
      .from(requestTasks)
      .where(eq(requestTasks.requestId, requestId));
    return task;
  };

  it('is offered to regulators who may close accounts, and only on LIVE accounts', async () => {
    const offered = await call(REGULATOR, 'GET', `/requests/available-workflows/permit/${accountId}`);
    expect(offered.json()).toMatchObject({ ACCOUNT_CLOSURE: { valid: true } });
    expect(
      (await call(READ_ONLY_REGULATOR, 'GET', `/requests/available-workflows/permit/${accountId}`)).json(),
    ).toEqual({});
    expect(
      (await call(OPERATOR, 'GET', `/requests/available-workflows/permit/${accountId}`)).json(),
    ).not.toHaveProperty('ACCOUNT_CLOSURE');
    expect((await call(OPERATOR, 'POST', `/requests?accountId=${accountId}`, start)).statusCode).toBe(403);
    expect(
      (await call(READ_ONLY_REGULATOR, 'POST', `/requests?accountId=${accountId}`, start)).statusCode,
    ).toBe(403);
    const [applying] = await t.database.db
      .select({ id: accounts.id })
      .from(accounts)
      .where(eq(accounts.status, 'AWAITING_APPROVAL'))
      .limit(1);
    const refused = await call(REGULATOR, 'POST', `/requests?accountId=${applying?.id}`, start);
    // The account's status is the reason: it is given, with the statuses that would do.
    expect(refused.json()).toEqual({
      code: 'REQUEST_CREATE_ACTION1000',
      message: 'Request create action not allowed',
      security: true,
      data: [
        {
          valid: false,
          accountStatus: { name: 'AWAITING_APPROVAL' },
          applicableAccountStatuses: [{ name: 'LIVE' }],
        },
      ],
    });
  });

  it('can be cancelled, which leaves the account as it was', async () => {
    const created = await call(REGULATOR, 'POST', `/requests?accountId=${accountId}`, start);
    expect(created.statusCode).toBe(200);
    const requestId = created.json<{ requestId: string }>().requestId;
    expect(requestId).toBe(`ACL${String(accountId).padStart(6, '0')}`);
    // Only one closure at a time.
    expect((await call(REGULATOR, 'POST', `/requests?accountId=${accountId}`, start)).json().code).toBe(
      'REQUEST_CREATE_ACTION1000',
    );
    const task = await taskOf(requestId);
    expect(task?.assignee).toBe(await t.userId(REGULATOR));
    const view = await call(REGULATOR, 'GET', `/tasks/${task?.id}`);
    expect(view.json().allowedRequestTaskActions).toEqual([
      'ACCOUNT_CLOSURE_SAVE_APPLICATION_SUBMIT',
      'ACCOUNT_CLOSURE_SUBMIT_APPLICATION',
      'ACCOUNT_CLOSURE_CANCEL_APPLICATION',
    ]);
    expect(
      (
        await call(
          REGULATOR,
          'POST',
          '/tasks/actions',
          action(task!.id, 'ACCOUNT_CLOSURE_CANCEL_APPLICATION'),
        )
      ).statusCode,
    ).toBe(204);
    const [request] = await t.database.db.select().from(requests).where(eq(requests.id, requestId));
    expect(request?.status).toBe('CANCELLED');
    expect(await taskOf(requestId)).toBeUndefined();
    expect(
      await t.database.db
        .select()
        .from(requestTaskHistory)
        .where(eq(requestTaskHistory.requestId, requestId)),
    ).toEqual([]);
    const [account] = await t.database.db.select().from(accounts).where(eq(accounts.id, accountId));
    expect(account?.status).toBe('LIVE');
  });

  it('needs a reason, then closes the account, ends its other workflows and tells its operators', async () => {
    const created = await call(REGULATOR, 'POST', `/requests?accountId=${accountId}`, start);
    const requestId = created.json<{ requestId: string }>().requestId;
    // The cancelled closure keeps its id, so this one is the second.
    expect(requestId).toBe(`ACL${String(accountId).padStart(6, '0')}-2`);
    const task = (await taskOf(requestId))!;
    expect(
      (
        await call(REGULATOR, 'POST', '/tasks/actions', action(task.id, 'ACCOUNT_CLOSURE_SUBMIT_APPLICATION'))
      ).json().code,
    ).toBe('ACL1001');
    const tooLong = await call(REGULATOR, 'POST', '/tasks/actions', saveReason(task.id, 'x'.repeat(10_001)));
    expect(tooLong.json().code).toBe('FORM1001');
    expect(
      (await call(REGULATOR, 'POST', '/tasks/actions', saveReason(task.id, 'The company has been dissolved')))
        .statusCode,
    ).toBe(204);
    const view = await call(REGULATOR, 'GET', `/tasks/${task.id}`);
    expect(view.json<{ requestTask: { payload: unknown } }>().requestTask.payload).toEqual({
      payloadType: 'ACCOUNT_CLOSURE_APPLICATION_SUBMIT_PAYLOAD',
      accountClosure: { reason: 'The company has been dissolved' },
    });
    const running = await t.database.db
      .select()
      .from(requests)
      .where(and(eq(requests.accountId, accountId), eq(requests.status, 'IN_PROGRESS')));
    const others = running.filter((request) => request.id !== requestId);
    expect(others.length).toBeGreaterThan(0);

    expect(
      (await call(REGULATOR, 'POST', '/tasks/actions', action(task.id, 'ACCOUNT_CLOSURE_SUBMIT_APPLICATION')))
        .statusCode,
    ).toBe(204);

    const [account] = await t.database.db.select().from(accounts).where(eq(accounts.id, accountId));
    expect(account?.status).toBe('CLOSED');
    const [closure] = await t.database.db.select().from(requests).where(eq(requests.id, requestId));
    expect(closure?.status).toBe('COMPLETED');
    const [submitted] = await t.database.db
      .select()
      .from(requestActions)
      .where(eq(requestActions.requestId, requestId))
      .orderBy(desc(requestActions.id));
    expect(submitted).toMatchObject({
      type: 'ACCOUNT_CLOSURE_APPLICATION_SUBMITTED',
      payload: { accountClosure: { reason: 'The company has been dissolved' } },
    });
    for (const other of others) {
      const [ended] = await t.database.db.select().from(requests).where(eq(requests.id, other.id));
      expect(ended?.status).toBe('TERMINATED');
      expect(ended?.endDate).not.toBeNull();
      expect(await taskOf(other.id)).toBeUndefined();
      const timeline = await t.database.db
        .select()
        .from(requestActions)
        .where(eq(requestActions.requestId, other.id));
      expect(timeline.map((entry) => entry.type)).toContain('REQUEST_TERMINATED');
    }
    const mails = await t.database.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.template, 'AccountClosed'));
    expect(mails.map((mail) => mail.recipient)).toEqual(
      expect.arrayContaining(['operator@example.com', 'colleague.operator@example.com']),
    );
    expect(mails[0]?.body).toContain('The company has been dissolved');
    // Closed: nothing more can start on it.
    expect((await call(REGULATOR, 'POST', `/requests?accountId=${accountId}`, start)).json().code).toBe(
      'REQUEST_CREATE_ACTION1000',
    );
  });
});
