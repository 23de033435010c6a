import { performance } from 'node:perf_hooks';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { importJWK, SignJWT } from 'jose';
import pg from 'pg';
import { buildApp } from '../../../apps/server/src/app';
import { loadConfig } from '../../../apps/server/src/config';
import { openDatabase, type Database, type DatabaseHandle } from '../../../apps/server/src/platform/db';
import { loadSigningKeys } from '../../../apps/server/src/platform/secrets';

// Shared harness of the PostgreSQL scale benchmarks (dashboard.ts, accounts.ts): each size in its own
// database with its own app instance, called in process with real signed tokens, measured in
// alternating rounds. Figures are printed, never asserted: timing on a shared machine is not a test.

/**
 * BENCH_POSTGRES_PORT: a separate benchmark server on this machine (see bench/README.md), so the
 * measurement neither disturbs nor is disturbed by the tests' server. Exits when none is named.
 */
export function benchServerUrl(): string {
  const url =
    process.env.DATABASE_URL ??
    (process.env.BENCH_POSTGRES_PORT
      ? `postgres://postgres@127.0.0.1:${process.env.BENCH_POSTGRES_PORT}/postgres`
      : undefined);
  if (!url) {
    console.error(
      'DATABASE_URL (or BENCH_POSTGRES_PORT) must name a PostgreSQL server (bash scripts/start-postgres.sh prints one).',
    );
    process.exit(2);
  }
  return url;
}

/** Sizes (BENCH_SCALES, comma-separated, smallest first) and samples per case (BENCH_SAMPLES). */
export function benchSettings(defaultScales: string): { sizes: number[]; samples: number; warmUp: number } {
  return {
    sizes: (process.env.BENCH_SCALES ?? defaultScales).split(',').map(Number),
    samples: Number(process.env.BENCH_SAMPLES ?? 100),
    warmUp: 10,
  };
}

