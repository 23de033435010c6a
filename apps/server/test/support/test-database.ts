import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import pg from 'pg';
import { inject } from 'vitest';
import { openDatabase, type DatabaseHandle } from '../../src/platform/db';
import { openSnapshotDatabase } from './reusable-pglite';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A `dumpDataDir` tarball of a migrated, seeded PGlite database (api-global-setup.ts); absent on PostgreSQL. */
    pgliteSnapshotPath?: string;
  }
}

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
  // A closed pool's sockets may still be finishing; forcing them off makes those clients emit errors
  // nobody listens to any more. So wait for them to go, and force only as a last resort.
  const drop = async () => {
    for (let attempt = 0; attempt < 50; attempt++) {
      try {
        await run(`DROP DATABASE IF EXISTS ${name}`);
        return;
      } catch (error) {
        if ((error as { code?: string }).code !== '55006') throw error; // object in use
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    }
    await run(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  };
  return { url: url.toString(), drop };
}

/**
 * A database of its own for one test file: in-memory PGlite by default, or a fresh database on the
 * PostgreSQL server named by DATABASE_URL (dropped afterwards), so suites never see each other's rows.
 * With `fromSnapshot`, PGlite starts from the migrated and seeded copy the API project's global set-up
 * made (test/support/api-global-setup.ts), which saves migrating and seeding in every file.
 */
export async function openTestDatabase(options: { fromSnapshot?: boolean } = {}): Promise<DatabaseHandle> {
  const serverUrl = process.env.DATABASE_URL;
  if (!serverUrl) {
    const snapshot = options.fromSnapshot ? inject('pgliteSnapshotPath') : undefined;
    if (!snapshot) return openDatabase({ kind: 'pglite-memory' });
    return openSnapshotDatabase(async () => new Blob([await readFile(snapshot)]));
  }
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
