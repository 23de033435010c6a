import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/** The process id of the server that holds the embedded data folder, if one is running. */
export function runningHolder(dataDir: string): number | undefined {
  const lock = join(dataDir, 'server.lock');
  if (!existsSync(lock)) return undefined;
  const pid = Number.parseInt(readFileSync(lock, 'utf8'), 10);
  if (!Number.isInteger(pid)) return undefined;
  try {
    process.kill(pid, 0);
    return pid;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM' ? pid : undefined;
  }
}
