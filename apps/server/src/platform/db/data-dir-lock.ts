import { mkdirSync, openSync, readFileSync, rmSync, writeSync, closeSync } from 'node:fs';
import { resolve } from 'node:path';

/**
 * PGlite has no cross-process locking: a second process opening the same folder silently loses its
 * writes. This lock file makes the second process fail loudly instead.
 */
export class DataDirLockedError extends Error {
  constructor(dataDir: string, pid: number) {
    super(
      `The data folder ${dataDir} is in use by another running server (process ${pid}). ` +
        'Stop that server, or set DATA_DIR to another folder, or DATABASE_URL to a PostgreSQL database.',
    );
    this.name = 'DataDirLockedError';
  }
}

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** Lock files this process holds, so a lock with our own pid can be told apart from a stale one. */
const heldHere = new Set<string>();

export function lockDataDir(dataDir: string): () => void {
  mkdirSync(dataDir, { recursive: true });
  const lockPath = resolve(dataDir, 'server.lock');
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      const fd = openSync(lockPath, 'wx');
      writeSync(fd, String(process.pid));
      closeSync(fd);
      heldHere.add(lockPath);
      return () => {
        heldHere.delete(lockPath);
        rmSync(lockPath, { force: true });
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const holder = Number.parseInt(readFileSync(lockPath, 'utf8'), 10);
      const heldByUs = holder === process.pid && heldHere.has(lockPath);
      const heldByOther = holder !== process.pid && Number.isInteger(holder) && isRunning(holder);
      if (heldByUs || heldByOther) {
        throw new DataDirLockedError(dataDir, holder);
      }
      // The holder is gone (a crash left the file behind): take the lock over.
      rmSync(lockPath, { force: true });
    }
  }
  throw new Error(`Could not lock the data folder ${dataDir}`);
}
