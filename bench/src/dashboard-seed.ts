import { sql } from 'drizzle-orm';
import type { Database } from '../../apps/server/src/platform/db';
import { seedMeasuredUsers } from './support/seed-users';

/** Tasks per account: 1,000 accounts for 10,000 tasks, 100,000 for 1,000,000. */
const TASKS_PER_ACCOUNT = 10;
/** Accounts the measured operator (the lead contact of a group of undertakings) has authorities on. */
const OPERATOR_ACCOUNTS = 60;
/**
 * The measured regulator's own workload. A person's workload does not grow with the service, so it
 * is the same at every scale; only the lists shared with everyone else (unassigned, assigned to
 * others) grow.
 */
const REGULATOR_OWN_TASKS = 150;
const OTHER_REGULATORS = 50;
const OTHER_OPERATORS = 1_000;

export interface DashboardUsers {
  regulatorId: string;
  operatorId: string;
}

/**
 * Seeds `taskCount` open tasks with set-based SQL (one statement per table), with the shape of a
 * live service: accounts spread over the competent authorities (70% England), a tenth of the tasks
 * regulator tasks, the rest operator tasks; a share unassigned, most assigned to other people, and
 * a fixed workload for the two measured users; about a third of the measured users' tasks visited.
 * Deterministic: random() is seeded.
 */
