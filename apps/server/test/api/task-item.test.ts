import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accounts, requestTaskHistory, requestTasks } from '../../src/platform/db/schema';
import { createTestApp, type TestApp } from '../support/test-app';
import { caller, OTHER_OPERATOR, REGULATOR } from './workflow-helpers';

const start = {
  requestCreateActionType: 'ACCOUNT_CLOSURE',
  requestCreateActionPayload: { payloadType: 'EMPTY_PAYLOAD' },
};

// Issue 39: task pages name the organisation, and a completed task is told apart from one that never existed.
describe('GET /tasks/{id}', () => {
  let t: TestApp;
  let call: ReturnType<typeof caller>;
  let accountId: number;
  let requestId: string;
  let taskId: number;

  beforeAll(async () => {
    t = await createTestApp();
    call = caller(t);
    const [account] = await t.database.db
      .select({ id: accounts.id })
      .from(accounts)
      .where(eq(accounts.name, 'Demo Subsidiary 02 Ltd'));
    if (!account) throw new Error('no demo account');
    accountId = account.id;
    const created = await call(REGULATOR, 'POST', `/requests?accountId=${accountId}`, start);
    requestId = created.json<{ requestId: string }>().requestId;
    const [task] = await t.database.db
      .select()
      .from(requestTasks)
      .where(eq(requestTasks.requestId, requestId));
    if (!task) throw new Error('no task');
    taskId = task.id;
  });
  afterAll(async () => t.close());

  it("names the task's organisation", async () => {
    const view = await call(REGULATOR, 'GET', `/tasks/${taskId}`);
    expect(view.json().requestInfo).toMatchObject({
      id: requestId,
      accountId,
      accountName: 'Demo Subsidiary 02 Ltd',
    });
  });

  it('names the request of a completed task to those who may see it, and nothing else', async () => {
    const completedId = taskId + 100_000;
    await t.database.db.insert(requestTaskHistory).values({
      id: completedId,
      requestId,
      type: 'ACCOUNT_CLOSURE_SUBMIT',
      startDate: new Date(),
    });
    const completed = await call(REGULATOR, 'GET', `/tasks/${completedId}`);
    expect(completed.statusCode).toBe(404);
    expect(completed.json()).toMatchObject({
      code: 'NOTFOUND1001',
      data: [{ completedTask: { requestId, requestType: 'ACCOUNT_CLOSURE', accountId } }],
    });

    // Someone without access to the account learns no more than for a task that never existed.
    const outsider = await call(OTHER_OPERATOR, 'GET', `/tasks/${completedId}`);
    expect(outsider.statusCode).toBe(404);
    expect(outsider.json().data).toEqual([]);
    const never = await call(REGULATOR, 'GET', `/tasks/${completedId + 1}`);
    expect(never.statusCode).toBe(404);
    expect(never.json()).toMatchObject({ code: 'NOTFOUND1001', data: [] });
  });
});
