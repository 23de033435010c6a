import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { openDatabase, type DatabaseHandle } from '../../src/platform/db';

/** A new, empty database on the PostgreSQL server at `serverUrl`, and a way to drop it. */
export async function createScratchPostgres(
  serverUrl: string,
  prefix = 'esos_test',
): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `${prefix}_${randomBytes(6).toString('hex')}`;
  const run = async (statement: string) => {
    const admin = new pg.Client({ connectionString: serverUrl });
    await admin.connect();
    try {
      await admin.query(statement);
    } finally {
      await admin.end();
    }
  };
  await run(`CREATE DATABASE ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: () => run(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`) };
}

/**
 * A database of its own for one test file: in-memory PGlite by default, or a fresh database on the
 * PostgreSQL server named by DATABASE_URL (dropped afterwards), so suites never see each other's rows.
 */
export async function openTestDatabase(): Promise<DatabaseHandle> {
  const serverUrl = process.env.DATABASE_URL;
  if (!serverUrl) return openDatabase({ kind: 'pglite-memory' });
  const scratch = await createScratchPostgres(serverUrl);
  const handle = await openDatabase({ kind: 'postgres', url: scratch.url });
  return {
    ...handle,
    close: async () => {
      await handle.close();
      await scratch.drop();
    },
  };
}
