import { sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../../apps/server/src/platform/db';

/** The request types the journeys drive: the account's and the reports' (whose own tables are read through the API only). */
const journeyTypes = sql.join(
  [
    'ORGANISATION_ACCOUNT_OPENING',
    'ACCOUNT_CLOSURE',
    'NOTIFICATION_OF_COMPLIANCE_P3',
    'ACTION_PLAN_P3',
    'PROGRESS_UPDATE_1_P3',
    'PROGRESS_UPDATE_2_P3',
  ].map((type) => sql`${type}`),
  sql`, `,
);

/**
 * States that must never be seen, whatever crashed when: each query returns the offending rows. They
 * hold for every request, file and email in the database, not only those the run made.
 */
const invariants: { name: string; query: SQL }[] = [
  {
    name: 'a running request without an open task, or a finished one with a task still open',
    query: sql`
      select r.id, r.status, count(t.id) as open_tasks from request r
      left join request_task t on t.request_id = r.id
      where r.type in (${journeyTypes})
      group by r.id, r.status
      having (r.status = 'IN_PROGRESS') <> (count(t.id) > 0)`,
  },
  {
    name: 'a finished request without an end date',
    query: sql`select id, status from request where status <> 'IN_PROGRESS' and end_date is null
      and type in (${journeyTypes})`,
  },
  {
    name: "an account opening whose account does not match the decision (a completed task without its request's update)",
    query: sql`
      select r.id, r.status, a.status as account_status from request r join account a on a.id = r.account_id
      where r.type = 'ORGANISATION_ACCOUNT_OPENING' and not (
        (r.status = 'IN_PROGRESS' and a.status = 'AWAITING_APPROVAL')
        or (r.status in ('APPROVED', 'COMPLETED') and a.status in ('LIVE', 'CLOSED'))
        or (r.status = 'REJECTED' and a.status = 'DENIED'))`,
  },
  {
    name: 'an approved account without its Advanced user (operator_admin) authority',
    query: sql`
      select r.id from request r
      where r.type = 'ORGANISATION_ACCOUNT_OPENING' and r.status = 'APPROVED'
        and not exists (select 1 from authority au where au.account_id = r.account_id and au.code = 'operator_admin')`,
  },
  {
    name: 'a decided account opening without exactly one decision in its timeline',
    query: sql`
      select r.id, r.status, count(ra.id) as decisions from request r
      left join request_action ra on ra.request_id = r.id
        and ra.type in ('ORGANISATION_ACCOUNT_OPENING_APPROVED', 'ORGANISATION_ACCOUNT_OPENING_REJECTED')
      where r.type = 'ORGANISATION_ACCOUNT_OPENING' and r.status in ('APPROVED', 'REJECTED')
        and exists (select 1 from request_task_history h where h.request_id = r.id)
      group by r.id, r.status having count(ra.id) <> 1`,
  },
  {
    name: 'a completed account closure whose account is not closed, or a closed account with no completed closure',
    query: sql`
      select a.id, a.status, r.id as closure from account a
      left join request r on r.account_id = a.id and r.type = 'ACCOUNT_CLOSURE' and r.status = 'COMPLETED'
      where (r.id is not null) <> (a.status = 'CLOSED')`,
  },
  {
    name: 'a submitted note file that no note refers to (a file without its note)',
    query: sql`
      select f.uuid from stored_file f
      where f.kind = 'NOTE' and f.status = 'SUBMITTED'
        and not exists (select 1 from request_note n where n.payload->'files' ? f.uuid::text)
        and not exists (select 1 from account_note n where n.payload->'files' ? f.uuid::text)`,
  },
  {
    name: 'a note that refers to a file that is missing or not submitted',
    query: sql`
      select n.id, file.key from (
        select id, payload from request_note union all select id, payload from account_note
      ) n cross join lateral jsonb_object_keys(n.payload->'files') as file(key)
      where not exists (select 1 from stored_file f where f.uuid::text = file.key and f.status = 'SUBMITTED')`,
  },
  {
    name: 'an email for a decision, assignment or closure that is not in the database (queued for a change that rolled back)',
    query: sql`
      select m.id, m.template from mail_outbox m
      where (m.template = 'AccountApplicationApproved' and not exists (
          select 1 from account a join request r on r.account_id = a.id
          where r.type = 'ORGANISATION_ACCOUNT_OPENING' and r.status = 'APPROVED'
            and position('(' || a.organisation_id || ')' in m.body) > 0))
        or (m.template = 'AccountApplicationRejected' and not exists (
          select 1 from account a join request r on r.account_id = a.id
          where r.type = 'ORGANISATION_ACCOUNT_OPENING' and r.status = 'REJECTED'
            and position('(' || a.organisation_id || ')' in m.body) > 0))
        or (m.template = 'AccountClosed' and not exists (
          select 1 from account a where a.status = 'CLOSED' and position('(' || a.organisation_id || ')' in m.body) > 0))
        or (m.template = 'EmailAssignedTask' and not exists (
          select 1 from request r where r.id = m.personalisation->>'requestId'))`,
  },
  {
    name: 'a dashboard count that differs from the open tasks it counts',
    query: sql`
      with actual as (
        select 'COMPETENT_AUTHORITY' as scope_kind, competent_authority as scope_id, type as task_type, assignee, count(*) as n
        from request_task group by 2, 3, 4
        union all
        select 'ACCOUNT', account_id::text, type, assignee, count(*) from request_task
        where account_id is not null group by 2, 3, 4
      )
      select coalesce(c.scope_kind, a.scope_kind) as scope_kind, coalesce(c.scope_id, a.scope_id) as scope_id,
        c.open_tasks, a.n
      from request_task_count c
      full join actual a on a.scope_kind = c.scope_kind and a.scope_id = c.scope_id
        and a.task_type = c.task_type and a.assignee is not distinct from c.assignee
      where coalesce(c.open_tasks, 0) <> coalesce(a.n, 0)`,
  },
  {
    name: 'an account count that differs from the accounts it counts',
    query: sql`
      select coalesce(c.competent_authority, a.competent_authority) as authority, c.accounts, a.n
      from account_count c
      full join (select competent_authority, count(*) as n from account group by 1) a
        on a.competent_authority = c.competent_authority
      where coalesce(c.accounts, 0) <> coalesce(a.n, 0)`,
  },
];

const rowsOf = (result: unknown): Record<string, unknown>[] =>
  ((result as { rows?: Record<string, unknown>[] }).rows ?? (result as Record<string, unknown>[])) as Record<
    string,
    unknown
  >[];

/** Every invariant broken, with up to five offending rows each. */
export async function brokenInvariants(db: Database): Promise<string[]> {
  const problems: string[] = [];
  for (const invariant of invariants) {
    const rows = rowsOf(await db.execute(invariant.query));
    if (rows.length > 0) {
      problems.push(`${invariant.name}: ${rows.length} rows, e.g. ${JSON.stringify(rows.slice(0, 5))}`);
    }
  }
  return problems;
}

export const invariantCount = invariants.length;
