import { spawn, type ChildProcess } from 'node:child_process';
import { closeSync, openSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { bundleServer } from '../../scripts/bundle';

const serverDir = fileURLToPath(new URL('../..', import.meta.url));

export interface ServerProcess {
  readonly child: ChildProcess;
  readonly port: number;
  readonly baseUrl: string;
  /** Resolves when the process has ended: its exit code, or the signal that ended it. */
  readonly exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
  kill(signal: NodeJS.Signals): void;
}

export interface ServerOptions {
  port: number;
  /** Added to (or, with `undefined`, removed from) this process's environment. */
  env: Record<string, string | undefined>;
  /** Where the server's stdout and stderr go (appended). */
  logFile: string;
  readyTimeoutMs?: number;
}

// Bundled once per process: the benches start several instances at a time, and restart them.
let bundled: Promise<string> | undefined;

/**
 * The real server in a process of its own, as production runs it (`src/main.ts` bundled to JavaScript,
 * ADR 35), for tests and scripts that kill, restart or signal it. Resolves once /api/health/ready answers 200.
 */
export async function startServerProcess(options: ServerOptions): Promise<ServerProcess> {
  bundled ??= bundleServer();
  const entry = await bundled;
  const env: Record<string, string> = {};
  for (const [name, value] of Object.entries({
    ...process.env,
    NODE_ENV: 'test',
    HOST: '127.0.0.1',
    PORT: String(options.port),
    LOG_LEVEL: 'info',
    ...options.env,
  })) {
    if (value !== undefined) env[name] = value;
  }
  const log = openSync(options.logFile, 'a');
  const child = spawn(process.execPath, [entry], {
    cwd: serverDir,
    env,
    stdio: ['ignore', log, log],
  });
  closeSync(log);
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.once('exit', (code, signal) => resolve({ code, signal })),
  );
  const server: ServerProcess = {
    child,
    port: options.port,
    baseUrl: `http://127.0.0.1:${options.port}`,
    exited,
    kill: (signal) => {
      if (child.exitCode === null && child.signalCode === null) child.kill(signal);
    },
  };
  const deadline = Date.now() + (options.readyTimeoutMs ?? 180_000);
  let ended = false;
  void exited.then(() => (ended = true));
  while (Date.now() < deadline && !ended) {
    try {
      const response = await fetch(`${server.baseUrl}/api/health/ready`);
      if (response.status === 200) return server;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  server.kill('SIGKILL');
  const tail = readFileSync(options.logFile, 'utf8').slice(-3000);
  throw new Error(
    `the server on port ${options.port} did not become ready${ended ? ' (it exited)' : ''}; ${options.logFile} ends:\n${tail}`,
  );
}
