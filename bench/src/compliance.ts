import { sql } from 'drizzle-orm';
import { seedCompliance } from './compliance-seed';
import { benchServerUrl, dropDatabase, percentile, prepareScale } from './support/scaled-bench';

// The compliance overview and a drill-down page (issue 38 point 7, ADR 50) at 50,000 accounts and 200,000
// reports on PostgreSQL, in process (app.inject) with the read caches emptied before every call. Every count
// the overview answers is first checked against a direct count of the workflow rows. Figures and targets
// are printed, never asserted (timing on a shared machine is not a test).
const ACCOUNTS = Number(process.env.BENCH_ACCOUNTS ?? 50_000);
const SAMPLES = Number(process.env.BENCH_SAMPLES ?? 100);
const NAME = `esos_bench_compliance_${ACCOUNTS}`;
const NOC = 'NOTIFICATION_OF_COMPLIANCE_P3';

interface Case {
  name: string;
  url: string;
  target: number;
}
type Overview = { liveAccounts: number; reports: { requestType: string; states: Record<string, number> }[] };

const serverUrl = benchServerUrl();
const cases: Case[] = [
  { name: 'overview', url: '/api/v1.0/compliance/overview', target: 200 },
  ...['NOT_STARTED', 'IN_PROGRESS', 'WITH_REVIEWER', 'SUBMITTED'].map((state) => ({
    name: `accounts ${state.toLowerCase()}`,
    url: `/api/v1.0/compliance/accounts?report=${NOC}&state=${state}&page=3&pageSize=20`,
    target: 100,
  })),
  {
    name: 'accounts submitted, category, by date',
    url: `/api/v1.0/compliance/accounts?report=${NOC}&state=SUBMITTED&category=ZERO_ENERGY&sort=submittedOn,desc&page=0&pageSize=20`,
    target: 100,
  },
  {
    name: 'accounts action plan, all, by name',
    url: `/api/v1.0/compliance/accounts?report=ACTION_PLAN_P3&page=100&pageSize=20`,
    target: 100,
  },
];

const scale = await prepareScale<Case, Awaited<ReturnType<typeof seedCompliance>>>({
  serverUrl,
  name: NAME,
  size: ACCOUNTS,
  seed: (db) => seedCompliance(db, ACCOUNTS),
  describe: async (app, seeded) => {
    const { bearer } = await import('./support/scaled-bench');
    const headers = await bearer(app, seeded.regulatorId);
    return { cases, url: (item) => item.url, headers: () => headers };
  },
});
try {
  const db = scale.database.db;
  const rowsOf = <Row>(result: unknown) => (result as { rows: Row[] }).rows;
  const [reports] = rowsOf<{ count: number }>(
    await db.execute(sql`select count(*)::int as count from request`),
  );
  console.log(`${ACCOUNTS} accounts, ${reports?.count} reports`);

  // The overview's counts against a direct count of the rows (England, the measured regulator's).
  const overview = JSON.parse((await scale.call(cases[0]!)).body) as Overview;
  const direct = rowsOf<{ type: string; state: string; count: number }>(
    await db.execute(sql`
      with live as (select id from account where competent_authority = 'ENGLAND' and status = 'LIVE'),
      types as (select unnest(array['NOTIFICATION_OF_COMPLIANCE_P3','ACTION_PLAN_P3','PROGRESS_UPDATE_1_P3','PROGRESS_UPDATE_2_P3']) as type),
      states as (
        select t.type, case
          when o.id is not null and exists (select 1 from request_task k where k.request_id = o.id and k.type like '%\\_APPLICATION\\_EDIT') then 'WITH_REVIEWER'
          when o.id is not null and s.id is not null then 'RETURNED'
          when o.id is not null then 'IN_PROGRESS'
          when s.id is not null then 'SUBMITTED'
          else 'NOT_STARTED' end as state
        from live a cross join types t
        left join request o on o.account_id = a.id and o.type = t.type and o.status = 'IN_PROGRESS' and o.metadata ->> 'phase' = 'PHASE_3'
        left join submitted_report s on s.account_id = a.id and s.request_type = t.type and s.phase = 'PHASE_3')
      select type, state, count(*)::int as count from states group by type, state`),
  );
  let mismatches = 0;
  for (const row of direct) {
    const answered = overview.reports.find((report) => report.requestType === row.type)?.states[row.state];
    if (answered !== row.count) {
      mismatches += 1;
      console.log(`MISMATCH ${row.type} ${row.state}: overview ${answered}, rows ${row.count}`);
    }
  }
  console.log(
    `counts checked against the rows: ${direct.length} (report, state) counts, ${mismatches} mismatches`,
  );
  if (mismatches > 0) process.exitCode = 1;

  for (const item of cases) for (let warm = 0; warm < 10; warm++) await scale.call(item);
  const samples = new Map(cases.map((item) => [item, [] as number[]]));
  for (let round = 0; round < SAMPLES; round++) {
    for (const item of cases) samples.get(item)!.push((await scale.call(item)).elapsed);
  }
  console.log(`\ncaches emptied before every call, ${SAMPLES} samples each (ms)\n`);
  console.log(`${'case'.padEnd(40)}      p50      p95      p99   target (p95)`);
  for (const item of cases) {
    const sorted = samples.get(item)!.sort((a, b) => a - b);
    const p95 = percentile(sorted, 95);
    console.log(
      `${item.name.padEnd(40)} ${percentile(sorted, 50).toFixed(2).padStart(8)} ${p95.toFixed(2).padStart(8)} ${percentile(sorted, 99).toFixed(2).padStart(8)}   <= ${item.target}${p95 <= item.target ? '' : ' (misses target)'}`,
    );
  }
} finally {
  await scale.close();
  if (process.env.BENCH_KEEP_DATABASE !== '1') await dropDatabase(serverUrl, NAME);
}
