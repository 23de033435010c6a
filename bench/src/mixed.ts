import { readFileSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startServerProcess, type ServerProcess } from '../../apps/server/test/support/server-process';
import { apiClient } from './reliability/api-client';
import {
  freePorts,
  prepareRunUsers,
  runDatabase,
  seconds,
  seededRandom,
  workloadServerEnv,
} from './reliability/environment';
import type { JourneyContext } from './reliability/journeys';
import { Ledger } from './reliability/ledger';
import { describeWorkload, runMixedWorkload, type WorkloadResult } from './reliability/mixed-workload';
import { startSmtpSink } from './reliability/smtp-sink';

// Issue 17 item 5: the mixed workload (mostly dashboards, task pages and accounts; a few write journeys:
// applications, assignments, task saves, notes with files, account updates) for a minute against one server
// instance, then against two on the same PostgreSQL database (half the simulated users on each). Prints each
// call type's count, p50 and p99, the throughput, the unexpected answers (0 expected) and each instance's
// peak resident memory (goal <= 250 MB). `npm run bench:mixed` with DATABASE_URL naming a PostgreSQL server.
//
// MIXED_SECONDS (60), MIXED_USERS (8 simulated users), MIXED_SEED, MIXED_PHASES ("1,2": the instance counts to
// run), MIXED_SAMPLE_MS (off: every so many ms, each instance's resident set and, from /metrics, its V8 heap and
// memory outside it, printed as a summary at the end of the phase: where the memory goes).

const durationMs = Number(process.env.MIXED_SECONDS ?? 60) * 1000;
const users = Number(process.env.MIXED_USERS ?? 8);
const seed = Number(process.env.MIXED_SEED ?? Math.floor(Math.random() * 2 ** 31));
const phases = (process.env.MIXED_PHASES ?? '1,2').split(',').map(Number);
if (phases.length === 0 || phases.some((count) => count !== 1 && count !== 2)) {
  throw new Error(`MIXED_PHASES lists instance counts, each 1 or 2: "${process.env.MIXED_PHASES}"`);
}
const sampleMs = Number(process.env.MIXED_SAMPLE_MS ?? 0);
const RSS_GOAL_MB = 250;
const work = mkdtempSync(join(tmpdir(), 'esos-mixed-'));

/** The largest resident set the kernel saw for the process (VmHWM), in MB. */
function peakRssMb(pid: number | undefined): number {
  if (pid === undefined) return Number.NaN;
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = Number(/^VmHWM:\s+(\d+) kB$/m.exec(status)?.[1]);
  return kb / 1024;
}

interface MemorySample {
  atMs: number;
  rssMb: number;
  heapUsedMb: number;
  heapTotalMb: number;
  externalMb: number;
}

/** Samples an instance's memory (VmRSS from /proc, the heap and external memory from /metrics) until stopped. */
function sampleMemory(pid: number | undefined, baseUrl: string): { stop: () => Promise<MemorySample[]> } {
  const samples: MemorySample[] = [];
  const started = Date.now();
  let running = true;
  const mb = (text: string, name: string) =>
    Number(new RegExp(`^${name} (\\S+)$`, 'm').exec(text)?.[1]) / 2 ** 20;
  const loop = (async () => {
    while (running) {
      try {
        const status = readFileSync(`/proc/${pid}/status`, 'utf8');
        const rssMb = Number(/^VmRSS:\s+(\d+) kB$/m.exec(status)?.[1]) / 1024;
        const text = await (await fetch(`${baseUrl}/metrics`)).text();
        samples.push({
          atMs: Date.now() - started,
          rssMb,
          heapUsedMb: mb(text, 'esos_nodejs_heap_size_used_bytes'),
          heapTotalMb: mb(text, 'esos_nodejs_heap_size_total_bytes'),
          externalMb: mb(text, 'esos_nodejs_external_memory_bytes'),
        });
      } catch {
        // ended
      }
      await new Promise((resolve) => setTimeout(resolve, sampleMs));
    }
  })();
  return {
    stop: async () => {
      running = false;
      await loop;
      return samples;
    },
  };
}

function describeSamples(samples: MemorySample[]): string {
  if (samples.length === 0) return '    (no samples)';
  const peak = samples.reduce((a, b) => (b.rssMb > a.rssMb ? b : a));
  const line = (s: MemorySample) =>
    `${(s.atMs / 1000).toFixed(0).padStart(4)} s rss ${s.rssMb.toFixed(0)} heap ${s.heapUsedMb.toFixed(0)}/${s.heapTotalMb.toFixed(0)} external ${s.externalMb.toFixed(0)} outside heap ${(s.rssMb - s.heapTotalMb).toFixed(0)}`;
  return [
    `    first  ${line(samples[0]!)}`,
    `    peak   ${line(peak)}`,
    `    max heap used ${Math.max(...samples.map((s) => s.heapUsedMb)).toFixed(0)}, max heap total ${Math.max(...samples.map((s) => s.heapTotalMb)).toFixed(0)}, max external ${Math.max(...samples.map((s) => s.externalMb)).toFixed(0)} MB`,
    ...samples
      .filter((_, i) => i % Math.max(1, Math.round(5000 / sampleMs)) === 0)
      .map((s) => `      ${line(s)}`),
  ].join('\n');
}

