import { and, desc, eq, ne, sql } from 'drizzle-orm';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runCustomQuery } from '../../src/api/mi-reports/custom-query';
import { recordIdentityEvent } from '../../src/platform/audit/identity-events';
import {
  accounts,
  auditEvents,
  authorities,
  authorityPermissions,
  requestTasks,
  users,
} from '../../src/platform/db/schema';
import { submittedReports } from '../../src/workflow/reports/records';
import { regulatorInvitationForm } from '../support/multipart';
import { createTestApp, type TestApp } from '../support/test-app';

const OPERATOR = 'operator@example.com';
const OTHER_OPERATOR = 'other.operator@example.com';
const REGULATOR = 'regulator@example.gov.uk';
const READONLY_REGULATOR = 'regulator.readonly@example.gov.uk';
const VERIFIER = 'verifier@example.com';
const SCOTTISH_REGULATOR = 'audit.regulator@example.gov.scot';

const details = {
  name: 'Audited Organisation Ltd',
  type: 'SIC',
  codes: ['01.11'],
  line1: '1 Audit Street',
  city: 'Leeds',
  postcode: 'LS1 1AA',
};

interface AuditPage {
  events: {
    actorUserId: string | null;
    actorName: string | null;
    actorAuthority: string | null;
    operation: string;
    action: string;
    entityType: string;
    subjectUserId: string | null;
    httpRequestId: string | null;
    clientAddress: string | null;
    occurredAt: string;
    changes: Record<string, { old?: unknown; new?: unknown; changed?: boolean }> | null;
  }[];
  totalItems: number;
  actors: { userId: string; name: string }[];
  people: Record<string, string>;
}

