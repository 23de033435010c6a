import { fileURLToPath } from 'node:url';
import type { PgDatabase, PgQueryResultHKT, PgTransaction } from 'drizzle-orm/pg-core';
import type { ExtractTablesWithRelations } from 'drizzle-orm';
import { sql } from 'drizzle-orm';
import * as schema from './schema';
import { lockDataDir } from './data-dir-lock';
import { grantRuntimeRole } from './runtime-role';

export { schema };
export type Schema = typeof schema;
export type Database = PgDatabase<PgQueryResultHKT, Schema>;
export type Transaction = PgTransaction<PgQueryResultHKT, Schema, ExtractTablesWithRelations<Schema>>;
/** Repositories accept either, so a service can run several writes in one transaction. */
export type Executor = Database | Transaction;

export type DatabaseSettings =
  /** `loadDataDir` fills a new data folder from a `dump()` tarball (npm run restore). */
  | { kind: 'pglite'; dataDir: string; loadDataDir?: Blob }
  /** In memory; `loadDataDir` starts it from a `dumpDataDir` tarball (the API tests' migrated, seeded copy). */
  | { kind: 'pglite-memory'; loadDataDir?: Blob }
  /** With `migrationUrl`, migrations run as that (owning) role and the service as `url`'s (ADR 21). */
  | { kind: 'postgres'; url: string; migrationUrl?: string };

/** Notifications on one channel; `onLive(false)` while they may be missed (a lost connection). */
export interface ChannelListener {
  onNotification(payload: string): void;
  onLive(live: boolean): void;
}

export interface ChannelSubscription {
  /**
   * Resolves once every notification from transactions committed before the call has been handed to
   * the listener: a change another instance has acknowledged is then known here too.
   */
  caughtUp(): Promise<void>;
  stop(): Promise<void>;
}

export interface DatabaseHandle {
  db: Database;
  kind: DatabaseSettings['kind'];
  /** LISTENs on a channel until the subscription is stopped. */
  listen(channel: string, listener: ChannelListener): Promise<ChannelSubscription>;
  /**
   * The embedded database as a gzipped tarball of its data folder, taken while it runs (after a
   * checkpoint, between queries: a crash-consistent image, completed by WAL replay when opened).
   */
  dump?(): Promise<Blob>;
  /** The PostgreSQL pool's connections (absent for the embedded database, which has one). */
  poolStats?(): { total: number; idle: number; waiting: number };
  close(): Promise<void>;
}

/** Where the database reports trouble that no query is waiting for (a pooled connection dropped). */
export interface DatabaseLog {
  warn(details: object, message: string): void;
}

const migrationsFolder = fileURLToPath(new URL('../../../drizzle', import.meta.url));
// Any fixed number: it only has to be the same for every instance running migrations.
const MIGRATION_LOCK_KEY = 4_200_081;

