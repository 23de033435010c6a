import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createScratchPostgres } from '../support/test-database';

/**
 * Migration 0023 (ADR 45): the rows of the four submitted-report tables a database kept before it are
 * carried into submitted_report, with the indexed answers worked out from each document, and the MI
 * report schemas' views read them from there. Runs on PGlite, or on the PostgreSQL of DATABASE_URL.
 */
const migrations = fileURLToPath(new URL('../../drizzle', import.meta.url));

type Query = (sql: string) => Promise<Record<string, unknown>[]>;
interface Migrating {
  query: Query;
  /** Several statements in one go. */
  exec(sql: string): Promise<void>;
  migrate(folder: string): Promise<void>;
  close(): Promise<void>;
}

async function openMigrating(): Promise<Migrating> {
  const serverUrl = process.env.DATABASE_URL;
  if (serverUrl) {
    const pg = await import('pg');
    const { drizzle } = await import('drizzle-orm/node-postgres');
    const { migrate } = await import('drizzle-orm/node-postgres/migrator');
    const scratch = await createScratchPostgres(serverUrl, 'esos_migration');
    const client = new pg.default.Client({ connectionString: scratch.url });
    await client.connect();
    return {
      query: async (sql) => (await client.query(sql)).rows as Record<string, unknown>[],
      exec: async (sql) => {
        await client.query(sql);
      },
      migrate: (folder) => migrate(drizzle(client), { migrationsFolder: folder }),
      close: async () => {
        await client.end();
        await scratch.drop();
      },
    };
  }
  const { PGlite } = await import('@electric-sql/pglite');
  const { pg_trgm } = await import('@electric-sql/pglite/contrib/pg_trgm');
  const { drizzle } = await import('drizzle-orm/pglite');
  const { migrate } = await import('drizzle-orm/pglite/migrator');
  const client = new PGlite({ extensions: { pg_trgm } });
  await client.waitReady;
  return {
    query: async (sql) => (await client.query<Record<string, unknown>>(sql)).rows,
    exec: async (sql) => {
      await client.exec(sql);
    },
    migrate: (folder) => migrate(drizzle(client), { migrationsFolder: folder }),
    close: () => client.close(),
  };
}

/** A copy of the migrations folder that ends before the migration `tag`. */
async function migrationsBefore(tag: string): Promise<string> {
  const folder = await mkdtemp(join(tmpdir(), 'esos-migrations-'));
  await cp(migrations, folder, { recursive: true });
  const journalPath = join(folder, 'meta', '_journal.json');
  const journal = JSON.parse(await readFile(journalPath, 'utf8')) as { entries: { tag: string }[] };
  const at = journal.entries.findIndex((entry) => entry.tag === tag);
  expect(at).toBeGreaterThan(0);
  journal.entries = journal.entries.slice(0, at);
  await writeFile(journalPath, JSON.stringify(journal));
  return folder;
}

const noc = {
  reportingObligation: {
    qualificationType: 'QUALIFY',
    reportingObligationDetails: {
      energyResponsibilityType: 'RESPONSIBLE',
      complianceRouteDistribution: {
        iso50001Pct: 40,
        displayEnergyCertificatePct: 0,
        greenDealAssessmentPct: 0,
        energyAuditsPct: 60,
        energyNotAuditedPct: 0,
        totalPct: 100,
      },
    },
  },
  leadAssessor: { leadAssessorType: 'EXTERNAL' },
};

