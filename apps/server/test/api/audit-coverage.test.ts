import { and, asc, eq, gt, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUDITED_TABLES, outsideRequest } from '../../src/platform/audit/context';
import { accounts, auditEvents, authorities, requestTasks, users } from '../../src/platform/db/schema';
import { submittedReportAuditing } from '../../src/workflow/reports/records';
import { complianceReminderAuditing } from '../../src/api/compliance-reminders/table';
import { multipartPayload } from '../support/multipart';
import { createTestApp, type TestApp } from '../support/test-app';

/**
 * The writes a review found outside transactions, where the audit triggers record nothing (ADR 21):
 * each now records who acted and what changed. And the guard that keeps it so: a request that changes
 * an audited table outside a transaction is refused.
 */
const TERMS_PENDING = 'terms.pending@example.com';
const OPERATOR = 'operator@example.com';
const COLLEAGUE_OPERATOR = 'colleague.operator@example.com';
const VERIFIER = 'verifier@example.com';
const COLLEAGUE_VERIFIER = 'audited.verifier@example.com';
const UPLOAD = 'NOTIFICATION_OF_COMPLIANCE_P3_UPLOAD_ATTACHMENT';
const FILE_TEXT = 'Confidential energy audit evidence';

type Event = typeof auditEvents.$inferSelect;

