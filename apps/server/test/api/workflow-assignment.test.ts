import { and, count, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailOutbox, requests, requestTasks } from '../../src/platform/db/schema';
import { createTestApp, type TestApp } from '../support/test-app';
import {
  applyForAccount,
  caller,
  OPERATOR,
  OTHER_OPERATOR,
  READ_ONLY_REGULATOR,
  REGULATOR,
  RESTRICTED_OPERATOR,
} from './workflow-helpers';

describe('task assignment', () => {
  let t: TestApp;
  let call: ReturnType<typeof caller>;
  const taskOf = async (id: number) => {
    const [task] = await t.database.db.select().from(requestTasks).where(eq(requestTasks.id, id));
    if (!task) throw new Error(`no task ${id}`);
    return task;
  };
  const requestPayload = async (id: string) => {
    const [request] = await t.database.db.select().from(requests).where(eq(requests.id, id));
    return (request?.payload ?? {}) as Record<string, unknown>;
  };
  const assignedMails = async (to: string) => {
    const [row] = await t.database.db
      .select({ total: count() })
      .from(mailOutbox)
      .where(and(eq(mailOutbox.recipient, to), eq(mailOutbox.template, 'EmailAssignedTask')));
    return row?.total ?? 0;
  };
  /**
   * The demo Phase 3 notification submit task on the account the restricted user is on: the demo has
   * it with her for review, so she returns it first (once).
   */
  let returned: Promise<void> | undefined;
  const operatorTask = async () => {
    const review = async () => {
      const [edit] = await t.database.db
        .select()
        .from(requestTasks)
        .where(eq(requestTasks.type, 'NOTIFICATION_OF_COMPLIANCE_P3_APPLICATION_EDIT'));
      if (!edit) throw new Error('no demo notification in review');
      const back = await call(RESTRICTED_OPERATOR, 'POST', '/tasks/actions', {
        requestTaskId: edit.id,
        requestTaskActionType: 'NOTIFICATION_OF_COMPLIANCE_P3_RETURN_TO_SUBMIT',
        requestTaskActionPayload: { payloadType: 'EMPTY_PAYLOAD' },
      });
      if (back.statusCode !== 204) throw new Error(`return refused: ${back.statusCode}`);
    };
    returned ??= review();
    await returned;
    const [task] = await t.database.db
      .select()
      .from(requestTasks)
      .where(eq(requestTasks.type, 'NOTIFICATION_OF_COMPLIANCE_P3_APPLICATION_SUBMIT'))
      .orderBy(desc(requestTasks.id))
      .limit(1);
    if (!task) throw new Error('no demo notification task');
    return task;
  };

  beforeAll(async () => {
    t = await createTestApp();
    call = caller(t);
  });
  afterAll(async () => t.close());

  it('lists the candidates of a task to whoever may see it', async () => {
    const { task } = await applyForAccount(t, 'Candidates Ltd');
    const candidates = await call(REGULATOR, 'GET', `/tasks-assignment/${task.id}/candidate-assignees`);
    expect(candidates.statusCode).toBe(200);
    const people = candidates.json<{ id: string; firstName: string; lastName: string }[]>();
    // Only ACTIVE authorities with the review's execute permission: not the view-only regulator.
    expect(people.map((person) => person.id)).toContain(await t.userId(REGULATOR));
    expect(people.map((person) => person.id)).not.toContain(await t.userId(READ_ONLY_REGULATOR));
    expect(Object.keys(people[0] ?? {}).sort()).toEqual(['firstName', 'id', 'lastName']);
    // The reference's view rule: a view-only reviewer may see who could take it; an operator may not.
    expect(
      (await call(READ_ONLY_REGULATOR, 'GET', `/tasks-assignment/${task.id}/candidate-assignees`)).statusCode,
    ).toBe(200);
    expect((await call(OPERATOR, 'GET', `/tasks-assignment/${task.id}/candidate-assignees`)).statusCode).toBe(
      403,
    );
    expect((await call(REGULATOR, 'GET', '/tasks-assignment/987654321/candidate-assignees')).statusCode).toBe(
      404,
    );
  });

  it('lists candidates for another task type only to an operator working on a notification', async () => {
    const notification = await operatorTask();
    const url = `/tasks-assignment/${notification.id}/candidate-assignees/NOTIFICATION_OF_COMPLIANCE_P3_APPLICATION_EDIT`;
    const editors = await call(OPERATOR, 'GET', url);
    expect(editors.statusCode).toBe(200);
    // Restricted users hold the edit task's execute permission; Advanced users only view it.
    expect(editors.json<{ id: string }[]>().map((person) => person.id)).toEqual([
      await t.userId(RESTRICTED_OPERATOR),
    ]);
    for (const email of [RESTRICTED_OPERATOR, OTHER_OPERATOR, REGULATOR]) {
      expect((await call(email, 'GET', url)).statusCode).toBe(403);
    }
    const { task } = await applyForAccount(t, 'Other Type Ltd');
    const review = `/tasks-assignment/${task.id}/candidate-assignees/ORGANISATION_ACCOUNT_OPENING_APPLICATION_REVIEW`;
    expect((await call(REGULATOR, 'GET', review)).statusCode).toBe(403);
  });

  it('assigns a regulator task to a candidate: the pointer moves and the assignee is emailed every time', async () => {
    const { requestId, task } = await applyForAccount(t, 'Assigned Ltd');
    expect(task.assignee).toBeNull();
    const regulatorId = await t.userId(REGULATOR);
    const before = await assignedMails(REGULATOR);
    const assign = () =>
      call(REGULATOR, 'POST', '/tasks-assignment/assign', { taskId: task.id, userId: regulatorId });
    expect((await assign()).statusCode).toBe(204);
    expect((await taskOf(task.id)).assignee).toBe(regulatorId);
    expect((await requestPayload(requestId)).regulatorAssignee).toBe(regulatorId);
    expect(await assignedMails(REGULATOR)).toBe(before + 1);
    expect((await assign()).statusCode).toBe(204);
    expect(await assignedMails(REGULATOR)).toBe(before + 2);
  });

  it('refuses non-candidates (ITEM1000) and callers without the assignment permission', async () => {
    const { task } = await applyForAccount(t, 'Refused Ltd');
    const to = async (email: string, userEmail: string) =>
      call(email, 'POST', '/tasks-assignment/assign', { taskId: task.id, userId: await t.userId(userEmail) });
    for (const userEmail of [READ_ONLY_REGULATOR, OPERATOR]) {
      const refused = await to(REGULATOR, userEmail);
      expect(refused.statusCode).toBe(400);
      expect(refused.json().code).toBe('ITEM1000');
    }
    expect((await to(READ_ONLY_REGULATOR, REGULATOR)).statusCode).toBe(403);
    expect((await to(OPERATOR, REGULATOR)).statusCode).toBe(403);
    expect((await taskOf(task.id)).assignee).toBeNull();
    const unknown = await call(REGULATOR, 'POST', '/tasks-assignment/assign', {
      taskId: 987654321,
      userId: await t.userId(REGULATOR),
    });
    expect(unknown.statusCode).toBe(404);
    expect((await call(REGULATOR, 'POST', '/tasks-assignment/assign', { taskId: task.id })).statusCode).toBe(
      400,
    );
  });

  it('releases a regulator task, clearing the pointer; only for holders of the assignment permission', async () => {
    const { requestId, task } = await applyForAccount(t, 'Released Ltd');
    const regulatorId = await t.userId(REGULATOR);
    await call(REGULATOR, 'POST', '/tasks-assignment/assign', { taskId: task.id, userId: regulatorId });
    expect(
      (await call(READ_ONLY_REGULATOR, 'DELETE', `/tasks-assignment/release/${task.id}`)).statusCode,
    ).toBe(403);
    expect((await call(OPERATOR, 'DELETE', `/tasks-assignment/release/${task.id}`)).statusCode).toBe(403);
    expect((await taskOf(task.id)).assignee).toBe(regulatorId);
    expect((await call(REGULATOR, 'DELETE', `/tasks-assignment/release/${task.id}`)).statusCode).toBe(204);
    expect((await taskOf(task.id)).assignee).toBeNull();
    expect((await requestPayload(requestId)).regulatorAssignee).toBeUndefined();
    expect((await call(REGULATOR, 'DELETE', '/tasks-assignment/release/987654321')).statusCode).toBe(404);
  });

  it('never releases an operator task', async () => {
    const notification = await operatorTask();
    const refused = await call(OPERATOR, 'DELETE', `/tasks-assignment/release/${notification.id}`);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().code).toBe('ITEM1000');
    expect((await taskOf(notification.id)).assignee).toBe(notification.assignee);
  });
});