export async function seedDashboard(db: Database, taskCount: number): Promise<DashboardUsers> {
  const accountCount = Math.max(taskCount / TASKS_PER_ACCOUNT, OPERATOR_ACCOUNTS * 10);
  await db.execute(sql`
    insert into app_user (email, first_name, last_name, status)
    select 'bench.other.' || n || '@example.com', 'Other', 'Person ' || n, 'REGISTERED'
    from generate_series(1, ${OTHER_REGULATORS + OTHER_OPERATORS}) as n`);
  await db.execute(sql`
    insert into account (id, name, registration_number, status, competent_authority, location,
                         address_line1, city, postcode)
    select n, 'Bench Organisation ' || n, lpad(n::text, 8, '0'), 'LIVE', ca, ca, '1 Bench Street', 'Leeds', 'LS1 1AA'
    from generate_series(1, ${accountCount}) as n,
         lateral (select case when n % 20 < 14 then 'ENGLAND' when n % 20 < 17 then 'SCOTLAND'
                              when n % 20 < 19 then 'WALES' else 'NORTHERN_IRELAND' end as ca) as c`);
  await db.execute(sql`select setval(pg_get_serial_sequence('account', 'id'), ${accountCount})`);

  // The operator's accounts are spread over the id range (so over the whole task table).
  const { regulatorId, operatorId } = await seedMeasuredUsers(db, accountCount, OPERATOR_ACCOUNTS);

  // One plan row per task, drawn once so the request and its task agree.
  await db.execute(sql`select setseed(0.42)`);
  await db.execute(sql`drop table if exists bench_task_plan`);
  await db.execute(sql`
    create unlogged table bench_task_plan as
    select n, account_id, a.competent_authority,
           case when r1 < 0.08 then 'ORGANISATION_ACCOUNT_OPENING_APPLICATION_REVIEW'
                when r1 < 0.10 then 'ACCOUNT_CLOSURE_SUBMIT'
                when r1 < 0.45 then 'NOTIFICATION_OF_COMPLIANCE_P3_APPLICATION_SUBMIT'
                when r1 < 0.55 then 'NOTIFICATION_OF_COMPLIANCE_P3_APPLICATION_EDIT'
                when r1 < 0.60 then 'NOTIFICATION_OF_COMPLIANCE_P3_WAIT_FOR_EDIT'
                when r1 < 0.80 then 'ACTION_PLAN_P3_APPLICATION_SUBMIT'
                when r1 < 0.90 then 'PROGRESS_UPDATE_1_P3_APPLICATION_SUBMIT'
                else 'PROGRESS_UPDATE_2_P3_APPLICATION_SUBMIT' end as type,
           r1, r2, r3,
           timestamptz '2025-01-01' + r3 * interval '365 days' as start_date
    from (select n, 1 + (n - 1) % ${accountCount} as account_id, random() as r1, random() as r2, random() as r3
          from generate_series(1, ${taskCount}) as n) as p
    join account a on a.id = p.account_id`);
  await db.execute(sql`
    insert into request (id, type, status, account_id, competent_authority)
    select 'BENCH' || lpad(n::text, 7, '0'),
           case when type like 'ORGANISATION%' then 'ORGANISATION_ACCOUNT_OPENING'
                when type like 'ACCOUNT_CLOSURE%' then 'ACCOUNT_CLOSURE'
                when type like 'NOTIFICATION%' then 'NOTIFICATION_OF_COMPLIANCE_P3'
                when type like 'ACTION_PLAN%' then 'ACTION_PLAN_P3'
                when type like 'PROGRESS_UPDATE_1%' then 'PROGRESS_UPDATE_1_P3'
                else 'PROGRESS_UPDATE_2_P3' end,
           'IN_PROGRESS', account_id, competent_authority
    from bench_task_plan`);
  // Regulator tasks: 40% unassigned, the rest with other regulators. Operator tasks: 25% unassigned,
  // the rest with other operators. Other people are looked up by number (ids are random uuids).
  await db.execute(sql`
    insert into request_task (request_id, type, account_id, competent_authority, assignee, due_date, start_date)
    select 'BENCH' || lpad(p.n::text, 7, '0'), p.type, p.account_id, p.competent_authority,
           case when p.type in ('ORGANISATION_ACCOUNT_OPENING_APPLICATION_REVIEW', 'ACCOUNT_CLOSURE_SUBMIT')
                then case when p.r2 >= 0.4 then o.ids[1 + p.n % ${OTHER_REGULATORS}] end
                else case when p.r2 >= 0.25 then o.ids[1 + ${OTHER_REGULATORS} + p.n % ${OTHER_OPERATORS}] end
           end::uuid,
           case when p.r2 < 0.5 then p.start_date + interval '90 days' end,
           p.start_date
    from bench_task_plan p,
         (select array_agg(id order by email) as ids from app_user where email like 'bench.other.%') as o`);
  await db.execute(sql`drop table bench_task_plan`);

  // The measured users' own work: the regulator's fixed workload among England's regulator tasks,
  // and 60% of the assigned tasks on the operator's accounts.
  await db.execute(sql`
    update request_task set assignee = ${regulatorId}
    where id in (select id from request_task
                 where competent_authority = 'ENGLAND'
                   and type in ('ORGANISATION_ACCOUNT_OPENING_APPLICATION_REVIEW', 'ACCOUNT_CLOSURE_SUBMIT')
                   and assignee is not null
                 order by id limit ${REGULATOR_OWN_TASKS})`);
  await db.execute(sql`
    update request_task set assignee = ${operatorId}
    where account_id in (select account_id from authority where user_id = ${operatorId})
      and type not in ('ORGANISATION_ACCOUNT_OPENING_APPLICATION_REVIEW', 'ACCOUNT_CLOSURE_SUBMIT')
      and assignee is not null and id % 10 < 6`);
  await db.execute(sql`
    insert into request_task_visit (task_id, user_id)
    select id, ${regulatorId}::uuid from request_task
    where competent_authority = 'ENGLAND'
      and type in ('ORGANISATION_ACCOUNT_OPENING_APPLICATION_REVIEW', 'ACCOUNT_CLOSURE_SUBMIT')
      and id % 3 = 0
    union all
    select id, ${operatorId}::uuid from request_task
    where account_id in (select account_id from authority where user_id = ${operatorId}) and id % 3 = 0`);
  // A live database has been vacuumed (visibility map for index-only scans) and analysed.
  await db.execute(sql`vacuum analyze`);
  return { regulatorId, operatorId };
}
