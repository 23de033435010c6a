import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Database, Executor } from './db';
import { startPeriodicJob } from './periodic-job';

/** One kind of clean-up: deletes what is no longer needed, returns how many rows went. */
export interface HousekeepingTask {
  name: string;
  run(executor: Executor): Promise<number>;
}

export interface Housekeeping {
  /** Runs every task once, unless another instance is running them now (then `undefined`). */
  runOnce(): Promise<Record<string, number> | undefined>;
  stop(): Promise<void>;
}

/** Any fixed number: one instance at a time sweeps, the others skip their turn. */
const HOUSEKEEPING_LOCK = 4_200_083;
const EVERY_MS = 15 * 60 * 1000;

/**
 * Periodic clean-up shared by every instance: each runs it on its own timer, inside a transaction that
 * first takes a transaction-level advisory lock without waiting, so at most one sweeps at a time and a
 * crashed instance leaves no lock behind. Deletes are idempotent, so a sweep that overlaps another's
 * work (after the lock is free again) only finds less to do.
 */
export function startHousekeeping(
  db: Database,
  log: FastifyBaseLogger,
  tasks: HousekeepingTask[],
  everyMs = EVERY_MS,
): Housekeeping {
  const runOnce = async () =>
    db.transaction(async (tx) => {
      const lock = (await tx.execute(
        sql`select pg_try_advisory_xact_lock(${HOUSEKEEPING_LOCK}) as "locked"`,
      )) as unknown as { rows: { locked: boolean }[] };
      if (lock.rows[0]?.locked !== true) return undefined;
      const removed: Record<string, number> = {};
      for (const task of tasks) removed[task.name] = await task.run(tx);
      return removed;
    });
  const job = startPeriodicJob({
    name: 'housekeeping',
    everyMs,
    log,
    run: async () => {
      const removed = await runOnce();
      if (removed && Object.values(removed).some((count) => count > 0)) log.info({ removed }, 'housekeeping');
    },
  });
  return { runOnce, stop: () => job.stop() };
}

/** What the platform itself keeps only for a while: identity-provider rows, used links, rate counters. */
export const platformHousekeeping: HousekeepingTask[] = [
  {
    // Sessions, grants, interactions, codes and tokens, once oidc-provider's own expiry has passed.
    name: 'expired identity-provider rows',
    run: async (executor) =>
      rowCount(await executor.execute(sql`delete from oidc_model where expires_at < now()`)),
  },
  {
    name: 'expired used links',
    run: async (executor) =>
      rowCount(await executor.execute(sql`delete from consumed_token where expires_at < now()`)),
  },
  {
    name: 'old rate-limit windows',
    run: async (executor) =>
      rowCount(
        await executor.execute(
          sql`delete from rate_limit_bucket where window_ends_at < now() - interval '1 day'`,
        ),
      ),
  },
];

export function rowCount(result: unknown): number {
  const { rowCount: count, affectedRows } = result as { rowCount?: number | null; affectedRows?: number };
  return Number(count ?? affectedRows ?? 0);
}
