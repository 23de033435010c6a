import { sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../db';
import { rowCount } from '../housekeeping';
import type { RetentionBoundary } from './compliance-periods';

/** One kind of data the rule removes: how to count it, and how to delete it (cascades included). */
interface RetentionTarget {
  name: string;
  count: SQL;
  /** Absent for rows that go by cascade with another target's rows (counted, never deleted directly). */
  remove?: SQL;
}

/**
 * What belongs to an expired period (ADR 21). A report request (type ending `_P<n>`) belongs to its
 * phase, whenever it was started; any other request (an account application, a closure) to the period
 * it was created in. Its tasks, task history, timeline, notes and files go with it (foreign keys
 * cascade). Account notes go by when they were last changed, account files by when they were uploaded
 * unless a kept note still lists them, audit events by when they happened.
 */
function targets(
  { lastExpiredPeriod: period, cutoff }: RetentionBoundary,
  reportTables: readonly string[],
): RetentionTarget[] {
  const expiredRequest = (alias: string) => sql`(
    (${sql.raw(alias)}.type ~ '_P[0-9]+$' and substring(${sql.raw(alias)}.type from '_P([0-9]+)$')::int <= ${period})
    or (${sql.raw(alias)}.type !~ '_P[0-9]+$' and ${sql.raw(alias)}.creation_date < ${cutoff}))`;
  const expiredRequests = sql`(select r.id from request r where ${expiredRequest('r')})`;
  const expiredPhase = sql`substring(phase from '[0-9]+$')::int <= ${period}`;
  const report = (table: string): RetentionTarget => ({
    name: table,
    count: sql`select count(*) as n from ${sql.identifier(table)} where ${expiredPhase}`,
    remove: sql`delete from ${sql.identifier(table)} where ${expiredPhase}`,
  });
  const accountFile = sql`f.request_id is null and f.account_id is not null and f.created_at < ${cutoff}
    and not exists (select 1 from account_note n where n.account_id = f.account_id
      and n.last_updated_on >= ${cutoff} and n.payload -> 'files' ? f.uuid::text)`;
  return [
    // Submitted reports first: they refer to their requests without a cascade.
    ...reportTables.map(report),
    {
      name: 'request_task',
      count: sql`select count(*) as n from request_task where request_id in ${expiredRequests}`,
    },
    {
      name: 'request_task_history',
      count: sql`select count(*) as n from request_task_history where request_id in ${expiredRequests}`,
    },
    {
      name: 'request_action',
      count: sql`select count(*) as n from request_action where request_id in ${expiredRequests}`,
    },
    {
      name: 'request_note',
      count: sql`select count(*) as n from request_note where request_id in ${expiredRequests}`,
    },
    {
      name: 'stored_file (requests)',
      count: sql`select count(*) as n from stored_file where request_id in ${expiredRequests}`,
    },
    {
      name: 'request',
      count: sql`select count(*) as n from request r where ${expiredRequest('r')}`,
      remove: sql`delete from request r where ${expiredRequest('r')}`,
    },
    {
      name: 'stored_file (accounts)',
      count: sql`select count(*) as n from stored_file f where ${accountFile}`,
      remove: sql`delete from stored_file f where ${accountFile}`,
    },
    {
      name: 'account_note',
      count: sql`select count(*) as n from account_note where last_updated_on < ${cutoff}`,
      remove: sql`delete from account_note where last_updated_on < ${cutoff}`,
    },
    {
      name: 'audit_event',
      count: sql`select count(*) as n from audit_event where occurred_at < ${cutoff}`,
      // Through the owner's function: the service's own role may not delete audit events (ADR 21).
      remove: sql`select purge_audit_events(${cutoff})`,
    },
  ];
}

/** `reportTables`: the submitted reports' tables (each with a `phase` column), which the workflows declare. */
export function retentionRepository(executor: Executor, reportTables: readonly string[]) {
  return {
    async count(boundary: RetentionBoundary): Promise<Record<string, number>> {
      const counts: Record<string, number> = {};
      for (const target of targets(boundary, reportTables)) {
        const result = (await executor.execute(target.count)) as unknown as {
          rows: { n: string | number }[];
        };
        counts[target.name] = Number(result.rows[0]?.n ?? 0);
      }
      return counts;
    },
    /** Deletes in the order above; old audit events go through purge_audit_events (migration 0021). */
    async remove(boundary: RetentionBoundary): Promise<void> {
      for (const target of targets(boundary, reportTables)) {
        if (target.remove) rowCount(await executor.execute(target.remove));
      }
    },
  };
}