const database = await runDatabase('postgres', work);
const sink = await startSmtpSink();
const ports = await freePorts(2);
// Tokens name one issuer; both instances are started with it, as instances behind one address would be.
const publicUrl = `http://127.0.0.1:${ports[0]}`;
const setup = await database.open();
const running: ServerProcess[] = [];
let failed = false;

async function phase(instanceCount: number): Promise<WorkloadResult> {
  const instances = await Promise.all(
    ports.slice(0, instanceCount).map((port, index) =>
      startServerProcess({
        port,
        env: { ...workloadServerEnv(database, publicUrl, sink.port), LOG_LEVEL: 'warn' },
        logFile: join(work, `instance${index + 1}-of-${instanceCount}.log`),
      }),
    ),
  );
  running.push(...instances);
  const samplers = sampleMs > 0 ? instances.map((i) => sampleMemory(i.child.pid, i.baseUrl)) : [];
  const random = seededRandom(seed + instanceCount);
  const ledger = new Ledger();
  let counter = 0;
  const context = (worker: number): JourneyContext => {
    const baseUrl = instances[worker % instanceCount]!.baseUrl;
    return {
      ledger,
      regulator: apiClient(baseUrl, runUsers.regulator.token),
      regulatorId: runUsers.regulator.id,
      applicant: apiClient(baseUrl, runUsers.applicant.token),
      uniqueName: () => `Mixed ${instanceCount} ${++counter} ${Math.floor(random() * 1e6)} Ltd`,
      random,
    };
  };
  // Something to read first: a few writes through the workload's own journeys, not timed.
  await runMixedWorkload({ durationMs: 5_000, concurrency: 2, journeyShare: 0.5, context });
  const result = await runMixedWorkload({ durationMs, concurrency: users, context });
  console.log(
    `--- ${instanceCount} instance${instanceCount > 1 ? 's' : ''}, ${users} simulated users, ${seconds(result.durationMs)}`,
  );
  console.log(describeWorkload(result));
  for (const defect of result.defects.slice(0, 10)) console.log(`  UNEXPECTED ${defect}`);
  for (const [index, instance] of instances.entries()) {
    const peak = peakRssMb(instance.child.pid);
    console.log(
      `  instance ${index + 1} peak resident memory: ${peak.toFixed(0)} MB (goal <= ${RSS_GOAL_MB} MB): ${peak <= RSS_GOAL_MB ? 'met' : 'NOT MET'}`,
    );
    if (samplers[index]) console.log(describeSamples(await samplers[index].stop()));
  }
  const lost = await ledger.verify(setup.db);
  for (const problem of lost) console.log(`  LOST ${problem}`);
  if (result.defects.length > 0 || lost.length > 0) failed = true;
  await Promise.all(
    instances.map(async (instance) => {
      instance.kill('SIGTERM');
      await instance.exited;
    }),
  );
  running.length = 0;
  return result;
}

const runUsers = await prepareRunUsers(setup, publicUrl);
try {
  console.log(`mixed workload on PostgreSQL: seed ${seed}, ${durationMs / 1000} s per phase`);
  const rate = (result: WorkloadResult) =>
    [...result.operations.values()].reduce((sum, entry) => sum + entry.count, 0) / (result.durationMs / 1000);
  const results = new Map<number, WorkloadResult>();
  for (const count of phases) results.set(count, await phase(count));
  const one = results.get(1);
  const two = results.get(2);
  if (one && two) {
    console.log(
      `throughput: ${rate(one).toFixed(0)}/s on one instance, ${rate(two).toFixed(0)}/s on two (${(rate(two) / rate(one)).toFixed(2)}x)`,
    );
  } else {
    for (const [count, result] of results)
      console.log(`throughput: ${rate(result).toFixed(0)}/s on ${count} instance${count > 1 ? 's' : ''}`);
  }
} catch (error) {
  failed = true;
  console.error(error);
} finally {
  for (const instance of running) instance.kill('SIGKILL');
  await sink.close();
  await setup.close();
  await database.drop();
  rmSync(work, { recursive: true, force: true });
}
console.log(
  `mixed workload: ${failed ? 'FAILED (unexpected answers or lost writes above)' : 'no unexpected answers'}`,
);
process.exit(failed ? 1 : 0);
