import { randomBytes } from 'node:crypto';
import { count, lt, sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { runCustomQuery } from '../../src/api/mi-reports/custom-query';
import { openDatabase } from '../../src/platform/db';
import { accounts, auditEvents } from '../../src/platform/db/schema';
import { createTestApp, type TestApp } from '../support/test-app';
import { createScratchPostgres } from '../support/test-database';

const REGULATOR = 'regulator@example.gov.uk';
const FAR_FUTURE = new Date('2045-01-01T00:00:00Z');

/** Adds a note to a demo account as the regulator, through the API: one audit event. */
async function auditedChange(t: TestApp): Promise<void> {
  const [account] = await t.database.db.select().from(accounts).limit(1);
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/v1.0/account-notes',
    headers: { authorization: `Bearer ${await t.tokenFor(REGULATOR)}` },
    payload: { accountId: account!.id, note: 'Checked by the audit role test' },
  });
  expect(response.statusCode, response.body).toBe(204);
}

/** The retention job deletes old audit events through the owner's function, whoever the service runs as. */
async function retentionPurgesTheTrail(t: TestApp): Promise<void> {
  const started = new Date();
  const report = await t.app.retention.runOnce({ now: FAR_FUTURE, dryRun: false });
  expect(report?.counts.audit_event).toBeGreaterThan(0);
  // Only the run's own record (written after the purge) is left.
  const [left] = await t.database.db
    .select({ n: count() })
    .from(auditEvents)
    .where(lt(auditEvents.occurredAt, started));
  expect(left?.n).toBe(0);
}

const serverUrl = process.env.DATABASE_URL;

describe('the audit trail against the service itself (ADR 21)', { timeout: 120_000 }, () => {
  const cleanUps: (() => Promise<void>)[] = [];
  afterAll(async () => {
    for (const cleanUp of cleanUps.reverse()) await cleanUp();
  });

  if (serverUrl) {
    it('on PostgreSQL with a migration URL, the service role adds and reads audit events but cannot change, delete, truncate or unguard them', async () => {
      const scratch = await createScratchPostgres(serverUrl, 'esos_audit_role');
      const role = `esos_service_${randomBytes(4).toString('hex')}`;
      const admin = new pg.Client({ connectionString: serverUrl });
      await admin.connect();
      await admin.query(`CREATE ROLE ${role} LOGIN`);
      cleanUps.push(async () => {
        await scratch.drop();
        await admin.query(`DROP ROLE IF EXISTS ${role}`);
        await admin.end();
      });
      const serviceUrl = new URL(scratch.url);
      serviceUrl.username = role;
      const database = await openDatabase({
        kind: 'postgres',
        url: serviceUrl.toString(),
        migrationUrl: scratch.url,
      });
      const t = await createTestApp({ LOG_LEVEL: 'error' }, undefined, { database });
      cleanUps.push(() => t.close());

      await auditedChange(t);
      const whoami = (await t.database.db.execute(sql`select current_user as name`)) as unknown as {
        rows: { name: string }[];
      };
      expect(whoami.rows[0]?.name).toBe(role);
      const refusal = (statement: string) =>
        t.database.db.execute(sql.raw(statement)).then(
          () => 'allowed',
          (error: { code?: string; cause?: { code?: string } }) => error.cause?.code ?? error.code,
        );
      // 42501: insufficient privilege; not the table's owner, so its triggers stay on too.
      expect(await refusal("update audit_event set action = 'FORGED'")).toBe('42501');
      expect(await refusal('delete from audit_event')).toBe('42501');
      expect(await refusal('truncate audit_event')).toBe('42501');
      expect(await refusal('alter table audit_event disable trigger all')).toBe('42501');
      expect(await refusal('drop table audit_event')).toBe('42501');
      // The MI custom reports still run under their roles.
      const england = await runCustomQuery(
        t.database.db,
        'ENGLAND',
        'select count(*) as n from audit_events',
        {
          timeoutMs: 5000,
          userId: '00000000-0000-4000-8000-000000000001',
        },
      );
      expect(Number(england.results[0]?.n)).toBeGreaterThan(0);
      await retentionPurgesTheTrail(t);
    });
  } else {
    it('on the embedded database (one role), a direct delete is refused and retention purges through the function', async () => {
      const t = await createTestApp();
      cleanUps.push(() => t.close());
      await auditedChange(t);
      await expect(t.database.db.execute(sql`delete from audit_event`)).rejects.toThrow();
      await retentionPurgesTheTrail(t);
    });
  }
});
