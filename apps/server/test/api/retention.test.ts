import { eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  accountNotes,
  accounts,
  auditEvents,
  requestActions,
  requestNotes,
  requests,
  requestTasks,
  retentionRuns,
  storedFiles,
} from '../../src/platform/db/schema';
import { submittedReports } from '../../src/workflow/reports/records';
import { createTestApp, type TestApp } from '../support/test-app';

// Phase 3 ended on 5 December 2023; Phases 4 and 5 end on 5 December 2027 and 2031.
const BEFORE_PHASE_5_ENDS = new Date('2031-12-05T23:00:00Z');
const PHASE_5_ENDED = new Date('2031-12-06T00:00:00Z');

describe('retention job (spec §9: deleted once two later compliance periods have elapsed)', () => {
  let t: TestApp;
  let accountId = 0;
  const ids = { phase1Request: 'RET-ACC-2014', phase3Request: 'RET-NOC-P3', phase4Request: 'RET-ACC-2024' };
  const notes = { phase3: 0, phase4: 0 };
  const files = { phase3Request: '', phase3Account: '', phase4Account: '', phase3KeptByNote: '' };
  const events = { phase1: 0, phase3: 0, phase4: 0 };

  const exists = async () => {
    const db = t.database.db;
    const requestIds = (
      await db
        .select({ id: requests.id })
        .from(requests)
        .where(inArray(requests.id, Object.values(ids)))
    ).map((row) => row.id);
    const noteIds = (
      await db
        .select({ id: accountNotes.id })
        .from(accountNotes)
        .where(inArray(accountNotes.id, Object.values(notes)))
    ).map((row) => row.id);
    const fileIds = (
      await db
        .select({ uuid: storedFiles.uuid })
        .from(storedFiles)
        .where(inArray(storedFiles.uuid, Object.values(files)))
    ).map((row) => row.uuid);
    const eventIds = (
      await db
        .select({ id: auditEvents.id })
        .from(auditEvents)
        .where(inArray(auditEvents.id, Object.values(events)))
    ).map((row) => row.id);
    const tasks = await db.select().from(requestTasks).where(eq(requestTasks.requestId, ids.phase3Request));
    const actions = await db
      .select()
      .from(requestActions)
      .where(eq(requestActions.requestId, ids.phase3Request));
    const requestNoteRows = await db
      .select()
      .from(requestNotes)
      .where(eq(requestNotes.requestId, ids.phase3Request));
    const nocs = await db.select().from(submittedReports).where(eq(submittedReports.id, ids.phase3Request));
    return {
      requests: requestIds.sort(),
      notes: noteIds.sort(),
      files: fileIds.sort(),
      events: eventIds.sort(),
      phase3Children: tasks.length + actions.length + requestNoteRows.length + nocs.length,
    };
  };

  beforeAll(async () => {
    t = await createTestApp({ RETENTION_JOB: 'off' });
    const db = t.database.db;
    const [account] = await db.select().from(accounts).where(eq(accounts.name, 'Demo Subsidiary 08 Ltd'));
    if (!account) throw new Error('no demo account');
    accountId = account.id;
    const base = { accountId, competentAuthority: account.competentAuthority, status: 'COMPLETED' as const };
    await db.insert(requests).values([
      {
        ...base,
        id: ids.phase1Request,
        type: 'ORGANISATION_ACCOUNT_OPENING',
        creationDate: new Date('2014-03-01'),
      },
      // Started during Phase 4, but a Phase 3 report: it belongs to Phase 3.
      {
        ...base,
        id: ids.phase3Request,
        type: 'NOTIFICATION_OF_COMPLIANCE_P3',
        creationDate: new Date('2024-01-10'),
      },
      { ...base, id: ids.phase4Request, type: 'ACCOUNT_CLOSURE', creationDate: new Date('2024-02-01') },
    ]);
    await db.insert(requestTasks).values({
      requestId: ids.phase3Request,
      type: 'NOTIFICATION_OF_COMPLIANCE_P3_APPLICATION_SUBMIT',
      accountId,
      competentAuthority: account.competentAuthority,
    });
    await db
      .insert(requestActions)
      .values({ requestId: ids.phase3Request, type: 'NOTIFICATION_OF_COMPLIANCE_P3_APPLICATION_SUBMITTED' });
    await db.insert(submittedReports).values({
      id: ids.phase3Request,
      accountId,
      requestType: 'NOTIFICATION_OF_COMPLIANCE_P3',
      competentAuthority: account.competentAuthority,
      phase: 'PHASE_3',
      data: {},
      submittedAt: new Date('2024-01-20'),
    });
    const file = async (values: { requestId?: string; accountId?: number; createdAt: Date }) => {
      const [row] = await db
        .insert(storedFiles)
        .values({
          kind: 'NOTE',
          fileName: 'a.pdf',
          contentType: 'application/pdf',
          size: 1,
          content: Buffer.from('x'),
          status: 'SUBMITTED',
          ...values,
        })
        .returning({ uuid: storedFiles.uuid });
      return row!.uuid;
    };
    files.phase3Request = await file({ requestId: ids.phase3Request, createdAt: new Date('2024-01-11') });
    files.phase3Account = await file({ accountId, createdAt: new Date('2020-05-01') });
    files.phase4Account = await file({ accountId, createdAt: new Date('2025-05-01') });
    // Uploaded in Phase 3 but listed by a note changed in Phase 4: kept while that note is.
    files.phase3KeptByNote = await file({ accountId, createdAt: new Date('2021-05-01') });
    await db.insert(requestNotes).values({
      requestId: ids.phase3Request,
      payload: { note: 'Phase 3 request note', files: { [files.phase3Request]: 'a.pdf' } },
      submitter: 'Reg',
      roleType: 'REGULATOR',
      lastUpdatedOn: new Date('2024-01-12'),
    });
    const note = async (lastUpdatedOn: Date, listed: string) => {
      const [row] = await db
        .insert(accountNotes)
        .values({
          accountId,
          payload: { note: 'n', files: { [listed]: 'a.pdf' } },
          submitter: 'Reg',
          roleType: 'REGULATOR',
          lastUpdatedOn,
        })
        .returning({ id: accountNotes.id });
      return row!.id;
    };
    notes.phase3 = await note(new Date('2020-05-01'), files.phase3Account);
    notes.phase4 = await note(new Date('2025-06-01'), files.phase3KeptByNote);
    const event = async (occurredAt: Date) => {
      const [row] = await db
        .insert(auditEvents)
        .values({ occurredAt, operation: 'test', action: 'UPDATE', entityType: 'account', accountId })
        .returning({ id: auditEvents.id });
      return row!.id;
    };
    events.phase1 = await event(new Date('2015-01-01'));
    events.phase3 = await event(new Date('2023-12-05T23:59:00Z'));
    events.phase4 = await event(new Date('2023-12-06T00:00:00Z'));
  });
  afterAll(async () => t.close());

  it('reports in a dry run what would go, and deletes nothing', async () => {
    const before = await exists();
    const report = await t.app.retention.runOnce({ now: PHASE_5_ENDED, dryRun: true });
    expect(report).toMatchObject({
      dryRun: true,
      lastExpiredPeriod: 3,
      cutoff: new Date('2023-12-06T00:00:00Z'),
    });
    expect(report?.counts.request).toBeGreaterThanOrEqual(2);
    expect(report?.counts.submitted_report).toBeGreaterThanOrEqual(1);
    expect(report?.counts.request_task).toBeGreaterThanOrEqual(1);
    expect(report?.counts['stored_file (accounts)']).toBeGreaterThanOrEqual(1);
    expect(report?.counts.audit_event).toBeGreaterThanOrEqual(2);
    expect(await exists()).toEqual(before);
    const [run] = await t.database.db
      .select()
      .from(retentionRuns)
      .orderBy(sql`id desc`)
      .limit(1);
    expect(run).toMatchObject({ dryRun: true, counts: report?.counts });
  });

  it('before Phase 5 ends, deletes Phases 1 and 2 only', async () => {
    const report = await t.app.retention.runOnce({ now: BEFORE_PHASE_5_ENDS, dryRun: false });
    expect(report?.lastExpiredPeriod).toBe(2);
    const left = await exists();
    expect(left.requests).toEqual([ids.phase3Request, ids.phase4Request].sort());
    expect(left.events).toEqual([events.phase3, events.phase4].sort());
    expect(left.notes).toEqual([notes.phase3, notes.phase4].sort());
    expect(left.phase3Children).toBe(4);
  });

  it('once Phase 5 has ended, deletes Phase 3 with its tasks, timeline, notes, files and audit events', async () => {
    const report = await t.app.retention.runOnce({ now: PHASE_5_ENDED, dryRun: false });
    expect(report?.dryRun).toBe(false);
    const left = await exists();
    expect(left.requests).toEqual([ids.phase4Request]);
    expect(left.phase3Children).toBe(0);
    expect(left.notes).toEqual([notes.phase4]);
    expect(left.files).toEqual([files.phase4Account, files.phase3KeptByNote].sort());
    expect(left.events).toEqual([events.phase4]);
    // The run itself is in the trail, and the trail stays append-only for everyone else.
    const [recorded] = await t.database.db
      .select()
      .from(auditEvents)
      .where(eq(auditEvents.action, 'RETENTION'))
      .orderBy(sql`id desc`)
      .limit(1);
    expect(recorded?.changes?.request).toEqual({ new: report?.counts.request });
    await expect(
      t.database.db.delete(auditEvents).where(eq(auditEvents.id, events.phase4)),
    ).rejects.toThrow();
    // Idempotent: a second run finds nothing more of these periods.
    const again = await t.app.retention.runOnce({ now: PHASE_5_ENDED, dryRun: false });
    expect(again?.counts.request).toBe(0);
    expect(again?.counts.audit_event).toBe(0);
  });

  it('runs on one instance at a time: a run that finds the lock taken skips its turn', async () => {
    if (t.database.kind === 'postgres') {
      // Another instance holds the lock (its own connection) while this one tries.
      const result = await t.database.db.transaction(async (tx) => {
        await tx.execute(sql`select pg_advisory_xact_lock(4200084)`);
        return t.app.retention.runOnce({ now: PHASE_5_ENDED, dryRun: true });
      });
      expect(result).toBeUndefined();
    } else {
      // The embedded database has one connection, one process (its data folder is locked): runs queue.
      const results = await Promise.all([
        t.app.retention.runOnce({ now: PHASE_5_ENDED, dryRun: true }),
        t.app.retention.runOnce({ now: PHASE_5_ENDED, dryRun: true }),
      ]);
      expect(results.every((result) => result?.counts.request === 0)).toBe(true);
    }
  });
});
