import { sql } from 'drizzle-orm';
import type { Database } from '../../apps/server/src/platform/db';
import { seedAccounts } from './accounts-seed';

/**
 * Each account's four Phase 3 reports (one request each, so 4 x accounts reports), with set-based SQL:
 * per report a share submitted (a COMPLETED request and its submitted record), a share in progress (its
 * SUBMIT task), for the notification a share with a reviewer (EDIT and WAIT_FOR_EDIT tasks) and a share
 * re-opened after submission, and the rest cancelled (not started). Submitted notifications carry a
 * category, a lead-assessor type and a compliance route; submissions are spread over two years. The
 * migration's triggers fill compliance_state from these rows, as they do for the service's own writes.
 */
const REPORTS = [
  // prefix, request type, submit task, % submitted, % in progress
  ['NOC', 'NOTIFICATION_OF_COMPLIANCE_P3', 'NOTIFICATION_OF_COMPLIANCE_P3_APPLICATION_SUBMIT', 75, 12],
  ['AP', 'ACTION_PLAN_P3', 'ACTION_PLAN_P3_APPLICATION_SUBMIT', 55, 15],
  ['PU1', 'PROGRESS_UPDATE_1_P3', 'PROGRESS_UPDATE_1_P3_APPLICATION_SUBMIT', 35, 15],
  ['PU2', 'PROGRESS_UPDATE_2_P3', 'PROGRESS_UPDATE_2_P3_APPLICATION_SUBMIT', 15, 10],
] as const;

const CATEGORIES = [
  'ESOS_ENERGY_ASSESSMENTS_95_TO_100',
  'ISO_50001_COVERING_ENERGY_USAGE',
  'PARTIAL_ENERGY_ASSESSMENTS',
  'ZERO_ENERGY',
  'LESS_THAN_40000_KWH_PER_YEAR',
  'ALTERNATIVE_ENERGY_ASSESSMENTS_95_TO_100',
];

/** A constant of this file as an SQL literal: typed by PostgreSQL as a literal is, where a parameter could not be. */
const lit = (value: string | number) =>
  sql.raw(typeof value === 'number' ? String(value) : `'${value.replaceAll("'", "''")}'`);

export async function seedCompliance(db: Database, accountCount: number) {
  const seeded = await seedAccounts(db, accountCount);
  for (const [index, [prefix, type, submitTask, submitted, inProgress]] of REPORTS.entries()) {
    // bucket: 0..99 per account and report; below `submitted`: submitted; then in progress; else cancelled.
    const plan = sql`select a.id, a.competent_authority as ca, (hashint4(a.id::int + ${lit((index + 1) * 7919)}) & 1023) % 100 as bucket,
        ${lit(prefix)} || lpad(a.id::text, 6, '0') || '-P3' as request_id
      from account a`;
    await db.execute(sql`
      insert into request (id, type, status, account_id, competent_authority, metadata, creation_date, submission_date)
      select request_id, ${lit(type)},
             case when bucket < ${lit(submitted)} then 'COMPLETED'
                  when bucket < ${lit(submitted + inProgress)} then 'IN_PROGRESS'
                  -- a few re-opened after submission (returned for changes)
                  when bucket < ${lit(submitted + inProgress + 2)} then 'IN_PROGRESS'
                  else 'CANCELLED' end,
             id, ca, jsonb_build_object('type', ${lit(type)}, 'phase', 'PHASE_3'),
             timestamptz '2024-01-01' + (bucket * interval '7 days'),
             case when bucket < ${lit(submitted)} then timestamptz '2024-06-01' + ((id % 700) * interval '1 day') end
      from (${plan}) as p`);
    await db.execute(sql`
      insert into request_task (request_id, type, account_id, competent_authority, start_date)
      select request_id, ${lit(submitTask)}, id, ca, now()
      from (${plan}) as p where bucket >= ${lit(submitted)} and bucket < ${lit(submitted + inProgress + 2)}`);
    await db.execute(sql`
      insert into submitted_report (id, request_type, account_id, competent_authority, phase, submitted_at,
                                    reporting_obligation_category, lead_assessor_type, data)
      select request_id, ${lit(type)}, id, ca, 'PHASE_3', timestamptz '2024-06-01' + ((id % 700) * interval '1 day'),
             case when ${lit(type)} = 'NOTIFICATION_OF_COMPLIANCE_P3'
                  then (string_to_array(${lit(CATEGORIES.join(','))}, ','))[1 + id % ${lit(CATEGORIES.length)}] end,
             case when ${lit(type)} = 'NOTIFICATION_OF_COMPLIANCE_P3'
                  then case when id % 3 = 0 then 'INTERNAL' else 'EXTERNAL' end end,
             case when ${lit(type)} <> 'NOTIFICATION_OF_COMPLIANCE_P3' then '{}'::jsonb
                  when id % 5 = 0 then '{"alternativeComplianceRoutes": {"iso50001CertificateDetails": {"certificateNumber": "ISO1"}}}'::jsonb
                  when id % 5 = 1 then '{"alternativeComplianceRoutes": {"decCertificatesDetails": {"certificateDetails": []}}}'::jsonb
                  else '{"complianceRoute": {"areTwelveMonthsVerifiableDataUsed": true}}'::jsonb end
      from (${plan}) as p
      where bucket < ${lit(submitted)} or (bucket >= ${lit(submitted + inProgress)} and bucket < ${lit(submitted + inProgress + 2)})`);
  }
  // With a reviewer: a share of the notifications in progress (not the re-opened ones) were sent to edit.
  await db.execute(sql`
    insert into request_task (request_id, type, account_id, competent_authority, start_date)
    select t.request_id, 'NOTIFICATION_OF_COMPLIANCE_P3_APPLICATION_EDIT', t.account_id, t.competent_authority, now()
    from request_task t
    where t.type = 'NOTIFICATION_OF_COMPLIANCE_P3_APPLICATION_SUBMIT' and t.account_id % 4 = 0
      and not exists (select 1 from submitted_report s where s.id = t.request_id)`);
  await db.execute(sql`vacuum analyze`);
  return seeded;
}
