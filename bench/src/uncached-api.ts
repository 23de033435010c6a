import { performance } from 'node:perf_hooks';
import pg from 'pg';
import { seedDashboard, type DashboardUsers } from './dashboard-seed';
import {
  bearer,
  benchServerUrl,
  benchSettings,
  dropDatabase,
  percentile,
  prepareScale,
  type Scale,
} from './support/scaled-bench';

// Issue 17 item 4: the dashboard lists, the task page and the account page with the read caches emptied
// before every call, at 10,000 and 1,000,000 tasks on PostgreSQL, next to the database floor: the very SQL
// statements each call ran (captured at the driver on three calls, the usual shape kept), run again through
// the same driver and pool as the call ran them: one round trip after another, statements the call had in
// flight together sent side by side. Both are measured one call at a time in alternating rounds, after warm-up calls of each.
// Prints p50 and p99 of each, the calls per second, the API/floor throughput ratio (goal >= 0.5), the API's
// p99/p50 (goal <= 4) and p50(1M)/p50(10k) (goal <= 1.25). Printed, never asserted.
// `npm run bench:uncached` with DATABASE_URL (or BENCH_POSTGRES_PORT); BENCH_SCALES, BENCH_SAMPLES,
// BENCH_WARMUP (100 calls of each case and of its floor before the samples: a server's code is warm);
// BENCH_CASES (names, comma-separated) measures only those cases, e.g. under a CPU profile. Also prints what a
// call that does nothing costs in the same position: the in-process request and Fastify's share of every call.

type Who = 'regulator' | 'operator';
interface Case {
  name: string;
  who: Who;
  url: string;
}

interface Captured {
  /** A prepared statement's name: the floor's replay prepares it on its connection too. */
  name?: string;
  text: string;
  values?: unknown[];
  rowMode?: string;
  types?: unknown;
  /**
   * Statements the call had in flight at once share a step (the task and account pages read the caller's
   * context beside the page's row): the floor sends them side by side too.
   */
  step: number;
}

/**
 * Every statement the driver sends while `during` runs (pg.Client is what both pooled and single queries use),
 * each with its step: a statement sent while another is still in flight joins that one's step.
 */
async function captureStatements(during: () => Promise<unknown>): Promise<Captured[]> {
  const captured: Captured[] = [];
  const original = pg.Client.prototype.query;
  let inFlight = 0;
  let step = -1;
  pg.Client.prototype.query = function (this: pg.Client, ...args: unknown[]) {
    const [first, second] = args;
    if (inFlight === 0) step++;
    if (typeof first === 'string')
      captured.push({ text: first, values: Array.isArray(second) ? second : [], step });
    else if (first && typeof first === 'object' && 'text' in first) {
      // drizzle passes the statement as a config object and its parameters beside it.
      const config = first as Captured;
      captured.push({ ...config, values: Array.isArray(second) ? second : (config.values ?? []), step });
    }
    // The pool passes a callback; a client used directly answers a promise. Either way, count it in flight.
    inFlight++;
    const last = args.length - 1;
    const callback = args[last];
    if (typeof callback === 'function') {
      args[last] = (...results: unknown[]) => {
        inFlight--;
        return (callback as (...rest: unknown[]) => unknown)(...results);
      };
    }
    const result = (original as (...rest: unknown[]) => unknown).apply(this, args);
    if (result instanceof Promise) void result.finally(() => inFlight--).catch(() => undefined);
    else if (typeof callback !== 'function') inFlight--;
    return result;
  } as typeof original;
  try {
    await during();
  } finally {
    pg.Client.prototype.query = original;
  }
  return captured;
}

/** The captured statements grouped by step, in order. */
function stepsOf(statements: Captured[]): Captured[][] {
  const steps: Captured[][] = [];
  for (const statement of statements) (steps[statement.step] ??= []).push(statement);
  return steps.filter(Boolean);
}

/**
 * A call's statements as it usually sends them: captured on three calls, the capture whose shape (statements
 * and round trips) came up most. A single capture now and then caught a statement of something else the
 * instance did at that moment (its change feed), which the floor would then have replayed in every sample.
 */
