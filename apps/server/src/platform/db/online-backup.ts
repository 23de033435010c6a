import { readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import type { DatabaseHandle } from './index';

/** Where `npm run backup` asks a running server for a copy: the target file, one request at a time. */
export const backupRequestFile = (dataDir: string) => join(dataDir, 'backup-request.json');
export const BACKUP_SIGNAL = 'SIGUSR2';

/**
 * The embedded database belongs to the one server process that opened it, so a backup of a running
 * service is taken by that process: `npm run backup` writes the target path into the data folder and
 * sends SIGUSR2 (only the same system user can); the server writes `<target>.partial`, renames it to
 * `<target>` when complete, or writes `<target>.error`. Returns a function that stops listening (after
 * finishing a backup in progress).
 */
export function serveOnlineBackups(
  dataDir: string,
  database: DatabaseHandle,
  log: FastifyBaseLogger,
): () => Promise<void> {
  let running = Promise.resolve();
  const onSignal = () => {
    running = running.then(async () => {
      let target: string | undefined;
      try {
        ({ target } = JSON.parse(readFileSync(backupRequestFile(dataDir), 'utf8')) as { target: string });
        rmSync(backupRequestFile(dataDir), { force: true });
        if (!database.dump) throw new Error('this database cannot be dumped');
        const started = Date.now();
        const dump = await database.dump();
        writeFileSync(`${target}.partial`, Buffer.from(await dump.arrayBuffer()));
        renameSync(`${target}.partial`, target);
        log.info({ target, bytes: dump.size, durationMs: Date.now() - started }, 'online backup written');
      } catch (error) {
        log.error({ err: error, target }, 'online backup failed');
        if (target) writeFileSync(`${target}.error`, (error as Error).message);
      }
    });
  };
  process.on(BACKUP_SIGNAL, onSignal);
  return async () => {
    process.off(BACKUP_SIGNAL, onSignal);
    await running;
  };
}