export async function openDatabase(settings: DatabaseSettings, log?: DatabaseLog): Promise<DatabaseHandle> {
  if (settings.kind === 'postgres') {
    const { Client, Pool } = await import('pg');
    const { drizzle } = await import('drizzle-orm/node-postgres');
    const { migrate } = await import('drizzle-orm/node-postgres/migrator');
    const { releasePooledConnectionsOfFailedTransactions } = await import('./pooled-transactions');
    releasePooledConnectionsOfFailedTransactions();
    // A request waits at most 10 s for a connection, then gets 503 rather than hanging.
    const pool = new Pool({ connectionString: settings.url, max: 10, connectionTimeoutMillis: 10_000 });
    // An idle connection that drops (PostgreSQL restarted, a fail-over) is removed from the pool; without
    // this listener its error would end the process.
    pool.on('error', (error) => log?.warn({ err: error }, 'an idle database connection was lost'));
    // The same for a connection that is checked out (a transaction waiting on other work, such as the
    // mail worker's send): its next query fails and the pool discards it, instead of the process ending.
    pool.on('connect', (client) =>
      client.on('error', (error) => log?.warn({ err: error }, 'a database connection in use was lost')),
    );
    const db = drizzle(pool, { schema }) as unknown as Database;
    // Several instances may start together: one migrates, the others wait for it. With a migration URL the
    // schema's owner migrates and the service's own role is given what it may do (runtime-role.ts).
    const owner = settings.migrationUrl ? new Client({ connectionString: settings.migrationUrl }) : undefined;
    await owner?.connect();
    const pooled = owner ? undefined : await pool.connect();
    const client = owner ?? pooled!;
    try {
      await client.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
      await migrate(drizzle(client, { schema }), { migrationsFolder });
      if (owner) {
        const { rows } = await pool.query<{ role: string }>('SELECT current_user AS role');
        await grantRuntimeRole(owner, rows[0]!.role);
      }
    } finally {
      await client.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]).catch(() => undefined);
      await owner?.end();
      pooled?.release();
    }
    return {
      db,
      kind: 'postgres',
      listen: (channel, listener) => listenOnPostgres(settings.url, channel, listener),
      poolStats: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
      close: () => pool.end(),
    };
  }

  const { PGlite } = await import('@electric-sql/pglite');
  // The account search's trigram index (migration 0008) needs pg_trgm, which PGlite ships as a contrib bundle.
  const { pg_trgm } = await import('@electric-sql/pglite/contrib/pg_trgm');
  const { drizzle } = await import('drizzle-orm/pglite');
  const { migrate } = await import('drizzle-orm/pglite/migrator');
  const release = settings.kind === 'pglite' ? lockDataDir(settings.dataDir) : () => undefined;
  try {
    const extensions = { pg_trgm };
    const client =
      settings.kind === 'pglite'
        ? new PGlite(settings.dataDir, { extensions, loadDataDir: settings.loadDataDir })
        : new PGlite({ extensions, loadDataDir: settings.loadDataDir });
    await client.waitReady;
    const db = drizzle(client, { schema }) as unknown as Database;
    await migrate(db as never, { migrationsFolder });
    return {
      db,
      kind: settings.kind,
      // One embedded database in this process: its notifications cannot be missed, and each is handed
      // over as the query that caused it completes.
      listen: async (channel, listener) => {
        const unlisten = await client.listen(channel, (payload) => listener.onNotification(payload));
        listener.onLive(true);
        return { caughtUp: async () => undefined, stop: unlisten };
      },
      dump: async () => {
        await client.query('CHECKPOINT');
        return client.dumpDataDir('gzip');
      },
      close: async () => {
        await client.close();
        release();
      },
    };
  } catch (error) {
    release();
    throw error;
  }
}

const RECONNECT_DELAY_MS = 1000;

/**
 * A dedicated connection for LISTEN (a pooled one would lose it when returned). When it drops, the
 * listener is told notifications may have been missed until a new connection is listening again.
 *
 * `caughtUp` runs a query on that connection: PostgreSQL sends a listening session the notifications
 * of every transaction committed before its query ends ahead of the query's answer, so once it returns
 * nothing committed earlier is still on its way. Callers arriving while one runs share the next one.
 */
async function listenOnPostgres(
  url: string,
  channel: string,
  listener: ChannelListener,
): Promise<ChannelSubscription> {
  const { Client, escapeIdentifier } = await import('pg');
  let client: InstanceType<typeof Client> | undefined;
  let stopped = false;
  let retry: NodeJS.Timeout | undefined;

  const connect = async (first: boolean): Promise<void> => {
    const next = new Client({ connectionString: url });
    let gone = false;
    const lost = () => {
      if (gone) return;
      gone = true;
      if (client === next) client = undefined;
      listener.onLive(false);
      next.end().catch(() => undefined);
      if (!stopped) retry = setTimeout(() => void connect(false), RECONNECT_DELAY_MS);
    };
    next.on('error', lost);
    next.on('end', lost);
    next.on('notification', (message) => listener.onNotification(message.payload ?? ''));
    client = next;
    try {
      await next.connect();
      await next.query(`LISTEN ${escapeIdentifier(channel)}`);
      listener.onLive(true);
    } catch (error) {
      if (first) throw error;
      lost();
    }
  };

  await connect(true);
  let inFlight: Promise<void> | undefined;
  let queued: Promise<void> | undefined;
  const caughtUp = (): Promise<void> => {
    if (!inFlight) {
      const current = client;
      inFlight = (
        current ? current.query('SELECT 1').then(() => undefined) : Promise.reject(new Error('not listening'))
      ).finally(() => (inFlight = undefined));
      return inFlight;
    }
    // The query in flight may have started before this caller's change was committed: wait for the next.
    queued ??= inFlight
      .catch(() => undefined)
      .then(() => {
        queued = undefined;
        return caughtUp();
      });
    return queued;
  };
  return {
    caughtUp,
    stop: async () => {
      stopped = true;
      clearTimeout(retry);
      const current = client;
      client = undefined;
      await current?.end();
    },
  };
}

export async function checkDatabase(db: Database): Promise<void> {
  await db.execute(sql`select 1`);
}
