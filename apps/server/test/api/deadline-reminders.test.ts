import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { reminderKinds, startDeadlineReminders } from '../../src/api/reminders/job';
import { deadlineReminders } from '../../src/api/reminders/table';
import {
  accounts,
  authorities,
  mailOutbox,
  requests,
  requestTasks,
  users,
} from '../../src/platform/db/schema';
import { createWorkflowEngine } from '../../src/workflow/engine';
import { requestTypeDefinitions } from '../../src/workflow/registry';
import { createTestApp, type TestApp } from '../support/test-app';

// The notification's last submission day is 10 January 2027, so its tasks are due on the 11th (ADR 22).
const windows = JSON.stringify({
  NOTIFICATION_OF_COMPLIANCE_P3: {
    initiateStart: '2022-12-06',
    initiateEnd: '2027-01-10',
    submitStart: '2022-12-06',
    submitEnd: '2027-01-10',
  },
});
const REMINDED_TYPES = [
  'NOTIFICATION_OF_COMPLIANCE_P3_APPLICATION_SUBMIT',
  'NOTIFICATION_OF_COMPLIANCE_P3_WAIT_FOR_EDIT',
] as const;
const on = (day: string) => new Date(`${day}T09:00:00Z`);

describe('deadline reminders (issue 38 point 6, ADR 49)', () => {
  let t: TestApp;
  /** What each instance of the service would run: its own engine and job on the shared database. */
  let instance: () => ReturnType<typeof startDeadlineReminders>;
  /** Every reminder task id → the addresses it should go to. */
  let expected: Map<number, string[]>;
  let excluded: number[];
  let nobodyTask: number;

  const remindersSent = async () =>
    (
      await t.database.db
        .select({ recipient: mailOutbox.recipient, subject: mailOutbox.subject, body: mailOutbox.body })
        .from(mailOutbox)
        .where(eq(mailOutbox.template, 'EmailDeadlineReminder'))
        .orderBy(mailOutbox.id)
    ).map((mail) => ({ ...mail, taskId: Number(/tasks\/(\d+)$/m.exec(mail.body)?.[1]) }));

  const pairs = (sent: { recipient: string; taskId: number }[]) =>
    sent.map(({ taskId, recipient }) => `${taskId} ${recipient}`).sort();
  const expectedPairs = () =>
    [...expected].flatMap(([taskId, emails]) => emails.map((email) => `${taskId} ${email}`)).sort();

  beforeAll(async () => {
    t = await createTestApp({ WORKFLOW_VALIDITY_WINDOWS: windows });
    instance = () =>
      startDeadlineReminders(
        t.database.db,
        createWorkflowEngine({
          db: t.database.db,
          mail: { context: t.app.mail.context, kick: () => undefined },
          services: { companyInformation: t.app.companyInformation },
          validityWindows: t.config.validityWindows,
          files: t.app.files,
          definitions: requestTypeDefinitions,
        }),
        { context: t.app.mail.context, kick: () => undefined },
        t.app.log,
        { enabled: false, daysBefore: [7, 1] },
      );
    const db = t.database.db;
    const tasks = await db
      .select({ id: requestTasks.id, assignee: requestTasks.assignee, accountId: requestTasks.accountId })
      .from(requestTasks)
      .where(inArray(requestTasks.type, [...REMINDED_TYPES]))
      .orderBy(requestTasks.id);
    // One left as it is, one unassigned, one submitted, one on a closed account, and one unassigned on an
    // account whose Advanced users are all disabled.
    const [assigned, unassigned, submitted, closed] = tasks;
    const nobody = tasks.find(
      (task) =>
        ![assigned, unassigned, submitted, closed].some((other) => other?.accountId === task.accountId),
    );
    if (!assigned || !unassigned || !submitted || !closed || !nobody) throw new Error('too few demo tasks');
    expect(assigned.assignee).not.toBeNull();
    await db.update(requestTasks).set({ assignee: null }).where(eq(requestTasks.id, unassigned.id));
    const [submittedTask] = await db
      .select({ requestId: requestTasks.requestId })
      .from(requestTasks)
      .where(eq(requestTasks.id, submitted.id));
    await db
      .update(requests)
      .set({ status: 'COMPLETED' })
      .where(eq(requests.id, submittedTask?.requestId ?? ''));
    await db
      .update(accounts)
      .set({ status: 'CLOSED' })
      .where(eq(accounts.id, closed.accountId ?? 0));
    await db.update(requestTasks).set({ assignee: null }).where(eq(requestTasks.id, nobody.id));
    await db
      .update(authorities)
      .set({ status: 'DISABLED' })
      .where(and(eq(authorities.accountId, nobody.accountId ?? 0), eq(authorities.code, 'operator_admin')));
    nobodyTask = nobody.id;

    const open = await db
      .select({ id: requestTasks.id, assignee: requestTasks.assignee, accountId: requestTasks.accountId })
      .from(requestTasks)
      .innerJoin(requests, eq(requests.id, requestTasks.requestId))
      .innerJoin(accounts, eq(accounts.id, requestTasks.accountId))
      .where(
        and(
          inArray(requestTasks.type, [...REMINDED_TYPES]),
          eq(requests.status, 'IN_PROGRESS'),
          eq(accounts.status, 'LIVE'),
        ),
      );
    expected = new Map();
    for (const task of open) {
      const people = await db
        .selectDistinct({ email: users.email })
        .from(users)
        .innerJoin(authorities, eq(authorities.userId, users.id))
        .where(
          task.assignee
            ? eq(users.id, task.assignee)
            : and(
                eq(authorities.accountId, task.accountId ?? 0),
                eq(authorities.code, 'operator_admin'),
                eq(authorities.status, 'ACTIVE'),
              ),
        );
      expected.set(
        task.id,
        people.map((person) => person.email.toLowerCase()),
      );
    }
    excluded = [submitted.id, closed.id];
    expect(expected.has(unassigned.id)).toBe(true);
    expect(expected.get(unassigned.id)?.length).toBeGreaterThan(0);
    expect(expected.get(assigned.id)).toHaveLength(1);
    expect(expected.get(nobodyTask)).toEqual([]);
  });
  afterAll(async () => t.close());

  it('covers each configured day down to the next, and the overdue day only', () => {
    expect(reminderKinds([1, 7, 7])).toEqual([
      { kind: 'due-in-7', from: 2, to: 7 },
      { kind: 'due-in-1', from: 1, to: 1 },
      { kind: 'overdue', from: 0, to: 0 },
    ]);
  });

  it('sends nothing before the first reminder day', async () => {
    expect(await instance().runOnce({ now: on('2027-01-03') })).toBe(0);
    expect(await remindersSent()).toEqual([]);
  });

  it('sends each 7-day reminder once to the assignee or the Advanced users, with two instances at once', async () => {
    const [first, second] = await Promise.all([
      instance().runOnce({ now: on('2027-01-04') }),
      instance().runOnce({ now: on('2027-01-04') }),
    ]);
    expect((first ?? 0) + (second ?? 0)).toBe(expected.size);
    const sent = await remindersSent();
    expect(pairs(sent)).toEqual(expectedPairs());
    expect(sent.some(({ taskId }) => excluded.includes(taskId))).toBe(false);
    const [one] = sent;
    expect(one?.subject).toBe('An ESOS report is due soon – Manage your ESOS reporting');
    expect(one?.body).toMatch(/must be submitted by 10 January 2027: 7 days remain\./);
    expect(one?.body).toMatch(/for .+ \(ORG\d{6}\), NOC\d{6}-P3/);
    expect(one?.body).toContain(`Go to the task: ${t.app.mail.context.homeUrl}tasks/${one?.taskId}`);

    // Nobody to send it to: claimed all the same (not retried hourly), with none recorded as its recipients.
    const [claim] = await t.database.db
      .select({ recipients: deadlineReminders.recipients, dueDate: deadlineReminders.dueDate })
      .from(deadlineReminders)
      .where(and(eq(deadlineReminders.taskId, nobodyTask), eq(deadlineReminders.kind, 'due-in-7')));
    expect(claim).toEqual({ recipients: 0, dueDate: '2027-01-11' });

    // Later the same day, and on the days before the next reminder, nothing goes again.
    expect(await instance().runOnce({ now: on('2027-01-04') })).toBe(0);
    expect(await instance().runOnce({ now: on('2027-01-09') })).toBe(0);
    expect(await remindersSent()).toHaveLength(sent.length);
  });

  it('sends the 1-day reminder on the last day, then the overdue one on the due date, each once', async () => {
    const before = (await remindersSent()).length;
    const lastDay = await Promise.all([
      instance().runOnce({ now: on('2027-01-10') }),
      instance().runOnce({ now: on('2027-01-10') }),
    ]);
    expect(lastDay.reduce((sum, count) => sum + count, 0)).toBe(expected.size);
    const oneDay = (await remindersSent()).slice(before);
    expect(pairs(oneDay)).toEqual(expectedPairs());
    expect(oneDay[0]?.body).toMatch(/must be submitted by 10 January 2027: today is the last day\./);

    const overdueDay = await Promise.all([
      instance().runOnce({ now: on('2027-01-11') }),
      instance().runOnce({ now: on('2027-01-11') }),
    ]);
    expect(overdueDay.reduce((sum, count) => sum + count, 0)).toBe(expected.size);
    const overdue = (await remindersSent()).slice(before + oneDay.length);
    expect(pairs(overdue)).toEqual(expectedPairs());
    expect(overdue[0]?.subject).toBe('An ESOS report is overdue – Manage your ESOS reporting');
    expect(overdue[0]?.body).toMatch(/is overdue: the last day to submit it was 10 January 2027\./);

    // A day later it is still overdue, but the overdue reminder went on the day it became so.
    expect(await instance().runOnce({ now: on('2027-01-12') })).toBe(0);
  });
});
