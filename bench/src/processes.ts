import { spawn, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('../..', import.meta.url));
const tsx = fileURLToPath(new URL('../../node_modules/.bin/tsx', import.meta.url));

/** Starts a TypeScript entry point in its own process (so load generator and server never share a core's event loop). */
export function startProcess(entry: string, args: string[], env: Record<string, string>): ChildProcess {
  return spawn(tsx, [entry, ...args], {
    cwd: root,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
}

/** The service with the demo data, quiet, on `port` with its embedded database in `dataDir` (or DATABASE_URL's). */
export function startDemoServer(port: number, dataDir: string): ChildProcess {
  return startProcess('apps/server/src/main.ts', [], {
    NODE_ENV: 'test',
    PORT: String(port),
    LOG_LEVEL: 'silent',
    DATA_DIR: dataDir,
    SEED_DEMO_DATA: 'true',
  });
}

export async function waitForUrl(url: string, timeoutMs = 60_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`${url} did not answer within ${timeoutMs} ms`);
}

export function stop(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    if (child.exitCode !== null) return resolve();
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
  });
}
