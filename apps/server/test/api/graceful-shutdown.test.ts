import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { connect, createServer, type Socket } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createScratchPostgres } from '../support/test-database';
import { startServerProcess, type ServerProcess } from '../support/server-process';

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

/** An HTTP request written by hand, so the test decides when its body ends. */
function startSlowRequest(port: number, body: string) {
  const socket: Socket = connect({ host: '127.0.0.1', port });
  let received = '';
  socket.on('data', (chunk) => (received += chunk.toString()));
  const closed = new Promise<string>((resolve) => {
    socket.on('close', () => resolve(received));
    socket.on('error', () => undefined);
  });
  const connected = new Promise<void>((resolve) => socket.once('connect', () => resolve()));
  const half = Math.floor(body.length / 2);
  return {
    async sendHead() {
      await connected;
      socket.write(
        [
          'POST /api/v1.0/users/forgot-password/reset-password-email HTTP/1.1',
          `Host: 127.0.0.1:${port}`,
          'Content-Type: application/json',
          `Content-Length: ${Buffer.byteLength(body)}`,
          '',
          '',
        ].join('\r\n') + body.slice(0, half),
      );
    },
    finish: () => socket.write(body.slice(half)),
    /** Everything the server sent before the connection closed. */
    closed,
  };
}

const connectionRefused = (port: number) =>
  new Promise<boolean>((resolve) => {
    const socket = connect({ host: '127.0.0.1', port });
    socket.once('connect', () => {
      socket.destroy();
      resolve(false);
    });
    socket.once('error', (error: NodeJS.ErrnoException) => resolve(error.code === 'ECONNREFUSED'));
  });

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

// Each test starts the real server process (a fresh database migrates on the first start).
describe('graceful shutdown of the server process', { timeout: 240_000 }, () => {
  const work = mkdtempSync(join(tmpdir(), 'esos-shutdown-'));
  let dropDatabase: () => Promise<void> = async () => undefined;
  let databaseEnv: Record<string, string | undefined>;

  beforeAll(async () => {
    if (process.env.DATABASE_URL) {
      const scratch = await createScratchPostgres(process.env.DATABASE_URL, 'esos_shutdown');
      databaseEnv = { DATABASE_URL: scratch.url };
      dropDatabase = scratch.drop;
    } else {
      databaseEnv = { DATABASE_URL: undefined, DATA_DIR: join(work, 'data') };
    }
  });
  afterAll(async () => {
    await dropDatabase();
    if (!process.env.KEEP_WORK) rmSync(work, { recursive: true, force: true });
  });

  const start = async (name: string, env: Record<string, string> = {}): Promise<ServerProcess> =>
    startServerProcess({
      port: await freePort(),
      env: { ...databaseEnv, SEED_DEMO_DATA: 'false', ...env },
      logFile: join(work, `${name}.log`),
    });

  it('on SIGTERM refuses new connections, finishes the request in flight, stops its workers and exits 0', async () => {
    const server = await start('drain');
    const slow = startSlowRequest(server.port, JSON.stringify({ email: 'nobody.here@example.com' }));
    await slow.sendHead();
    await pause(300);
    server.kill('SIGTERM');
    await pause(500);
    expect(await connectionRefused(server.port)).toBe(true);
    expect(server.child.exitCode).toBeNull();

    slow.finish();
    const answer = await slow.closed;
    expect(answer).toMatch(/^HTTP\/1\.1 204 /);
    expect(await server.exited).toEqual({ code: 0, signal: null });
    const log = readFileSync(join(work, 'drain.log'), 'utf8');
    for (const step of ['mail worker', 'change listener', 'database connections'])
      expect(log).toContain(`"${step} stopped"`);
    expect(log).toContain('shutdown complete');
    expect(log).not.toContain('closing their connections');
  });

  it('closes a request that does not finish within SHUTDOWN_TIMEOUT_SECONDS, and still exits', async () => {
    const server = await start('bounded', { SHUTDOWN_TIMEOUT_SECONDS: '1' });
    const stuck = startSlowRequest(server.port, JSON.stringify({ email: 'nobody.here@example.com' }));
    await stuck.sendHead();
    await pause(300);
    const signalled = Date.now();
    server.kill('SIGTERM');
    // The body never ends: the server gives up on it after the grace period, without answering.
    expect(await stuck.closed).toBe('');
    expect(await server.exited).toEqual({ code: 0, signal: null });
    expect(Date.now() - signalled).toBeLessThan(6_000);
    expect(readFileSync(join(work, 'bounded.log'), 'utf8')).toContain('closing their connections');
  });
});