describe('audit trail of writes that once ran outside a transaction', () => {
  let t: TestApp;
  let guardedUserId = '';

  const inject = async (
    email: string,
    method: 'GET' | 'PATCH' | 'POST',
    url: string,
    options: { payload?: object | Buffer; headers?: Record<string, string> } = {},
  ) =>
    t.app.inject({
      method,
      url,
      headers: { authorization: `Bearer ${await t.tokenFor(email)}`, ...options.headers },
      ...(options.payload ? { payload: options.payload } : {}),
    });
  const lastEventId = async () => {
    const [row] = await t.database.db
      .select({ id: sql<number>`coalesce(max(${auditEvents.id}), 0)` })
      .from(auditEvents);
    return Number(row?.id ?? 0);
  };
  /** The events recorded since `after` on one table, oldest first. */
  const eventsSince = (after: number, entityType: string): Promise<Event[]> =>
    t.database.db
      .select()
      .from(auditEvents)
      .where(and(gt(auditEvents.id, after), eq(auditEvents.entityType, entityType)))
      .orderBy(asc(auditEvents.id));
  const uploadFile = (email: string, url: string, fileName: string) => {
    const { payload, headers } = multipartPayload([
      { name: 'file', value: Buffer.from(FILE_TEXT), filename: fileName },
    ]);
    return inject(email, 'POST', url, { payload, headers });
  };
  const uploadAttachment = (taskId: number) => {
    const { payload, headers } = multipartPayload([
      {
        name: 'requestTaskActionDetails',
        value: JSON.stringify({ requestTaskId: taskId, requestTaskActionType: UPLOAD }),
      },
      { name: 'attachment', value: Buffer.from(FILE_TEXT), filename: 'meter-readings.txt' },
    ]);
    return inject(OPERATOR, 'POST', '/api/v1.0/task-attachments/upload', { payload, headers });
  };
  const nocTaskOf = async (email: string) => {
    const [task] = await t.database.db
      .select()
      .from(requestTasks)
      .where(
        and(
          eq(requestTasks.type, 'NOTIFICATION_OF_COMPLIANCE_P3_APPLICATION_SUBMIT'),
          eq(requestTasks.assignee, await t.userId(email)),
        ),
      )
      .limit(1);
    if (!task) throw new Error('no demo notification task');
    return task;
  };
  /** What a stored_file insert (new values) or delete (old ones) records: name and details, never content. */
  const expectFileDetails = (event: Event | undefined, fileName: string, side: 'new' | 'old' = 'new') => {
    expect(event?.changes).toMatchObject({
      file_name: { [side]: fileName },
      content_type: { [side]: 'text/plain' },
      size: { [side]: Buffer.byteLength(FILE_TEXT) },
      status: { [side]: 'PENDING' },
    });
    expect(event?.changes).not.toHaveProperty('content');
    expect(JSON.stringify(event)).not.toContain('Confidential');
    expect(JSON.stringify(event)).not.toContain(Buffer.from(FILE_TEXT).toString('hex'));
  };

  beforeAll(async () => {
    t = await createTestApp({}, (app) => {
      // Routes of the test's own: writes made while handling a request, as a forgetful service would.
      app.post('/test/audit-guard/:write', { schema: { hide: true } }, async (request) => {
        const { write } = request.params as { write: string };
        const user = eq(users.id, guardedUserId);
        if (write === 'update') await app.db.update(users).set({ jobTitle: 'Unaudited' }).where(user);
        if (write === 'insert') {
          await app.db
            .insert(users)
            .values({ email: 'unaudited@example.com', firstName: 'U', lastName: 'A' });
        }
        if (write === 'delete') await app.db.delete(users).where(user);
        if (write === 'bookkeeping') await app.db.update(users).set({ lastLoginAt: new Date() }).where(user);
        if (write === 'outside') {
          await outsideRequest(() => app.db.update(users).set({ jobTitle: 'Housekeeping' }).where(user));
        }
        if (write === 'transaction') {
          await app.db.transaction((tx) => tx.update(users).set({ jobTitle: 'Audited' }).where(user));
        }
        return { done: write };
      });
    });
    if (!process.env.CLAMD_HOST) {
      t.app.scanner = { description: 'test double: everything is clean', scan: async () => 'clean' };
    }
    guardedUserId = await t.userId('new.operator@example.com');
  });
  afterAll(async () => t.close());

  it('records the acceptance of the terms and conditions', async () => {
    const userId = await t.userId(TERMS_PENDING);
    const after = await lastEventId();
    const response = await inject(TERMS_PENDING, 'PATCH', '/api/v1.0/users/terms-and-conditions', {
      payload: { version: 1 },
    });
    expect(response.statusCode, response.body).toBe(204);
    const [event, ...more] = await eventsSince(after, 'app_user');
    expect(more).toEqual([]);
    expect(event).toMatchObject({
      action: 'UPDATE',
      entityId: userId,
      actorUserId: userId,
      operation: 'PATCH /api/v1.0/users/terms-and-conditions',
      httpRequestId: response.headers['x-request-id'],
      changes: { terms_version: { old: null, new: 1 } },
    });
  });

  it("records an operator's change of their own details", async () => {
    const userId = await t.userId(COLLEAGUE_OPERATOR);
    const [before] = await t.database.db.select().from(users).where(eq(users.id, userId));
    const after = await lastEventId();
    const response = await inject(COLLEAGUE_OPERATOR, 'PATCH', '/api/v1.0/operator-users/operator', {
      payload: {
        email: COLLEAGUE_OPERATOR,
        firstName: 'Colette',
        lastName: 'Audited',
        jobTitle: 'Sustainability lead',
      },
    });
    expect(response.statusCode, response.body).toBe(200);
    const [event, ...more] = await eventsSince(after, 'app_user');
    expect(more).toEqual([]);
    expect(event).toMatchObject({
      action: 'UPDATE',
      entityId: userId,
      actorUserId: userId,
      actorRoleType: 'OPERATOR',
      operation: 'PATCH /api/v1.0/operator-users/operator',
    });
    expect(event?.changes).toMatchObject({
      first_name: { old: before?.firstName, new: 'Colette' },
      last_name: { old: before?.lastName, new: 'Audited' },
      job_title: { old: before?.jobTitle, new: 'Sustainability lead' },
    });
  });

  it("records only the contacts a save of the account's users changes", async () => {
    const [account] = await t.database.db
      .select({ id: accounts.id })
      .from(accounts)
      .where(eq(accounts.name, 'Demo Organisation Ltd'));
    const olivia = await t.userId(OPERATOR);
    const colin = await t.userId(COLLEAGUE_OPERATOR);
    const save = (contactTypes: { PRIMARY: string; SECONDARY?: string }) =>
      inject(OPERATOR, 'POST', `/api/v1.0/operator-authorities/account/${account?.id}`, {
        payload: { accountOperatorAuthorityUpdateList: [], contactTypes },
      });

    // Saved as they are: no contact is recorded as deleted and added again.
    let after = await lastEventId();
    expect((await save({ PRIMARY: olivia })).statusCode).toBe(204);
    expect(await eventsSince(after, 'account_contact')).toEqual([]);

    after = await lastEventId();
    expect((await save({ PRIMARY: olivia, SECONDARY: colin })).statusCode).toBe(204);
    const [added, ...more] = await eventsSince(after, 'account_contact');
    expect(more).toEqual([]);
    expect(added).toMatchObject({ action: 'INSERT', actorUserId: olivia, accountId: account?.id });
    expect(added?.changes).toMatchObject({ contact_type: { new: 'SECONDARY' }, user_id: { new: colin } });

    // Swapped: two changes of who holds each, and nothing deleted.
    after = await lastEventId();
    expect((await save({ PRIMARY: colin, SECONDARY: olivia })).statusCode).toBe(204);
    const swapped = await eventsSince(after, 'account_contact');
    expect(swapped.map((event) => [event.action, event.changes])).toEqual([
      ['UPDATE', { user_id: { old: olivia, new: colin } }],
      ['UPDATE', { user_id: { old: colin, new: olivia } }],
    ]);

    after = await lastEventId();
    expect((await save({ PRIMARY: olivia })).statusCode).toBe(204);
    const restored = await eventsSince(after, 'account_contact');
    expect(restored.map((event) => event.action)).toEqual(['UPDATE', 'DELETE']);
  });

  describe('verifiers', () => {
    let colleagueId = '';

    beforeAll(async () => {
      const verifierId = await t.userId(VERIFIER);
      const [own] = await t.database.db.select().from(authorities).where(eq(authorities.userId, verifierId));
      const [colleague] = await t.database.db
        .insert(users)
        .values({
          email: COLLEAGUE_VERIFIER,
          firstName: 'Vera',
          lastName: 'Colleague',
          status: 'REGISTERED',
          phoneNumber: '0100',
        })
        .returning({ id: users.id });
      colleagueId = colleague!.id;
      await t.database.db.insert(authorities).values({
        userId: colleagueId,
        status: 'ACTIVE',
        verificationBodyId: own!.verificationBodyId,
        code: 'verifier',
      });
    });

    it('records a verifier changing their own details', async () => {
      const userId = await t.userId(VERIFIER);
      const after = await lastEventId();
      const response = await inject(VERIFIER, 'PATCH', '/api/v1.0/verifier-users/verifier', {
        payload: {
          email: VERIFIER,
          firstName: 'Vincenzo',
          lastName: 'Audited',
          phoneNumber: '0300',
          mobileNumber: '0777',
        },
      });
      expect(response.statusCode, response.body).toBe(200);
      const [event, ...more] = await eventsSince(after, 'app_user');
      expect(more).toEqual([]);
      expect(event).toMatchObject({
        action: 'UPDATE',
        entityId: userId,
        actorUserId: userId,
        actorRoleType: 'VERIFIER',
        operation: 'PATCH /api/v1.0/verifier-users/verifier',
      });
      expect(event?.actorAuthority).toMatch(/^VERIFICATION_BODY:/);
      expect(event?.changes).toMatchObject({
        first_name: { new: 'Vincenzo' },
        last_name: { new: 'Audited' },
        phone_number: { new: '0300' },
        mobile_number: { new: '0777' },
      });
    });

    it("records a verifier changing a colleague's details", async () => {
      const after = await lastEventId();
      const response = await inject(VERIFIER, 'PATCH', `/api/v1.0/verifier-users/${colleagueId}`, {
        payload: {
          email: COLLEAGUE_VERIFIER,
          firstName: 'Veronica',
          lastName: 'Colleague',
          phoneNumber: '0200',
        },
      });
      expect(response.statusCode, response.body).toBe(200);
      const [event, ...more] = await eventsSince(after, 'app_user');
      expect(more).toEqual([]);
      expect(event).toMatchObject({
        action: 'UPDATE',
        entityId: colleagueId,
        actorUserId: await t.userId(VERIFIER),
        operation: 'PATCH /api/v1.0/verifier-users/:userId',
        changes: { first_name: { old: 'Vera', new: 'Veronica' }, phone_number: { old: '0100', new: '0200' } },
      });
    });
  });

  describe('files', () => {
    it('records a note file upload with its name and details, not its content', async () => {
      const [account] = await t.database.db
        .select()
        .from(accounts)
        .where(eq(accounts.name, 'Demo Subsidiary 09 Ltd'));
      const after = await lastEventId();
      const response = await uploadFile(
        OPERATOR,
        `/api/v1.0/account-notes/upload/account/${account!.id}`,
        'site-survey.txt',
      );
      expect(response.statusCode, response.body).toBe(200);
      const { uuid } = response.json<{ uuid: string }>();
      const [event, ...more] = await eventsSince(after, 'stored_file');
      expect(more).toEqual([]);
      expect(event).toMatchObject({
        action: 'INSERT',
        actorUserId: await t.userId(OPERATOR),
        accountId: account!.id,
        operation: 'POST /api/v1.0/account-notes/upload/account/:accountId',
        changes: expect.objectContaining({ uuid: { new: uuid }, kind: { new: 'NOTE' } }),
      });
      expectFileDetails(event, 'site-survey.txt');
    });

    it('records a task attachment upload on the request and the account', async () => {
      const task = await nocTaskOf(OPERATOR);
      const after = await lastEventId();
      const response = await uploadAttachment(task.id);
      expect(response.statusCode, response.body).toBe(200);
      const { uuid } = response.json<{ uuid: string }>();
      const [event, ...more] = await eventsSince(after, 'stored_file');
      expect(more).toEqual([]);
      expect(event).toMatchObject({
        action: 'INSERT',
        actorUserId: await t.userId(OPERATOR),
        workflowRequestId: task.requestId,
        accountId: expect.any(Number),
        operation: 'POST /api/v1.0/task-attachments/upload',
        changes: expect.objectContaining({ uuid: { new: uuid }, kind: { new: 'ATTACHMENT' } }),
      });
      expectFileDetails(event, 'meter-readings.txt');
    });

    it('records the removal of an attachment whose task moved on while it was scanned', async () => {
      const task = await nocTaskOf(OPERATOR);
      const colleagueId = await t.userId(COLLEAGUE_OPERATOR);
      const scanner = t.app.scanner;
      // The task is given to a colleague during the scan (raw SQL, outside any transaction: no event).
      t.app.scanner = {
        description: 'reassigns the task while scanning',
        scan: async (bytes) => {
          await t.database.db.execute(
            sql`update request_task set assignee = ${colleagueId} where id = ${task.id}`,
          );
          return scanner.scan(bytes);
        },
      };
      const after = await lastEventId();
      try {
        const response = await uploadAttachment(task.id);
        expect(response.json()).toMatchObject({ code: 'REQUEST_TASK_ACTION1001' });
      } finally {
        t.app.scanner = scanner;
        await t.database.db
          .update(requestTasks)
          .set({ assignee: task.assignee })
          .where(eq(requestTasks.id, task.id));
      }
      const events = await eventsSince(after, 'stored_file');
      expect(events.map((event) => event.action)).toEqual(['INSERT', 'DELETE']);
      const [inserted, deleted] = events;
      expect(deleted).toMatchObject({
        entityId: inserted?.entityId,
        actorUserId: await t.userId(OPERATOR),
        workflowRequestId: task.requestId,
        operation: 'POST /api/v1.0/task-attachments/upload',
      });
      expectFileDetails(deleted, 'meter-readings.txt', 'old');
    });
  });

  describe('the guard against writes the trail would miss', () => {
    const write = (kind: string) => inject(OPERATOR, 'POST', `/test/audit-guard/${kind}`);
    const guardedUser = async () => {
      const [row] = await t.database.db.select().from(users).where(eq(users.id, guardedUserId));
      return row;
    };

    it('refuses an insert, update or delete of an audited table outside a transaction, changing nothing', async () => {
      const before = await guardedUser();
      const after = await lastEventId();
      for (const kind of ['update', 'insert', 'delete']) {
        const response = await write(kind);
        expect(response.statusCode, kind).toBe(500);
      }
      expect(await guardedUser()).toEqual(before);
      const [inserted] = await t.database.db
        .select()
        .from(users)
        .where(eq(users.email, 'unaudited@example.com'));
      expect(inserted).toBeUndefined();
      expect(await eventsSince(after, 'app_user')).toEqual([]);
    });

    it('allows bookkeeping columns, work outside the request, and every write in a transaction (recorded)', async () => {
      expect((await write('bookkeeping')).statusCode).toBe(200);
      expect((await write('outside')).statusCode).toBe(200);
      expect((await guardedUser())?.jobTitle).toBe('Housekeeping');
      const after = await lastEventId();
      expect((await write('transaction')).statusCode).toBe(200);
      const [event] = await eventsSince(after, 'app_user');
      // The test's route has no authentication, so no one is named; the event is there all the same.
      expect(event).toMatchObject({
        operation: 'POST /test/audit-guard/:write',
        changes: { job_title: { old: 'Housekeeping', new: 'Audited' } },
      });
    });

    it('knows every audited table and its bookkeeping columns, as the triggers do', async () => {
      const result = (await t.database.db.execute(sql`
        select c.relname as "table", pg_get_triggerdef(tr.oid) as "definition"
        from pg_trigger tr
        join pg_class c on c.oid = tr.tgrelid
        join pg_proc p on p.oid = tr.tgfoid
        where p.proname = 'audit_row_change' and not tr.tgisinternal`)) as unknown as {
        rows: { table: string; definition: string }[];
      };
      const fromTriggers = Object.fromEntries(
        result.rows.map(({ table, definition }) => {
          // The fourth argument, where there is one, names the row (migration 0030): not bookkeeping.
          const bookkeeping = /audit_row_change\('[^']*', '[^']*', '([^']*)'(?:, '[^']*')?\)/.exec(
            definition,
          )?.[1];
          if (bookkeeping === undefined) throw new Error(`unexpected trigger: ${definition}`);
          return [table, bookkeeping ? bookkeeping.split(',') : []];
        }),
      );
      expect(fromTriggers).toEqual({
        ...AUDITED_TABLES,
        ...submittedReportAuditing,
        ...complianceReminderAuditing,
      });
    });
  });
});