describe('migration 0023: one submitted-report table', () => {
  let db: Migrating;
  let folder = '';

  beforeAll(async () => {
    db = await openMigrating();
    folder = await migrationsBefore('0023_one_submitted_report_table');
    await db.migrate(folder);
    await db.exec(`
      INSERT INTO competent_authority (code, name, email) VALUES ('ENGLAND', 'Environment Agency', 'ea@example.com');
      INSERT INTO account (id, name, status, competent_authority, location, address_line1, city, postcode)
        VALUES (7, 'Carried Over Ltd', 'LIVE', 'ENGLAND', 'ENGLAND', '1 Road', 'Leeds', 'LS1 1AA');
      INSERT INTO request (id, type, status, account_id, competent_authority, submission_date) VALUES
        ('NOC000007-P3', 'NOTIFICATION_OF_COMPLIANCE_P3', 'COMPLETED', 7, 'ENGLAND', '2024-01-05T10:00:00Z'),
        ('AP000007-P3', 'ACTION_PLAN_P3', 'COMPLETED', 7, 'ENGLAND', '2024-02-05T10:00:00Z'),
        ('PU1000007-P3', 'PROGRESS_UPDATE_1_P3', 'COMPLETED', 7, 'ENGLAND', '2025-08-05T10:00:00Z'),
        ('PU2000007-P3', 'PROGRESS_UPDATE_2_P3', 'COMPLETED', 7, 'ENGLAND', '2026-01-05T10:00:00Z');
      INSERT INTO noc (id, account_id, phase, data, submission_date)
        VALUES ('NOC000007-P3', 7, 'PHASE_3', '${JSON.stringify(noc)}', '2024-01-05T10:00:00Z');
      INSERT INTO action_plan (id, account_id, phase, data)
        VALUES ('AP000007-P3', 7, 'PHASE_3', '{"phase":"PHASE_3","actionPlan":{}}');
      INSERT INTO progress_update_1 (id, account_id, phase, is_disaggregate_undertaking, data)
        VALUES ('PU1000007-P3', 7, 'PHASE_3', false, '{"phase":"PHASE_3","progressUpdate1P3":{}}');
      INSERT INTO progress_update_2 (id, account_id, phase, is_disaggregate_undertaking, data)
        VALUES ('PU2000007-P3', 7, 'PHASE_3', true, '{"phase":"PHASE_3","progressUpdate2P3":{}}');
    `);
    await db.migrate(migrations);
  });

  afterAll(async () => {
    await db?.close();
    if (folder) await rm(folder, { recursive: true, force: true });
  });

  it('carries every kept report over, dated, typed and with its indexed answers', async () => {
    const rows = await db.query(`
      SELECT id, request_type, account_id::int AS account_id, competent_authority, phase, submitted_at,
        reporting_obligation_category, lead_assessor_type, is_disaggregate_undertaking, data
      FROM submitted_report ORDER BY submitted_at`);
    expect(
      rows.map(({ submitted_at: at, ...row }) => ({ ...row, at: new Date(at as string).toISOString() })),
    ).toEqual([
      {
        id: 'NOC000007-P3',
        request_type: 'NOTIFICATION_OF_COMPLIANCE_P3',
        account_id: 7,
        competent_authority: 'ENGLAND',
        phase: 'PHASE_3',
        at: '2024-01-05T10:00:00.000Z',
        reporting_obligation_category: 'PARTIAL_ENERGY_ASSESSMENTS',
        lead_assessor_type: 'EXTERNAL',
        is_disaggregate_undertaking: null,
        data: noc,
      },
      {
        id: 'AP000007-P3',
        request_type: 'ACTION_PLAN_P3',
        account_id: 7,
        competent_authority: 'ENGLAND',
        phase: 'PHASE_3',
        at: '2024-02-05T10:00:00.000Z',
        reporting_obligation_category: null,
        lead_assessor_type: null,
        is_disaggregate_undertaking: null,
        data: { phase: 'PHASE_3', actionPlan: {} },
      },
      expect.objectContaining({
        id: 'PU1000007-P3',
        request_type: 'PROGRESS_UPDATE_1_P3',
        at: '2025-08-05T10:00:00.000Z',
        is_disaggregate_undertaking: false,
      }),
      expect.objectContaining({
        id: 'PU2000007-P3',
        request_type: 'PROGRESS_UPDATE_2_P3',
        at: '2026-01-05T10:00:00.000Z',
        is_disaggregate_undertaking: true,
        data: { phase: 'PHASE_3', progressUpdate2P3: {} },
      }),
    ]);
  });

  it('drops the four tables, and the MI report views read the carried rows under their old names', async () => {
    const tables = await db.query(`
      SELECT table_name FROM information_schema.tables WHERE table_schema = 'public'
        AND table_name IN ('noc', 'action_plan', 'progress_update_1', 'progress_update_2', 'submitted_report')`);
    expect(tables).toEqual([{ table_name: 'submitted_report' }]);
    const views = await db.query(`
      SELECT (SELECT count(*)::int FROM mi_report_england.noc) AS noc,
        (SELECT count(*)::int FROM mi_report_england.action_plans) AS plans,
        (SELECT count(*)::int FROM mi_report_england.progress_updates_1) AS first,
        (SELECT count(*)::int FROM mi_report_england.progress_updates_2) AS second,
        (SELECT count(*)::int FROM mi_report_scotland.noc) AS scotland`);
    expect(views).toEqual([{ noc: 1, plans: 1, first: 1, second: 1, scotland: 0 }]);
  });
});
