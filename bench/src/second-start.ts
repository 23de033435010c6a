// A second `npm start` (issue 39, point 24): launch to the server answering on its port, wall clock and CPU.
// The first start, on a fresh data folder, builds whatever is out of date and creates and seeds the database; each
// later start finds everything in place, as a developer's second start does. Figures are printed, never asserted.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { median, processGroupCpuSeconds } from './support/process-cpu';

const root = fileURLToPath(new URL('../..', import.meta.url));
const runs = Number(process.env.SECOND_START_RUNS ?? 7);
const port = Number(process.env.SECOND_START_PORT ?? 3300);
const live = `http://localhost:${port}/api/health/live`;
if (!Number.isInteger(runs) || runs < 1 || runs > 100) throw new Error('SECOND_START_RUNS: 1 to 100');
if (!Number.isInteger(port) || port < 1 || port > 65535) throw new Error('SECOND_START_PORT: 1 to 65535');

interface Start {
  wallSeconds: number;
  cpuSeconds: number;
  load: number;
}

async function answers(): Promise<boolean> {
  try {
    return (await fetch(live)).ok;
  } catch {
    return false;
  }
}

/** `npm start` in its own process group, so its CPU is the group's and stopping it stops every process of it. */
async function timeStart(
  dataDir: string,
  timeoutSeconds: number,
): Promise<{ start: Start; child: ChildProcess }> {
  const env: NodeJS.ProcessEnv = { ...process.env, PORT: String(port), DATA_DIR: dataDir, LOG_LEVEL: 'warn' };
  delete env.DATABASE_URL; // the embedded database in the fresh folder, as a first run has it
  const load = loadavg()[0] ?? 0;
  const began = performance.now();
  const child = spawn('npm', ['start'], {
    cwd: root,
    env,
    detached: true,
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let errors = '';
  child.stderr?.on('data', (chunk: Buffer) => (errors = (errors + chunk.toString()).slice(-4000)));
  const pgid = child.pid;
  if (pgid === undefined) throw new Error('npm start did not launch');
  while (!(await answers())) {
    if (child.exitCode !== null) throw new Error(`npm start exited with ${child.exitCode}:\n${errors}`);
    if (performance.now() - began > timeoutSeconds * 1000) {
      await stop(child);
      throw new Error(`${live} did not answer within ${timeoutSeconds} s:\n${errors}`);
    }
    // A short poll: the figure is at most 20 ms late, and the poller's own CPU is not the group's.
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  const wallSeconds = (performance.now() - began) / 1000;
  return { start: { wallSeconds, cpuSeconds: processGroupCpuSeconds(pgid), load }, child };
}

async function stop(child: ChildProcess): Promise<void> {
  const exited = new Promise((resolve) =>
    child.exitCode !== null ? resolve(null) : child.once('exit', resolve),
  );
  if (child.pid !== undefined && child.exitCode === null) process.kill(-child.pid, 'SIGTERM');
  const killLater = setTimeout(() => child.pid !== undefined && process.kill(-child.pid, 'SIGKILL'), 30_000);
  await exited;
  clearTimeout(killLater);
  while (await answers()) await new Promise((resolve) => setTimeout(resolve, 100));
}

const show = ({ wallSeconds, cpuSeconds, load }: Start) =>
  `wall ${wallSeconds.toFixed(2)} s, CPU ${cpuSeconds.toFixed(2)} s (load average ${load.toFixed(1)})`;

if (await answers())
  throw new Error(`Something already answers on port ${port}: stop it or set SECOND_START_PORT`);
const dataDir = mkdtempSync(join(tmpdir(), 'esos-second-start-'));
try {
  console.log(`${cpus().length} cores; data folder ${dataDir}; port ${port}; ${runs} second starts`);
  const first = await timeStart(dataDir, 600);
  await stop(first.child);
  console.log(`First start (builds if out of date, creates and seeds the database): ${show(first.start)}`);
  const starts: Start[] = [];
  for (let run = 1; run <= runs; run++) {
    const next = await timeStart(dataDir, 120);
    await stop(next.child);
    starts.push(next.start);
    console.log(`Second start ${run}: ${show(next.start)}`);
  }
  const summary = (values: number[]) =>
    `median ${median(values).toFixed(2)} s, max ${Math.max(...values).toFixed(2)} s`;
  console.log(`Wall to listening: ${summary(starts.map((start) => start.wallSeconds))}`);
  console.log(`CPU to listening: ${summary(starts.map((start) => start.cpuSeconds))}`);
} finally {
  rmSync(dataDir, { recursive: true, force: true });
}