async function typicalStatements(call: () => Promise<unknown>): Promise<Captured[]> {
  const captures: Captured[][] = [];
  for (let attempt = 0; attempt < 3; attempt++) captures.push(await captureStatements(call));
  const shape = (capture: Captured[]) => `${capture.length}/${stepsOf(capture).length}`;
  const count = (capture: Captured[]) => captures.filter((other) => shape(other) === shape(capture)).length;
  return captures.reduce((best, capture) => (count(capture) > count(best) ? capture : best));
}

const { sizes, samples } = benchSettings('10000,1000000');
const warmUp = Number(process.env.BENCH_WARMUP ?? 100);
const onlyCases = process.env.BENCH_CASES?.split(',').map((name) => name.trim());
const serverUrl = benchServerUrl();
const databaseOf = (size: number) => `esos_bench_uncached_${size}`;
const scales: Scale<Case>[] = [];

interface Figures {
  api: number[];
  floor: number[];
  statements: number;
  /** Round trips: statements sent side by side count once. */
  steps: number;
}

try {
  for (const size of sizes) {
    scales.push(
      await prepareScale<Case, DashboardUsers>({
        serverUrl,
        name: databaseOf(size),
        size,
        seed: (db) => seedDashboard(db, size),
        describe: async (app, ids) => {
          const headers: Record<Who, Record<string, string>> = {
            regulator: await bearer(app, ids.regulatorId),
            operator: await bearer(app, ids.operatorId),
          };
          // A task and an account the regulator's own list shows: the pages a person opens from it.
          const first = await app.inject({
            method: 'GET',
            url: '/api/v1.0/ORGANISATION/items/assigned-to-me?page=0&size=10',
            headers: headers.regulator,
          });
          const item = (first.json() as { items: { taskId: number; accountId: number }[] }).items[0];
          if (!item) throw new Error('the regulator has no task');
          const cases: Case[] = [
            { name: 'regulator assigned-to-me', who: 'regulator', url: '/ORGANISATION/items/assigned-to-me' },
            { name: 'regulator unassigned', who: 'regulator', url: '/ORGANISATION/items/unassigned' },
            { name: 'operator assigned-to-me', who: 'operator', url: '/ORGANISATION/items/assigned-to-me' },
            { name: 'task page', who: 'regulator', url: `/tasks/${item.taskId}` },
            { name: 'account page', who: 'regulator', url: `/organisation/account/${item.accountId}` },
          ].map((entry) => ({
            ...(entry as Case),
            url: `/api/v1.0${entry.url}${entry.url.includes('/items/') ? '?page=0&size=10' : ''}`,
          }));
          return {
            cases: onlyCases ? cases.filter((entry) => onlyCases.includes(entry.name)) : cases,
            url: (entry) => entry.url,
            headers: (entry) => headers[entry.who],
          };
        },
      }),
    );
  }

  const figures = new Map<Scale<Case>, Map<Case, Figures>>();
  const floors = new Map<Scale<Case>, Map<Case, () => Promise<number>>>();
  for (const scale of scales) {
    const byCase = new Map<Case, Figures>();
    const replays = new Map<Case, () => Promise<number>>();
    const pool = (scale.database.db as unknown as { $client: pg.Pool }).$client;
    for (const entry of scale.cases) {
      for (let warm = 0; warm < warmUp; warm++) await scale.call(entry);
      const statements = await typicalStatements(() => scale.call(entry));
      byCase.set(entry, {
        api: [],
        floor: [],
        statements: statements.length,
        steps: stepsOf(statements).length,
      });
      // One call's statements as the API's call ran them: step after step, a step's statements side by
      // side on pooled connections of their own (a step of one runs on one connection, as the API's does).
      const steps = stepsOf(statements);
      replays.set(entry, async () => {
        const started = performance.now();
        for (const step of steps) {
          await Promise.all(
            step.map(async (statement) => {
              const { step: _step, ...config } = statement;
              const client = await pool.connect();
              try {
                await client.query(config as pg.QueryConfig);
              } finally {
                client.release();
              }
            }),
          );
        }
        return performance.now() - started;
      });
      for (let warm = 0; warm < warmUp; warm++) await replays.get(entry)!();
    }
    figures.set(scale, byCase);
    floors.set(scale, replays);
  }
  for (let round = 0; round < samples; round++) {
    for (const scale of scales) {
      for (const entry of scale.cases) {
        const entryFigures = figures.get(scale)!.get(entry)!;
        entryFigures.api.push((await scale.call(entry)).elapsed);
        entryFigures.floor.push(await floors.get(scale)!.get(entry)!());
      }
    }
  }
  // The part of every call that is neither the database nor the route's own work: a call that does nothing,
  // made where the calls above are made (right after a floor's replay), in rounds of its own so that the
  // figures above are measured exactly as before.
  const emptyCalls = new Map<Scale<Case>, number[]>(scales.map((scale) => [scale, []]));
  for (let round = 0; round < samples; round++) {
    for (const scale of scales) {
      for (const entry of scale.cases) {
        await floors.get(scale)!.get(entry)!();
        const started = performance.now();
        const response = await scale.app.inject({ method: 'GET', url: '/api/health/live' });
        emptyCalls.get(scale)!.push(performance.now() - started);
        if (response.statusCode !== 200) throw new Error(`/api/health/live: ${response.statusCode}`);
      }
    }
  }

  const fixed = (value: number, digits = 1) => value.toFixed(digits);
  const mean = (values: number[]) => values.reduce((sum, value) => sum + value, 0) / values.length;
  console.log(
    `\nCaches emptied before every call; ${samples} samples each after ${warmUp} warm-up calls, one call at a time (ms, calls/s; trips: round trips to the database, statements sent side by side counting once)\n`,
  );
  console.log(
    `${'tasks'.padEnd(9)} ${'case'.padEnd(26)} sql/trips  api p50  api p99  api/s  floor p50  floor/s  api/floor  p99/p50`,
  );
  const p50s = new Map<string, number[]>();
  for (const scale of scales) {
    for (const entry of scale.cases) {
      const { api, floor, statements, steps } = figures.get(scale)!.get(entry)!;
      api.sort((a, b) => a - b);
      floor.sort((a, b) => a - b);
      const apiRate = 1000 / mean(api);
      const floorRate = 1000 / mean(floor);
      const p50 = percentile(api, 50);
      const p99 = percentile(api, 99);
      p50s.set(entry.name, [...(p50s.get(entry.name) ?? []), p50]);
      const ratio = apiRate / floorRate;
      console.log(
        `${String(scale.size).padEnd(9)} ${entry.name.padEnd(26)} ${`${statements}/${steps}`.padStart(9)} ${fixed(p50).padStart(8)} ${fixed(p99).padStart(8)} ${fixed(apiRate, 0).padStart(6)} ${fixed(percentile(floor, 50)).padStart(10)} ${fixed(floorRate, 0).padStart(8)} ${fixed(ratio, 2).padStart(10)}${ratio >= 0.5 ? '' : '*'} ${fixed(p99 / p50, 2).padStart(8)}${p99 / p50 <= 4 ? '' : '*'}`,
      );
    }
  }
  console.log('\n* misses its goal (api/floor >= 0.5, p99/p50 <= 4)');
  console.log(
    '\nA call that does nothing (GET /api/health/live: no token, no database), each made right after a floor as above:',
  );
  for (const [scale, times] of emptyCalls) {
    times.sort((a, b) => a - b);
    console.log(
      `  ${String(scale.size).padEnd(9)} p50 ${fixed(percentile(times, 50), 2)} ms, mean ${fixed(mean(times), 2)} ms`,
    );
  }
  if (scales.length > 1) {
    console.log(`\np50(${sizes[sizes.length - 1]}) / p50(${sizes[0]}) (goal <= 1.25)`);
    for (const [name, values] of p50s) {
      const ratio = values[values.length - 1]! / values[0]!;
      console.log(`  ${name.padEnd(26)} ${fixed(ratio, 2)}${ratio <= 1.25 ? '' : ' (misses goal)'}`);
    }
  }
} finally {
  for (const scale of scales) await scale.close();
  if (process.env.BENCH_KEEP_DATABASE !== '1') {
    for (const size of sizes) await dropDatabase(serverUrl, databaseOf(size));
  }
}