describe('audit trail', () => {
  let t: TestApp;
  const tokens = new Map<string, string>();
  let account: typeof accounts.$inferSelect;

  const call = (email: string, method: 'GET' | 'POST' | 'PATCH', url: string, payload?: object) =>
    t.app.inject({
      method,
      url: `/api/v1.0${url}`,
      headers: { authorization: `Bearer ${tokens.get(email) ?? ''}`, 'x-request-id': `audit-test-${email}` },
      ...(payload ? { payload } : {}),
    });
  const auditOf = async (query = '') => {
    const response = await call(REGULATOR, 'GET', `/accounts/${account.id}/audit-events${query}`);
    expect(response.statusCode, response.body).toBe(200);
    return response.json() as AuditPage;
  };

  beforeAll(async () => {
    t = await createTestApp();
    for (const email of [OPERATOR, OTHER_OPERATOR, REGULATOR, READONLY_REGULATOR, VERIFIER]) {
      tokens.set(email, await t.tokenFor(email));
    }
    const [row] = await t.database.db
      .select()
      .from(accounts)
      .where(eq(accounts.name, 'Demo Subsidiary 09 Ltd'));
    if (!row) throw new Error('no demo account');
    account = row;
  });
  afterAll(async () => t.close());

  it('records a field update with who, on whose behalf, the request and the old and new values', async () => {
    const response = await call(OPERATOR, 'POST', `/organisation/accounts/${account.id}`, details);
    expect(response.statusCode, response.body).toBe(204);
    const page = await auditOf();
    const update = page.events.find((event) => event.entityType === 'account' && event.action === 'UPDATE');
    expect(update).toMatchObject({
      actorUserId: await t.userId(OPERATOR),
      actorName: expect.any(String),
      actorAuthority: 'operator_admin',
      operation: 'POST /api/v1.0/organisation/accounts/:id',
      httpRequestId: response.headers['x-request-id'],
      clientAddress: '127.0.0.1',
    });
    expect(update?.changes?.name).toEqual({ old: account.name, new: details.name });
    expect(update?.changes).not.toHaveProperty('id');
  });

  it('records notes in the same transaction, and nothing for a change that was refused', async () => {
    const before = (await auditOf()).totalItems;
    expect(
      (await call(OTHER_OPERATOR, 'POST', '/account-notes', { accountId: account.id, note: 'Not mine' }))
        .statusCode,
    ).toBe(403);
    expect((await auditOf()).totalItems).toBe(before);
    expect(
      (
        await call(REGULATOR, 'POST', '/account-notes', {
          accountId: account.id,
          note: 'Checked the address',
        })
      ).statusCode,
    ).toBe(204);
    const page = await auditOf();
    expect(page.totalItems).toBe(before + 1);
    expect(page.events[0]).toMatchObject({
      entityType: 'account_note',
      action: 'INSERT',
      actorAuthority: 'ENGLAND',
      changes: expect.objectContaining({ payload: { new: { note: 'Checked the address', files: {} } } }),
    });
  });

  it('names the people whose user ids are among the changed values', async () => {
    const page = await auditOf();
    const note = page.events.find((event) => event.entityType === 'account_note');
    const regulatorId = await t.userId(REGULATOR);
    expect(note?.changes?.submitter_id).toEqual({ new: regulatorId });
    const regulator = page.actors.find((actor) => actor.userId === regulatorId);
    expect(regulator?.name).toBeTruthy();
    expect(page.people).toEqual({ [regulatorId]: regulator?.name });
  });

  it('pages and filters by person and by UK date', async () => {
    const all = await auditOf('?pageSize=1');
    expect(all.events).toHaveLength(1);
    expect(all.totalItems).toBeGreaterThanOrEqual(2);
    const second = await auditOf('?pageSize=1&page=1');
    expect((second.events[0]?.occurredAt ?? '') <= (all.events[0]?.occurredAt ?? '')).toBe(true);
    expect(all.actors.map((actor) => actor.userId).sort()).toEqual(
      [await t.userId(OPERATOR), await t.userId(REGULATOR)].sort(),
    );
    const operatorOnly = await auditOf(`?actorUserId=${await t.userId(OPERATOR)}`);
    const operatorId = await t.userId(OPERATOR);
    expect(operatorOnly.events.length).toBeGreaterThan(0);
    expect(operatorOnly.events.every((event) => event.actorUserId === operatorId)).toBe(true);
    expect(new Set(operatorOnly.events.map((event) => event.actorName)).size).toBe(1);
    expect(operatorOnly.totalItems).toBeLessThan(all.totalItems);
    const today = new Date().toISOString().slice(0, 10);
    expect((await auditOf(`?from=${today}&to=${today}`)).totalItems).toBeGreaterThan(0);
    expect((await auditOf('?from=2001-01-01&to=2001-12-31')).totalItems).toBe(0);
  });

  it('refuses bad filters with the form error', async () => {
    for (const query of [
      '?from=2026-02-30',
      '?from=2026-03-01&to=2026-02-01',
      '?pageSize=0',
      '?actorUserId=x',
    ]) {
      const response = await call(REGULATOR, 'GET', `/accounts/${account.id}/audit-events${query}`);
      expect(response.statusCode, query).toBe(400);
    }
  });

  it.each([
    ['from', '0001-01-01'],
    ['to', '9999-12-31'],
    ['from', '1899-12-31'],
    ['to', '2101-01-01'],
  ])('refuses %s=%s, outside the years 1900 to 2100, naming the field', async (field, day) => {
    for (const url of [`/accounts/${account.id}/audit-events`, '/audit-events']) {
      const response = await call(REGULATOR, 'GET', `${url}?${field}=${day}`);
      expect(response.statusCode, url).toBe(400);
      expect(response.json(), url).toEqual({
        code: 'FORM1002',
        message: 'Parameters validation failed',
        security: true,
        data: [{ fieldName: field, message: 'A date from 1900-01-01 to 2100-12-31' }],
      });
    }
  });

  it('is for regulators of the account with the permission only', async () => {
    for (const email of [OPERATOR, READONLY_REGULATOR, VERIFIER]) {
      expect((await call(email, 'GET', `/accounts/${account.id}/audit-events`)).statusCode, email).toBe(403);
    }
    const [scottish] = await t.database.db
      .select()
      .from(accounts)
      .where(eq(accounts.competentAuthority, 'SCOTLAND'))
      .limit(1);
    if (scottish) {
      expect((await call(REGULATOR, 'GET', `/accounts/${scottish.id}/audit-events`)).statusCode).toBe(403);
    }
    expect((await call(REGULATOR, 'GET', '/accounts/999999999/audit-events')).statusCode).toBe(403);
  });

  it('cannot be changed or deleted', async () => {
    const [latest] = await t.database.db.select().from(auditEvents).orderBy(desc(auditEvents.id)).limit(1);
    await expect(
      t.database.db.update(auditEvents).set({ operation: 'forged' }).where(eq(auditEvents.id, latest!.id)),
    ).rejects.toThrow();
    await expect(t.database.db.delete(auditEvents).where(eq(auditEvents.id, latest!.id))).rejects.toThrow();
    await expect(t.database.db.execute(sql`truncate audit_event`)).rejects.toThrow();
    const [still] = await t.database.db.select().from(auditEvents).where(eq(auditEvents.id, latest!.id));
    expect(still?.operation).toBe(latest?.operation);
  });

  it('names the kind of a submitted report in every change to it, its re-submission too (migration 0030)', async () => {
    const [report] = await t.database.db
      .select()
      .from(submittedReports)
      .where(
        and(eq(submittedReports.competentAuthority, 'ENGLAND'), ne(submittedReports.accountId, account.id)),
      )
      .limit(1);
    if (!report) throw new Error('no demo submitted report');
    const userId = await t.userId(OPERATOR);
    // As storeSubmittedReport keeps a report submitted again: the row of its account, kind and phase replaced.
    const resubmit = (submittedAt: Date) =>
      t.database.db.transaction(async (tx) => {
        await tx.execute(
          sql`select set_config('esos.audit_context', ${JSON.stringify({ actorUserId: userId, operation: 'test' })}, true)`,
        );
        await tx
          .insert(submittedReports)
          .values({ ...report, submittedAt })
          .onConflictDoUpdate({
            target: [submittedReports.accountId, submittedReports.requestType, submittedReports.phase],
            set: { submittedAt, data: report.data },
          });
      });
    const again = new Date(report.submittedAt.getTime() + 86_400_000);
    await resubmit(again);
    // A change that changes nothing is still no event, though the kind is recorded with every change.
    await resubmit(again);
    const events = await t.database.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.entityType, 'submitted_report'), eq(auditEvents.entityId, report.id)));
    expect(events).toHaveLength(1);
    expect(events[0]).toMatchObject({ action: 'UPDATE', accountId: report.accountId });
    expect(events[0]?.changes).toEqual({
      request_type: { old: report.requestType, new: report.requestType },
      submitted_at: { old: expect.any(String), new: expect.any(String) },
    });
    const response = await call(REGULATOR, 'GET', `/accounts/${report.accountId}/audit-events`);
    expect(response.statusCode, response.body).toBe(200);
    const listed = (response.json() as AuditPage).events.find(
      (event) => event.entityType === 'submitted_report',
    );
    expect(listed?.changes?.request_type).toEqual({ old: report.requestType, new: report.requestType });
  });

  it('never records a secret: a password change is only marked as changed', async () => {
    const userId = await t.userId(OPERATOR);
    await t.database.db.transaction(async (tx) => {
      await tx.execute(
        sql`select set_config('esos.audit_context', ${JSON.stringify({ actorUserId: userId, operation: 'test' })}, true)`,
      );
      await tx.execute(
        sql`update user_credential set password_hash = 'scrypt$new' where user_id = ${userId}`,
      );
    });
    const [event] = await t.database.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.entityType, 'user_credential'), eq(auditEvents.entityId, userId)))
      .orderBy(desc(auditEvents.id))
      .limit(1);
    expect(event?.changes).toEqual({ password_hash: { changed: true } });
    expect(JSON.stringify(event)).not.toContain('scrypt$new');
  });

  describe("the authority's people: changes not tied to an account", () => {
    const peopleAudit = async (email: string, query = '') => {
      const response = await call(email, 'GET', `/audit-events${query}`);
      expect(response.statusCode, response.body).toBe(200);
      return response.json() as AuditPage;
    };

    beforeAll(async () => {
      // A regulator of another authority with every audit permission, made outside any request: not audited.
      const [scot] = await t.database.db
        .insert(users)
        .values({ email: SCOTTISH_REGULATOR, firstName: 'Morag', lastName: 'Scot' })
        .returning();
      const [authority] = await t.database.db
        .insert(authorities)
        .values({ userId: scot!.id, status: 'ACTIVE', competentAuthority: 'SCOTLAND' })
        .returning();
      await t.database.db.insert(authorityPermissions).values(
        ['PERM_ACCOUNT_USERS_EDIT', 'PERM_CA_USERS_EDIT'].map((permission) => ({
          authorityId: authority!.id,
          permission,
        })),
      );
      tokens.set(SCOTTISH_REGULATOR, await t.tokenFor(SCOTTISH_REGULATOR));
    });

    it("lists an operator's own details and sign-ins, about them, and no account's changes", async () => {
      const olivia = await t.userId(OPERATOR);
      const response = await call(OPERATOR, 'PATCH', '/operator-users/operator', {
        email: OPERATOR,
        firstName: 'Olivia',
        lastName: 'Operator',
        jobTitle: 'Audited compliance lead',
      });
      expect(response.statusCode, response.body).toBe(200);
      await recordIdentityEvent(t.database.db, 'SIGN_IN_FAILED', olivia, { step: 'password' });

      const page = await peopleAudit(REGULATOR);
      const ownDetails = page.events.find(
        (event) => event.entityType === 'app_user' && event.operation.includes('/operator-users/operator'),
      );
      expect(ownDetails).toMatchObject({
        action: 'UPDATE',
        actorUserId: olivia,
        subjectUserId: olivia,
        changes: expect.objectContaining({
          job_title: expect.objectContaining({ new: 'Audited compliance lead' }),
        }),
      });
      expect(page.events.find((event) => event.action === 'SIGN_IN_FAILED')).toMatchObject({
        subjectUserId: olivia,
        changes: { step: { new: 'password' } },
      });
      expect(page.people[olivia]).toBe('Olivia Operator');
      expect(page.actors.map((actor) => actor.userId)).toContain(olivia);
      // The account's own trail keeps its changes; this one has none of them.
      expect(
        page.events.filter((event) => event.entityType === 'account' || event.entityType === 'account_note'),
      ).toEqual([]);

      const byOlivia = await peopleAudit(REGULATOR, `?actorUserId=${olivia}`);
      expect(byOlivia.events.length).toBeGreaterThan(0);
      expect(byOlivia.events.every((event) => event.actorUserId === olivia)).toBe(true);
    });

    it("lists the authority's regulator invitations, and shows another authority none of it", async () => {
      const { payload, headers } = regulatorInvitationForm({
        email: 'audited.invitee@example.gov.uk',
        firstName: 'Ivy',
        lastName: 'Invitee',
      });
      const invite = await t.app.inject({
        method: 'POST',
        url: '/api/v1.0/regulator-users/invite',
        headers: { ...headers, authorization: `Bearer ${tokens.get(REGULATOR)}` },
        payload,
      });
      expect(invite.statusCode, invite.body).toBe(204);
      const page = await peopleAudit(REGULATOR);
      const granted = page.events.find(
        (event) => event.entityType === 'authority' && event.action === 'INSERT',
      );
      expect(granted?.actorUserId).toBe(await t.userId(REGULATOR));
      expect(page.people[granted!.subjectUserId!]).toBe('Ivy Invitee');

      const scotland = await peopleAudit(SCOTTISH_REGULATOR);
      const olivia = await t.userId(OPERATOR);
      expect(scotland.events.filter((event) => event.subjectUserId === olivia)).toEqual([]);
      expect(scotland.events.filter((event) => event.subjectUserId === granted!.subjectUserId)).toEqual([]);
    });

    it("migration 0022's back-fill finds the same people for earlier events as the trigger records", async () => {
      const migration = readFileSync(
        fileURLToPath(new URL('../../drizzle/0022_audit_event_subject.sql', import.meta.url)),
        'utf8',
      );
      const backFill = migration
        .split('--> statement-breakpoint')
        .map((statement) => statement.replace(/^\s*(--[^\n]*\n)*/, '').trim())
        .filter((statement) => /^(UPDATE|ALTER TABLE "audit_event" (DIS|EN)ABLE)/.test(statement));
      expect(backFill).toHaveLength(4);
      const rolledBack = new Error('roll back');
      let compared: { entity_type: string; n: number; same: number }[] = [];
      await t.database.db
        .transaction(async (tx) => {
          await tx.execute(sql`CREATE TEMP TABLE recorded AS SELECT id, subject_user_id FROM audit_event`);
          await tx.execute(sql`ALTER TABLE audit_event DISABLE TRIGGER USER`);
          await tx.execute(sql`UPDATE audit_event SET subject_user_id = NULL`);
          await tx.execute(sql`ALTER TABLE audit_event ENABLE TRIGGER USER`);
          for (const statement of backFill) await tx.execute(sql.raw(statement));
          const result = await tx.execute(sql`
            SELECT e.entity_type, count(*)::int AS n,
              count(*) FILTER (WHERE e.subject_user_id IS NOT DISTINCT FROM r.subject_user_id)::int AS same
            FROM audit_event e JOIN recorded r USING (id) GROUP BY 1 ORDER BY 1`);
          compared = (result as unknown as { rows: typeof compared }).rows;
          throw rolledBack;
        })
        .catch((error: unknown) => {
          if (error !== rolledBack) throw error;
        });
      const types = compared.map((row) => row.entity_type);
      expect(types).toEqual(expect.arrayContaining(['app_user', 'authority', 'authority_permission']));
      for (const row of compared) expect(row.same, row.entity_type).toBe(row.n);
    });

    it('is for regulators who may manage regulator or participant users only', async () => {
      for (const email of [OPERATOR, READONLY_REGULATOR, VERIFIER]) {
        expect((await call(email, 'GET', '/audit-events')).statusCode, email).toBe(403);
      }
      expect((await call(REGULATOR, 'GET', '/audit-events?from=2026-02-30')).statusCode).toBe(400);
    });
  });

  it('records a section save once, as the parts of the task payload it changed (not the version)', async () => {
    const [task] = await t.database.db
      .select({ id: requestTasks.id, version: requestTasks.version })
      .from(requestTasks)
      .where(
        and(
          eq(requestTasks.accountId, account.id),
          eq(requestTasks.type, 'NOTIFICATION_OF_COMPLIANCE_P3_APPLICATION_SUBMIT'),
        ),
      );
    if (!task) throw new Error('no notification task on the account');
    const shown = (await call(OPERATOR, 'GET', `/tasks/${task.id}`)).json() as {
      requestTask: { payload: { noc: object; nocSectionsCompleted: Record<string, string> } };
    };
    const { noc, nocSectionsCompleted } = shown.requestTask.payload;
    const [section] = Object.keys(nocSectionsCompleted);
    if (!section) throw new Error('no section completed');
    const sections = { ...nocSectionsCompleted, [section]: 'IN_PROGRESS' };
    const save = (statuses: Record<string, string>) =>
      call(OPERATOR, 'POST', '/tasks/actions', {
        requestTaskId: task.id,
        requestTaskActionType: 'NOTIFICATION_OF_COMPLIANCE_P3_SAVE_APPLICATION_SUBMIT',
        requestTaskActionPayload: {
          payloadType: 'NOTIFICATION_OF_COMPLIANCE_P3_SAVE_APPLICATION_SUBMIT_PAYLOAD',
          noc,
          nocSectionsCompleted: statuses,
        },
      });
    const eventsOfTask = () =>
      t.database.db
        .select()
        .from(auditEvents)
        .where(and(eq(auditEvents.entityType, 'request_task'), eq(auditEvents.taskId, task.id)));
    const before = (await eventsOfTask()).length;

    const saved = await save(sections);
    expect(saved.statusCode, saved.body).toBe(204);
    expect(saved.headers.etag).toBe(`"${task.version + 1}"`);
    const events = await eventsOfTask();
    expect(events).toHaveLength(before + 1);
    expect(events.at(-1)).toMatchObject({
      action: 'UPDATE',
      operation: 'POST /api/v1.0/tasks/actions',
      actorUserId: await t.userId(OPERATOR),
      actorAuthority: 'operator_admin',
      accountId: account.id,
      changes: {
        'payload.nocSectionsCompleted': { old: nocSectionsCompleted, new: sections },
      },
    });
    expect(Object.keys(events.at(-1)?.changes ?? {})).toEqual(['payload.nocSectionsCompleted']);

    // The same notification saved again changes only the version: no event.
    expect((await save(sections)).statusCode).toBe(204);
    expect(await eventsOfTask()).toHaveLength(before + 1);
  });

  it("is a source for custom MI reports, each authority seeing its own accounts' events", async () => {
    const limits = { timeoutMs: 5000, userId: '00000000-0000-4000-8000-000000000001' };
    const england = await runCustomQuery(
      t.database.db,
      'ENGLAND',
      `select operation, action, entity_type from audit_events where account_id = ${account.id}`,
      limits,
    );
    expect(JSON.stringify(england)).toContain('account_note');
    const scotland = await runCustomQuery(
      t.database.db,
      'SCOTLAND',
      `select count(*) as n from audit_events where account_id = ${account.id}`,
      limits,
    );
    expect(Number(scotland.results[0]?.n)).toBe(0);
    const columns = await runCustomQuery(
      t.database.db,
      'ENGLAND',
      'select * from audit_events limit 1',
      limits,
    );
    expect(columns.columnNames).toContain('changes');
    expect(columns.columnNames).not.toContain('client_address');
  });

  it('takes UK days at both ends of the years it accepts', async () => {
    const instants = {
      before: '1899-12-31T23:59:59.999Z',
      first: '1900-01-01T00:00:00.000Z',
      last: '2100-12-31T23:59:59.999Z',
      after: '2101-01-01T00:00:00.000Z',
    };
    for (const occurredAt of Object.values(instants)) {
      await t.database.db.insert(auditEvents).values({
        occurredAt: new Date(occurredAt),
        operation: 'test',
        action: 'UPDATE',
        entityType: 'account',
        accountId: account.id,
      });
    }
    const times = async (query: string) =>
      (await auditOf(`${query}&pageSize=100`)).events.map((event) =>
        new Date(event.occurredAt).toISOString(),
      );
    expect(await times('?from=1900-01-01&to=1900-01-01')).toEqual([instants.first]);
    expect(await times('?from=1900-01-01&to=1900-12-31')).toEqual([instants.first]);
    expect(await times('?from=2100-12-31&to=2100-12-31')).toEqual([instants.last]);
    expect(await times('?from=2100-01-01&to=2100-12-31')).toEqual([instants.last]);
    const all = await times('?from=1900-01-01&to=2100-12-31');
    expect(all).toContain(instants.first);
    expect(all).toContain(instants.last);
    expect(all).not.toContain(instants.before);
    expect(all).not.toContain(instants.after);
  });
});