async function admin(serverUrl: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

export const dropDatabase = (serverUrl: string, name: string) =>
  admin(serverUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);

export function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

/** An access token as the identity provider would issue it, signed with the instance's key. */
export async function bearer(app: FastifyInstance, userId: string): Promise<Record<string, string>> {
  const [jwk] = (await loadSigningKeys(app.db)).keys;
  if (!jwk) throw new Error('no signing key');
  const token = await new SignJWT({ scope: 'openid api', client_id: app.config.oidc.clientId })
    .setProtectedHeader({ alg: 'RS256', kid: jwk.kid, typ: 'at+jwt' })
    .setIssuer(app.config.oidc.issuer)
    .setAudience(app.config.oidc.audience)
    .setSubject(userId)
    .setIssuedAt()
    .setExpirationTime('1h')
    .sign(await importJWK(jwk, 'RS256'));
  return { authorization: `Bearer ${token}` };
}

/** One size, seeded and ready: `call` answers one case's request and times it. */
export interface Scale<C> {
  size: number;
  app: FastifyInstance;
  database: DatabaseHandle;
  cases: C[];
  call(item: C): Promise<{ elapsed: number; body: string }>;
  close(): Promise<void>;
}

/**
 * A new database `name` on the server (dropped first if left over), migrated and seeded by `seed`,
 * with its own app instance. `describe` turns the seed's result into the cases and their requests.
 */
export async function prepareScale<C, S>(options: {
  serverUrl: string;
  name: string;
  size: number;
  seed(db: Database): Promise<S>;
  /** Extra SQL after seeding (e.g. a candidate index), to measure a change before it is in the schema. */
  extraSql?: string;
  describe(
    app: FastifyInstance,
    seeded: S,
  ): Promise<{ cases: C[]; url(item: C): string; headers(item: C): Record<string, string> }>;
}): Promise<Scale<C>> {
  const { serverUrl, name, size } = options;
  await dropDatabase(serverUrl, name);
  await admin(serverUrl, `CREATE DATABASE ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const database = await openDatabase({ kind: 'postgres', url: url.toString() });
  const app = await buildApp(loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent' }), { database });
  const close = async () => {
    await app.close();
    await database.close();
  };
  try {
    await app.ready();
    const seedStart = performance.now();
    const seeded = await options.seed(database.db);
    console.log(`${name} seeded in ${((performance.now() - seedStart) / 1000).toFixed(0)} s`);
    if (options.extraSql) {
      for (const statement of options.extraSql.split(';').filter((part) => part.trim())) {
        await database.db.execute(sql.raw(statement));
      }
      await database.db.execute(sql`analyze`);
      console.log('applied BENCH_EXTRA_SQL');
    }
    const { cases, url: urlOf, headers } = await options.describe(app, seeded);
    const call = async (item: C) => {
      // Empties this instance's read caches (pages and the caller's authorities), as a committed
      // change would: the call below reads the database.
      app.changes.changed();
      const started = performance.now();
      const response = await app.inject({ method: 'GET', url: urlOf(item), headers: headers(item) });
      const elapsed = performance.now() - started;
      if (response.statusCode !== 200) {
        throw new Error(`${urlOf(item)}: ${response.statusCode} ${response.body}`);
      }
      return { elapsed, body: response.body };
    };
    return { size, app, database, cases, call, close };
  } catch (error) {
    await close();
    throw error;
  }
}

interface Measured<C> {
  item: C;
  total: number;
  p50: number;
  p99: number;
}

/**
 * Every size is seeded first, then measured in alternating rounds (each round: every case at every
 * size), so a busy or quiet moment on the shared machine falls on both sizes alike and the ratio
 * compares like with like. `check` reads a first answer, fails on an unusable one (e.g. an empty
 * page) and returns its total.
 */
async function measureAlternating<C>(
  scales: Scale<C>[],
  options: { samples: number; warmUp: number; check(item: C, body: string): number },
): Promise<Map<number, Measured<C>[]>> {
  const totals = new Map<Scale<C>, Map<C, number>>();
  for (const scale of scales) {
    const byCase = new Map<C, number>();
    for (const item of scale.cases) {
      byCase.set(item, options.check(item, (await scale.call(item)).body));
      for (let warm = 1; warm < options.warmUp; warm++) await scale.call(item);
    }
    totals.set(scale, byCase);
  }
  const samples = new Map(
    scales.map((scale) => [scale, new Map(scale.cases.map((item) => [item, [] as number[]]))]),
  );
  for (let round = 0; round < options.samples; round++) {
    for (const scale of scales) {
      for (const item of scale.cases)
        samples
          .get(scale)!
          .get(item)!
          .push((await scale.call(item)).elapsed);
    }
  }
  return new Map(
    scales.map((scale) => [
      scale.size,
      scale.cases.map((item) => {
        const sorted = samples
          .get(scale)!
          .get(item)!
          .sort((a, b) => a - b);
        return {
          item,
          total: totals.get(scale)!.get(item)!,
          p50: percentile(sorted, 50),
          p99: percentile(sorted, 99),
        };
      }),
    ]),
  );
}

const pad = (value: string | number, width: number) => String(value).padStart(width);
const ms = (value: number) => value.toFixed(2);

/**
 * The table of figures, then p50(largest) / p50(smallest) per case against the target. `label`
 * names a case in a fixed-width column.
 */
function printResults<C>(
  results: Map<number, Measured<C>[]>,
  options: { sizeName: string; label(item: C): string; target: number },
): void {
  const sizes = [...results.keys()];
  console.log(
    `${options.sizeName.padEnd(9)} case${' '.repeat(Math.max(1, options.label(results.get(sizes[0]!)![0]!.item).length - 3))}     total      p50      p99`,
  );
  for (const [size, rows] of results) {
    for (const row of rows) {
      console.log(
        `${String(size).padEnd(9)} ${options.label(row.item)} ${pad(row.total, 9)} ${pad(ms(row.p50), 8)} ${pad(ms(row.p99), 8)}`,
      );
    }
  }
  const [small, large] = [sizes[0]!, sizes[sizes.length - 1]!];
  if (small === large) return;
  console.log(`\np50(${large}) / p50(${small}) (target <= ${options.target})\n`);
  const largeRows = results.get(large)!;
  let worst = 0;
  results.get(small)!.forEach((row, index) => {
    const ratio = largeRows[index]!.p50 / row.p50;
    worst = Math.max(worst, ratio);
    console.log(
      `${options.label(row.item)}  ${pad(ms(row.p50), 7)} -> ${pad(ms(largeRows[index]!.p50), 7)}  ratio ${ratio.toFixed(2)}${ratio <= options.target ? '' : ' (misses target)'}`,
    );
  });
  console.log(`\nworst ratio ${worst.toFixed(2)} (target <= ${options.target})`);
}

/** Prepares every size, measures and prints, then drops the databases (even on failure). */
async function runScaled<C>(options: {
  serverUrl: string;
  sizes: number[];
  databaseOf(size: number): string;
  prepare(size: number): Promise<Scale<C>>;
  run(scales: Scale<C>[]): Promise<void>;
}): Promise<void> {
  const prepared: Scale<C>[] = [];
  try {
    for (const size of options.sizes) prepared.push(await options.prepare(size));
    await options.run(prepared);
  } finally {
    for (const scale of prepared) await scale.close();
    if (process.env.BENCH_KEEP_DATABASE !== '1') {
      for (const size of options.sizes) await dropDatabase(options.serverUrl, options.databaseOf(size));
    }
  }
}

/**
 * A whole scale benchmark: for each size (BENCH_SCALES) a database `<database>_<size>` seeded by
 * `seed`, then every case measured in alternating rounds, the figures printed against the target.
 * Options in the environment: BENCH_SCALES, BENCH_SAMPLES, BENCH_KEEP_DATABASE=1 (keep the databases,
 * e.g. for EXPLAIN) and BENCH_EXTRA_SQL (statements run after seeding, e.g. a candidate index).
 */
export async function runScaleBenchmark<C, S>(options: {
  database: string;
  defaultScales: string;
  /** What a size counts ("tasks", "accounts"), for the table's first column. */
  sizeName: string;
  /** The call measured, for the table's title. */
  title: string;
  target: number;
  seed(db: Database, size: number): Promise<S>;
  describe(
    app: FastifyInstance,
    seeded: S,
  ): Promise<{ cases: C[]; url(item: C): string; headers(item: C): Record<string, string> }>;
  check(item: C, body: string): number;
  label(item: C): string;
}): Promise<void> {
  const serverUrl = benchServerUrl();
  const { sizes, samples, warmUp } = benchSettings(options.defaultScales);
  const databaseOf = (size: number) => `${options.database}_${size}`;
  await runScaled<C>({
    serverUrl,
    sizes,
    databaseOf,
    prepare: (size) =>
      prepareScale({
        serverUrl,
        name: databaseOf(size),
        size,
        seed: (db) => options.seed(db, size),
        extraSql: process.env.BENCH_EXTRA_SQL,
        describe: options.describe,
      }),
    run: async (scales) => {
      const results = await measureAlternating(scales, { samples, warmUp, check: options.check });
      console.log(`\n${options.title}, caches emptied before every call,`);
      console.log(`${samples} samples each (ms)\n`);
      printResults(results, { sizeName: options.sizeName, label: options.label, target: options.target });
    },
  });
}
