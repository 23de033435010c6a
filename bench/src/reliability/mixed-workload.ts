import { performance } from 'node:perf_hooks';
import { Interrupted, type ApiClient } from './api-client';
import { pickJourney, writeJourneys, type JourneyContext } from './journeys';

/**
 * The service's mixed workload: mostly reads (dashboards, task pages, account search and account pages),
 * and, in a small share of the operations, a whole write journey (applications, assignments, task saves
 * and decisions, notes with files, account updates, closures). Used through the load balancer by the
 * two-instance run, and by performance measurements. Every write goes through the ledger.
 */
export interface WorkloadOptions {
  durationMs: number;
  concurrency: number;
  /** Share of operations that are a whole write journey instead of one read (default 0.03). */
  journeyShare?: number;
  /** The journeys' context for one worker (clients, ledger, names). */
  context(worker: number): JourneyContext;
  /** Stops early when true (checked between operations). */
  stop?: () => boolean;
}

export interface OperationStats {
  count: number;
  interrupted: number;
  latenciesMs: number[];
}

export interface WorkloadResult {
  operations: Map<string, OperationStats>;
  journeysCompleted: number;
  journeysInterrupted: number;
  /** Unexpected answers (4xx/500): defects. */
  defects: string[];
  durationMs: number;
}

const DASHBOARD = ['assigned-to-me', 'assigned-to-others', 'unassigned'] as const;

interface Known {
  /** The tasks each one has seen on their dashboard: a regulator's and an operator's (the reports'). */
  taskIds: Record<'regulator' | 'applicant', number[]>;
  accountIds: number[];
}

/** One read, chosen at random among what a regulator or an operator opens most. */
function pickRead(
  random: () => number,
  known: Known,
): { name: string; as: 'regulator' | 'applicant'; path: string } {
  const roll = random();
  const any = (values: number[]) => values[Math.floor(random() * values.length)];
  const accountId = any(known.accountIds);
  if (roll < 0.35) {
    const list = DASHBOARD[Math.floor(random() * DASHBOARD.length)];
    return { name: `dashboard ${list}`, as: 'regulator', path: `/ORGANISATION/items/${list}?page=0&size=10` };
  }
  if (roll < 0.45)
    return {
      name: 'operator dashboard',
      as: 'applicant',
      path: '/ORGANISATION/items/assigned-to-me?page=0&size=10',
    };
  if (roll < 0.65) {
    const as = random() < 0.5 ? 'regulator' : 'applicant';
    const taskId = any(known.taskIds[as]);
    if (taskId) return { name: 'task page', as, path: `/tasks/${taskId}` };
  }
  if (roll < 0.8)
    return { name: 'account search', as: 'regulator', path: '/organisation/accounts?page=0&size=10' };
  if (roll < 0.9 && accountId)
    return { name: 'account page', as: 'regulator', path: `/organisation/account/${accountId}` };
  return { name: 'operator accounts', as: 'applicant', path: '/organisation/accounts?page=0&size=10' };
}

function remember(known: Known, as: 'regulator' | 'applicant', path: string, body: unknown): void {
  const keep = (list: number[], value: number | undefined) => {
    if (value === undefined || list.includes(value)) return;
    list.push(value);
    if (list.length > 200) list.shift();
  };
  if (path.includes('/items/')) {
    for (const item of (body as { items?: { taskId?: number; accountId?: number }[] }).items ?? []) {
      keep(known.taskIds[as], item.taskId);
      keep(known.accountIds, item.accountId);
    }
  } else if (path.startsWith('/organisation/accounts')) {
    for (const account of (body as { accounts?: { id: number }[] }).accounts ?? [])
      keep(known.accountIds, account.id);
  }
}

function forget(list: number[], path: string): void {
  const id = Number(path.split('/').pop());
  const index = list.indexOf(id);
  if (index >= 0) list.splice(index, 1);
}

export async function runMixedWorkload(options: WorkloadOptions): Promise<WorkloadResult> {
  const journeyShare = options.journeyShare ?? 0.03;
  const operations = new Map<string, OperationStats>();
  const stats = (name: string) => {
    let entry = operations.get(name);
    if (!entry) operations.set(name, (entry = { count: 0, interrupted: 0, latenciesMs: [] }));
    return entry;
  };
  const known: Known = { taskIds: { regulator: [], applicant: [] }, accountIds: [] };
  const result: WorkloadResult = {
    operations,
    journeysCompleted: 0,
    journeysInterrupted: 0,
    defects: [],
    durationMs: 0,
  };
  const started = performance.now();
  const deadline = started + options.durationMs;

  const worker = async (index: number) => {
    const context = options.context(index);
    const clients: Record<'regulator' | 'applicant', ApiClient> = {
      regulator: context.regulator,
      applicant: context.applicant,
    };
    while (performance.now() < deadline && !options.stop?.()) {
      if (context.random() < journeyShare) {
        const journey = pickJourney(context.random, writeJourneys);
        const begin = performance.now();
        try {
          await journey.run(context);
          result.journeysCompleted += 1;
          stats(`journey: ${journey.name}`).latenciesMs.push(performance.now() - begin);
          stats(`journey: ${journey.name}`).count += 1;
        } catch (error) {
          if (error instanceof Interrupted) result.journeysInterrupted += 1;
          else result.defects.push(`${journey.name}: ${(error as Error).message}`);
        }
        continue;
      }
      const read = pickRead(context.random, known);
      const entry = stats(read.name);
      const begin = performance.now();
      try {
        const answer = await clients[read.as].raw('GET', read.path);
        entry.latenciesMs.push(performance.now() - begin);
        entry.count += 1;
        if (answer.status === 200) remember(known, read.as, read.path, answer.json());
        // A task completed since it was listed is gone, as it would be for a person with an old page.
        else if (answer.status === 404 && read.name === 'task page')
          forget(known.taskIds[read.as], read.path);
        else
          result.defects.push(
            `${read.name}: GET ${read.path} answered ${answer.status}: ${answer.text.slice(0, 200)}`,
          );
      } catch (error) {
        if (error instanceof Interrupted) entry.interrupted += 1;
        else result.defects.push(`${read.name}: ${(error as Error).message}`);
      }
    }
  };
  await Promise.all(Array.from({ length: options.concurrency }, (_, index) => worker(index)));
  result.durationMs = performance.now() - started;
  return result;
}

const percentile = (sorted: number[], p: number) =>
  sorted.length === 0 ? 0 : sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;

/** One line per operation: count, interrupted, p50 and p99 latency; then the totals. */
export function describeWorkload(result: WorkloadResult): string {
  const lines: string[] = [];
  let total = 0;
  for (const [name, entry] of [...result.operations].sort(([a], [b]) => a.localeCompare(b))) {
    const sorted = [...entry.latenciesMs].sort((a, b) => a - b);
    total += entry.count;
    lines.push(
      `  ${name.padEnd(72)} ${String(entry.count).padStart(6)} ok ${String(entry.interrupted).padStart(3)} interrupted  p50 ${percentile(sorted, 50).toFixed(1).padStart(7)} ms  p99 ${percentile(sorted, 99).toFixed(1).padStart(7)} ms`,
    );
  }
  lines.push(
    `  ${total} operations in ${(result.durationMs / 1000).toFixed(1)} s (${(total / (result.durationMs / 1000)).toFixed(0)}/s), ` +
      `${result.journeysCompleted} write journeys completed, ${result.journeysInterrupted} interrupted, ${result.defects.length} unexpected answers`,
  );
  return lines.join('\n');
}
