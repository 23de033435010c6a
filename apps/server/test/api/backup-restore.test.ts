import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase, type DatabaseSettings } from '../../src/platform/db';
import { startServerProcess, type ServerProcess } from '../support/server-process';
import { createScratchPostgres } from '../support/test-database';

const serverDir = fileURLToPath(new URL('../..', import.meta.url));

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port')),
      );
    });
  });
}

/** Rows per table: what a restored database must hold, every record of every table. */
async function rowCounts(settings: DatabaseSettings): Promise<Record<string, number>> {
  const database = await openDatabase(settings);
  try {
    const tables = await database.db.execute<{ table_name: string }>(
      sql`select table_name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE' order by 1`,
    );
    const counts: Record<string, number> = {};
    for (const { table_name } of (tables as unknown as { rows: { table_name: string }[] }).rows) {
      const result = await database.db.execute<{ n: number | string }>(
        sql`select count(*) as n from ${sql.identifier(table_name)}`,
      );
      counts[table_name] = Number((result as unknown as { rows: { n: number | string }[] }).rows[0]?.n);
    }
    return counts;
  } finally {
    await database.close();
  }
}

const npmScript = (script: string, args: string[], env: Record<string, string>) =>
  execFileSync(process.execPath, ['--import', 'tsx', `scripts/${script}.ts`, ...args], {
    cwd: serverDir,
    env: { ...process.env, DATABASE_URL: '', ...env },
    encoding: 'utf8',
  });

const postgresBin = (tool: string) => {
  const versions = readdirSync('/usr/lib/postgresql').sort((a, b) => Number(b) - Number(a));
  return join('/usr/lib/postgresql', versions[0] ?? '', 'bin', tool);
};

describe('back-up and restore', { timeout: 420_000 }, () => {
  const work = mkdtempSync(join(tmpdir(), 'esos-backup-'));
  const cleanUps: (() => Promise<void>)[] = [];
  afterAll(async () => {
    for (const cleanUp of cleanUps) await cleanUp();
    rmSync(work, { recursive: true, force: true });
  });

  const start = async (name: string, env: Record<string, string | undefined>): Promise<ServerProcess> => {
    const server = await startServerProcess({
      port: await freePort(),
      env: { SEED_DEMO_DATA: 'true', ...env },
      logFile: join(work, `${name}.log`),
    });
    cleanUps.push(async () => server.kill('SIGKILL'));
    return server;
  };
  const stop = async (server: ServerProcess) => {
    server.kill('SIGTERM');
    expect(await server.exited).toEqual({ code: 0, signal: null });
  };

  // One database per run, as every API test: the embedded one, or PostgreSQL when DATABASE_URL is set.
  const embedded = async () => {
    const dataDir = join(work, 'data');
    const restoredDir = join(work, 'restored');
    const backup = join(work, 'backup.tar.gz');
    const original = await start('original', { DATABASE_URL: undefined, DATA_DIR: dataDir });
    const output = npmScript('backup', [backup], { DATA_DIR: dataDir, INIT_CWD: work });
    expect(output).toContain('taken by the running server');
    expect(existsSync(backup)).toBe(true);
    await stop(original);
    const before = await rowCounts({ kind: 'pglite', dataDir });

    // A folder that is in use or not empty is never overwritten by accident.
    expect(() => npmScript('restore', [backup], { DATA_DIR: dataDir, INIT_CWD: work })).toThrow();
    npmScript('restore', [backup], { DATA_DIR: restoredDir, INIT_CWD: work });
    const restored = await start('restored', { DATABASE_URL: undefined, DATA_DIR: restoredDir });
    const ready = await fetch(`${restored.baseUrl}/api/health/ready`);
    expect(ready.status).toBe(200);
    await stop(restored);

    const after = await rowCounts({ kind: 'pglite', dataDir: restoredDir });
    expect(before.app_user).toBeGreaterThan(5);
    expect(before.account).toBeGreaterThan(0);
    expect(after).toEqual(before);
  };

  const postgres = async () => {
    const serverUrl = process.env.DATABASE_URL ?? '';
    const source = await createScratchPostgres(serverUrl, 'esos_backup');
    const target = await createScratchPostgres(serverUrl, 'esos_restore');
    cleanUps.push(source.drop, target.drop);
    const backup = join(work, 'esos.dump');
    const original = await start('original', { DATABASE_URL: source.url });
    // The documented commands (README, "Back-up and restore"): one consistent snapshot, custom format.
    execFileSync(postgresBin('pg_dump'), ['--format=custom', '--no-owner', `--file=${backup}`, source.url]);
    await stop(original);
    const before = await rowCounts({ kind: 'postgres', url: source.url });

    execFileSync(postgresBin('pg_restore'), [
      '--no-owner',
      '--exit-on-error',
      `--dbname=${target.url}`,
      backup,
    ]);
    const restored = await start('restored', { DATABASE_URL: target.url, SEED_DEMO_DATA: 'false' });
    expect((await fetch(`${restored.baseUrl}/api/health/ready`)).status).toBe(200);
    await stop(restored);

    const after = await rowCounts({ kind: 'postgres', url: target.url });
    expect(before.app_user).toBeGreaterThan(5);
    expect(after).toEqual(before);
  };

  if (process.env.DATABASE_URL) {
    it(
      'backs PostgreSQL up with pg_dump while the service runs; pg_restore into a new database starts with every record',
      postgres,
    );
  } else {
    it(
      'backs up the embedded database while the service runs; a fresh folder restored from it starts with every record',
      embedded,
    );
  }
});
