import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../db';
import { auditEvents, retentionRuns } from '../db/schema';
import { startPeriodicJob } from '../periodic-job';
import { retentionBoundary } from './compliance-periods';
import { retentionRepository } from './repository';

export type RetentionMode = 'on' | 'dry-run' | 'off';

export interface RetentionReport {
  dryRun: boolean;
  lastExpiredPeriod: number;
  cutoff: Date;
  /** Rows deleted, or in a dry run that would be, per table. */
  counts: Record<string, number>;
}

export interface RetentionJob {
  /** One run now; `undefined` when another instance holds the lock. */
  runOnce(options?: { now?: Date; dryRun?: boolean }): Promise<RetentionReport | undefined>;
  stop(): Promise<void>;
}

/** Any fixed number, distinct from housekeeping's and the migrator's: one instance at a time runs it. */
const RETENTION_LOCK = 4_200_084;
const HOUR_MS = 60 * 60 * 1000;

/**
 * The retention rule as a scheduled job (spec §9, ADR 21). Each instance tries it on its own timer in
 * one transaction that first takes a transaction-level advisory lock without waiting (PostgreSQL and
 * the embedded database both have them), so one instance runs it and a crashed one leaves no lock. The
 * run is all or nothing, logged, recorded in retention_run and in the audit trail.
 */
export function startRetentionJob(
  db: Database,
  log: FastifyBaseLogger,
  settings: { mode: RetentionMode; intervalHours: number; reportTables: readonly string[] },
): RetentionJob {
  const runOnce: RetentionJob['runOnce'] = async ({
    now = new Date(),
    dryRun = settings.mode !== 'on',
  } = {}) => {
    const boundary = retentionBoundary(now);
    const report = await db.transaction(async (tx) => {
      const lock = (await tx.execute(
        sql`select pg_try_advisory_xact_lock(${RETENTION_LOCK}) as "locked"`,
      )) as unknown as { rows: { locked: boolean }[] };
      if (lock.rows[0]?.locked !== true) return undefined;
      const repository = retentionRepository(tx, settings.reportTables);
      const counts = await repository.count(boundary);
      if (!dryRun) await repository.remove(boundary);
      await tx.insert(retentionRuns).values({ cutoff: boundary.cutoff, dryRun, counts });
      await tx.insert(auditEvents).values({
        operation: 'retention job',
        action: dryRun ? 'RETENTION_DRY_RUN' : 'RETENTION',
        entityType: 'retention_run',
        changes: Object.fromEntries(Object.entries(counts).map(([table, count]) => [table, { new: count }])),
      });
      return { dryRun, ...boundary, counts } satisfies RetentionReport;
    });
    if (report) {
      log.info(
        { retention: { dryRun, cutoff: boundary.cutoff.toISOString(), counts: report.counts } },
        dryRun ? 'retention dry run: what the rule would delete' : 'retention: deleted expired data',
      );
    }
    return report;
  };

  if (settings.mode === 'off') return { runOnce, stop: async () => undefined };
  const job = startPeriodicJob({
    name: 'retention job',
    everyMs: settings.intervalHours * HOUR_MS,
    // Within the first hour even when the interval is days, so a new instance soon shows it runs.
    firstWithinMs: Math.min(settings.intervalHours * HOUR_MS, HOUR_MS),
    log,
    run: () => runOnce(),
  });
  return { runOnce, stop: () => job.stop() };
}
