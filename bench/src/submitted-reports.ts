import { sql } from 'drizzle-orm';
import type { Database } from '../../apps/server/src/platform/db';
import { RARE_WORD, seedAccounts, type AccountsSeed } from './accounts-seed';
import { bearer, runScaleBenchmark } from './support/scaled-bench';

// The regulators' list of submitted reports (GET /api/v1.0/submitted-reports, issue 38 point 3) at two
// sizes of the submitted_report table, on PostgreSQL, in process (app.inject). A size is the number of
// reports: a quarter as many accounts (seedAccounts: 70% England), each with a notification, an action
// plan and both progress updates submitted at random over two years, each with its SUBMITTED timeline
// entry. The regulator is England's. Goal: every case p99 <= 100 ms at 200,000 reports, and p50 at most
// 1.5 times the small size's. Figures are printed, never asserted.
const PAGE_SIZE = 20;
const CATEGORIES = [
  'ESOS_ENERGY_ASSESSMENTS_95_TO_100',
  'ISO_50001_COVERING_ENERGY_USAGE',
  'PARTIAL_ENERGY_ASSESSMENTS',
  'ZERO_ENERGY',
  'LESS_THAN_40000_KWH_PER_YEAR',
  'ALTERNATIVE_ENERGY_ASSESSMENTS_95_TO_100',
  'NOT_QUALIFY',
];
const TYPES = [
  ['NOTIFICATION_OF_COMPLIANCE_P3', 'NOC'],
  ['ACTION_PLAN_P3', 'AP'],
  ['PROGRESS_UPDATE_1_P3', 'PU1'],
  ['PROGRESS_UPDATE_2_P3', 'PU2'],
] as const;

async function seedReports(db: Database, reports: number): Promise<AccountsSeed> {
  const accounts = Math.max(1, Math.floor(reports / TYPES.length));
  const seeded = await seedAccounts(db, accounts);
  await db.execute(sql`select setseed(0.17)`);
  for (const [type, prefix] of TYPES) {
    await db.execute(sql`
      create temporary table plan as
      select a.id as account_id, a.competent_authority,
             ${prefix}::text || lpad(a.id::text, 6, '0') || '-P3' as id,
             timestamptz '2024-12-01' + random() * interval '730 days' as submitted_at,
             (string_to_array(${CATEGORIES.join(',')}::text, ','))[1 + floor(random() * ${CATEGORIES.length})::int] as category
      from account a`);
    await db.execute(sql`
      insert into request (id, type, status, account_id, competent_authority, metadata, creation_date,
                           submission_date, end_date)
      select id, ${type}::text, 'COMPLETED', account_id, competent_authority,
             jsonb_build_object('type', ${type}::text, 'phase', 'PHASE_3'), submitted_at - interval '1 day',
             submitted_at, submitted_at
      from plan`);
    await db.execute(sql`
      insert into request_action (request_id, type, payload, submitter, creation_date)
      select id, ${`${type}_APPLICATION_SUBMITTED`}::text, '{}'::jsonb, 'Bench Operator', submitted_at from plan`);
    await db.execute(sql`
      insert into submitted_report (id, request_type, account_id, competent_authority, phase, submitted_at,
                                    reporting_obligation_category, lead_assessor_type, data)
      select id, ${type}::text, account_id, competent_authority, 'PHASE_3', submitted_at,
             case when ${type}::text = 'NOTIFICATION_OF_COMPLIANCE_P3' then category end,
             case when ${type}::text = 'NOTIFICATION_OF_COMPLIANCE_P3' then 'EXTERNAL' end,
             '{}'::jsonb
      from plan`);
    await db.execute(sql`drop table plan`);
  }
  await db.execute(sql`vacuum analyze`);
  return seeded;
}

interface Case {
  name: string;
  query: string;
}

await runScaleBenchmark<Case, AccountsSeed>({
  database: 'esos_bench_submitted_reports',
  defaultScales: '2000,200000',
  sizeName: 'reports',
  title: `GET /api/v1.0/submitted-reports?...&pageSize=${PAGE_SIZE}`,
  target: 1.5,
  seed: seedReports,
  describe: async (app, seeded) => {
    const headers = await bearer(app, seeded.regulatorId);
    const cases: Case[] = [
      { name: 'newest first', query: '' },
      { name: 'oldest first, page 50', query: 'sort=submittedAt,asc&page=50' },
      { name: 'type action plan', query: 'type=ACTION_PLAN_P3' },
      { name: 'category zero energy', query: 'category=ZERO_ENERGY' },
      { name: 'one month', query: 'submittedFrom=2025-06-01&submittedTo=2025-06-30' },
      {
        name: 'type, category, year',
        query:
          'type=NOTIFICATION_OF_COMPLIANCE_P3&category=NOT_QUALIFY&submittedFrom=2025-01-01&submittedTo=2025-12-31',
      },
      { name: 'name, few matches', query: `search=${RARE_WORD.slice(0, 6).toLowerCase()}` },
      { name: 'name, many matches', query: 'search=energy' },
      { name: 'registration number', query: `search=${seeded.registrationNumber.toLowerCase()}` },
    ];
    return {
      cases,
      url: ({ query }) => `/api/v1.0/submitted-reports?${query ? `${query}&` : ''}pageSize=${PAGE_SIZE}`,
      headers: () => headers,
    };
  },
  check: (item, body) => {
    const parsed = JSON.parse(body) as { reports?: { submittedActionId?: number }[]; total?: number };
    if (!parsed.reports || parsed.reports.length === 0) throw new Error(`${item.name}: no reports (${body})`);
    if (parsed.reports.some((report) => report.submittedActionId === undefined)) {
      throw new Error(`${item.name}: a report without its timeline entry`);
    }
    return parsed.total ?? 0;
  },
  label: ({ name }) => name.padEnd(24),
});
