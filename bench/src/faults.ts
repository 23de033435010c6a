import { execFileSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { isNull } from 'drizzle-orm';
import { mailOutbox } from '../../apps/server/src/platform/db/schema';
import { startServerProcess, type ServerProcess } from '../../apps/server/test/support/server-process';
import { apiClient } from './reliability/api-client';
import {
  portFrom,
  prepareRunUsers,
  runDatabase,
  seconds,
  seededRandom,
  workloadServerEnv,
} from './reliability/environment';
import { brokenInvariants } from './reliability/invariants';
import { writeJourneys, type JourneyContext } from './reliability/journeys';
import { Ledger } from './reliability/ledger';
import { brokenReportInvariants } from './reliability/reports';
import { describeWorkload, runMixedWorkload } from './reliability/mixed-workload';
import { startSmtpSink } from './reliability/smtp-sink';

// Faults, each injected into a running server and taken away again, with the same process serving
// throughout: PostgreSQL restarted under load, the mail provider refusing mail, clamd stopped. Each must
// give users a clear answer (503 SERVICE_UNAVAILABLE, FILE1004; mail is queued, so the change succeeds),
// log an error, leave nothing half-written, and recover without a restart once the fault is gone.
// `npm run reliability:faults` with DATABASE_URL naming a PostgreSQL server started by
// scripts/start-postgres.sh (its folder: PGTEST_DIR, default /tmp/esos-postgres) and Debian's clamd.

const serverUrl = process.env.DATABASE_URL;
if (!serverUrl) {
  console.error('DATABASE_URL must name the PostgreSQL server of scripts/start-postgres.sh');
  process.exit(2);
}
const pgData = join(process.env.PGTEST_DIR ?? '/tmp/esos-postgres', 'data');
const pgBin = join(
  '/usr/lib/postgresql',
  readdirSync('/usr/lib/postgresql').sort((a, b) => Number(b) - Number(a))[0]!,
  'bin',
);
const clamdPort = await portFrom('FAULTS_CLAMD_PORT');
const clamdDir = join(tmpdir(), `esos-clamd-faults-${clamdPort}`);
const clamd = (command: 'start' | 'stop') =>
  execFileSync('bash', ['scripts/start-clamd.sh', command], {
    cwd: join(import.meta.dirname, '../..'),
    env: { ...process.env, CLAMD_PORT: String(clamdPort), CLAMD_TEST_DIR: clamdDir },
    stdio: ['ignore', 'ignore', 'inherit'],
  });

const work = mkdtempSync(join(tmpdir(), 'esos-faults-'));
const logFile = join(work, 'server.log');
const started = Date.now();
const problems: string[] = [];
const check = (ok: boolean, what: string) => {
  console.log(`  ${ok ? 'ok  ' : 'FAIL'} ${what}`);
  if (!ok) problems.push(what);
};
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const logLines = () => readFileSync(logFile, 'utf8').split('\n');

const database = await runDatabase('postgres', work);
const sink = await startSmtpSink();
let server: ServerProcess | undefined;
try {
  clamd('start');
  const setup = await database.open();
  const port = await portFrom('FAULTS_PORT');
  const publicUrl = `http://127.0.0.1:${port}`;
  const users = await prepareRunUsers(setup, publicUrl);
  server = await startServerProcess({
    port,
    env: {
      ...workloadServerEnv(database, publicUrl, sink.port),
      CLAMD_HOST: '127.0.0.1',
      CLAMD_PORT: String(clamdPort),
    },
    logFile,
  });
  const pid = server.child.pid;
  const random = seededRandom(Number(process.env.FAULTS_SEED ?? 7));
  const ledger = new Ledger();
  let counter = 0;
  const context = (): JourneyContext => ({
    ledger,
    regulator: apiClient(publicUrl, users.regulator.token),
    regulatorId: users.regulator.id,
    applicant: apiClient(publicUrl, users.applicant.token),
    uniqueName: () => `Fault ${++counter} ${Math.floor(random() * 1e6)} Ltd`,
    random,
  });

  // Content for the reads (and an account for the operator's), as a day's work would leave.
  for (const journey of writeJourneys) await journey.run(context());

  // 1. PostgreSQL restarted (fast shutdown: every connection cut) in the middle of a mixed workload.
  let since = Date.now();
  console.log('PostgreSQL restarted under load');
  const pgCtl = (...args: string[]) =>
    execFileSync('runuser', ['-u', 'postgres', '--', join(pgBin, 'pg_ctl'), '-D', pgData, '-w', ...args], {
      stdio: 'ignore',
    });
  // postmaster.opts holds the command line the server was started with (port, addresses, settings).
  const startOptions = readFileSync(join(pgData, 'postmaster.opts'), 'utf8')
    .trim()
    .split(' "')
    .slice(1)
    .map((argument) => argument.replace(/^"|"$/g, ''))
    .filter((argument, index, all) => argument !== '-D' && all[index - 1] !== '-D')
    .join(' ');
  const restart = (async () => {
    await pause(3000);
    // Fast shutdown cuts every connection; the server stays down for a moment, then starts again.
    pgCtl('-m', 'fast', 'stop');
    await pause(1500);
    pgCtl('-l', join(pgData, '..', 'log'), '-o', startOptions, 'start');
  })();
  const underLoad = await runMixedWorkload({
    durationMs: 10_000,
    concurrency: 4,
    journeyShare: 0.1,
    context,
  });
  await restart;
  console.log(describeWorkload(underLoad));
  check(
    underLoad.defects.length === 0,
    `no 500 or other unexpected answer during the restart (${underLoad.defects.slice(0, 3).join('; ')})`,
  );
  const interrupted = [...underLoad.operations.values()].reduce((sum, entry) => sum + entry.interrupted, 0);
  const unavailable = logLines().filter((line) => line.includes('database unavailable')).length;
  check(
    interrupted + underLoad.journeysInterrupted > 0 && unavailable > 0,
    `requests during the restart answered 503 and were logged (${interrupted + underLoad.journeysInterrupted} answers, ${unavailable} log lines)`,
  );
  const after = await runMixedWorkload({ durationMs: 3000, concurrency: 2, journeyShare: 0.1, context });
  check(
    after.defects.length === 0 && [...after.operations.values()].every((entry) => entry.interrupted === 0),
    'every request succeeds afterwards',
  );
  check(server.child.pid === pid && server.child.exitCode === null, 'the same server process kept serving');
  // A connection lent for a transaction whose BEGIN failed in the restart must come back too (ADR 34).
  const lentOut = async () => {
    const text = await (await fetch(`${publicUrl}/metrics`)).text();
    const gauge = (state: string) =>
      Number(
        new RegExp(`^esos_database_pool_connections\\{state="${state}"\\} (\\d+)$`, 'm').exec(text)?.[1] ??
          NaN,
      );
    return gauge('total') - gauge('idle');
  };
  const lentDeadline = Date.now() + 5000;
  let lent = await lentOut();
  while (lent !== 0 && Date.now() < lentDeadline) {
    await pause(250);
    lent = await lentOut();
  }
  check(lent === 0, `every database connection lent during the restart was given back (${lent} still out)`);
  stage('PostgreSQL restart', since);

  // 2. The mail provider refuses everything for a while: the changes are saved, mail waits and goes later.
  since = Date.now();
  console.log('mail provider failing');
  sink.failing = true;
  const receivedBefore = sink.received.length;
  const duringOutage = await runMixedWorkload({
    durationMs: 2500,
    concurrency: 2,
    journeyShare: 0.5,
    context,
  });
  check(
    duringOutage.defects.length === 0 && duringOutage.journeysCompleted > 0,
    'changes that send email still succeed while the provider is down',
  );
  check(sink.received.length === receivedBefore, 'nothing was accepted by the provider meanwhile');
  sink.failing = false;
  // Retries back off exponentially (2^attempts s, platform/mail/delivery.ts): a message that failed five or six
  // times in the outage is next tried 32-64 s later, so 40 s was sometimes too short in CI.
  const mailDeadline = Date.now() + 90_000;
  const undelivered = async () =>
    (await setup.db.select({ id: mailOutbox.id }).from(mailOutbox).where(isNull(mailOutbox.deliveredAt)))
      .length;
  while ((await undelivered()) > 0 && Date.now() < mailDeadline) await pause(500);
  check((await undelivered()) === 0, 'every queued email was delivered once the provider was back');
  check(
    logLines().some((line) => line.includes('mail delivery failed: will retry')),
    'the failures were logged',
  );
  stage('mail provider outage', since);

  // 3. clamd stopped: uploads refused with FILE1004, nothing stored; started again: uploads work.
  since = Date.now();
  console.log('clamd stopped and started');
  const requestId = (
    await apiClient(publicUrl, users.applicant.token).call('POST', '/requests', {
      requestCreateActionType: 'ORGANISATION_ACCOUNT_OPENING_SUBMIT_APPLICATION',
      requestCreateActionPayload: {
        payloadType: 'ORGANISATION_ACCOUNT_OPENING_SUBMIT_APPLICATION_PAYLOAD',
        name: 'Scanner Outage Ltd',
        competentAuthority: 'ENGLAND',
        line1: '1 Scan Street',
        city: 'Leeds',
        postcode: 'LS1 1AA',
        type: 'SIC',
        codes: ['28110'],
      },
    })
  ).json<{ requestId: string }>().requestId;
  const upload = async () => {
    const form = new FormData();
    form.append('file', new Blob([Buffer.from('%PDF-1.4\n%%EOF\n')]), 'scan.pdf');
    const response = await fetch(`${publicUrl}/api/v1.0/request-notes/upload/request/${requestId}`, {
      method: 'POST',
      headers: { authorization: `Bearer ${await users.regulator.token()}` },
      body: form,
    });
    return { status: response.status, body: await response.text() };
  };
  check((await upload()).status === 200, 'uploads are scanned while clamd runs');
  clamd('stop');
  await pause(500);
  const refused = await upload();
  check(
    refused.status === 400 && refused.body.includes('FILE1004'),
    `an upload with clamd stopped is refused with FILE1004 (${refused.status})`,
  );
  const readiness = (await (await fetch(`${publicUrl}/api/health/ready`)).json()) as { status: string };
  check(readiness.status === 'DEGRADED', `readiness says DEGRADED (${readiness.status})`);
  check(
    logLines().some((line) => line.includes('virus scan failed: upload refused')),
    'the failure was logged',
  );
  clamd('start');
  check((await upload()).status === 200, 'uploads work again once clamd answers, without a restart');
  stage('clamd outage', since);

  // Nothing acknowledged was lost and nothing is half done: the reports read back through the API first.
  const readers = { regulator: context().regulator, operator: context().applicant };
  const reportsLost = await ledger.verifyThroughApi(readers);
  const reports = await brokenReportInvariants(readers);
  check(
    reportsLost.length + reports.problems.length === 0,
    `every report's acknowledged write is there and every report is whole (${reports.reports} reports) ${[...reportsLost, ...reports.problems].slice(0, 3).join('; ')}`,
  );
  const stoppingAt = Date.now();
  server.kill('SIGTERM');
  const exit = await server.exited;
  check(
    exit.code === 0,
    `the server stops cleanly (${exit.code === null ? `signal ${exit.signal}` : `exit ${exit.code}`} after ${seconds(Date.now() - stoppingAt)})`,
  );
  // CI keeps no files: what the server said while stopping is printed where it can be read.
  if (exit.code !== 0) console.log(shutdownLines());
  server = undefined;
  const lost = await ledger.verify(setup.db);
  const broken = await brokenInvariants(setup.db);
  check(
    lost.length === 0,
    `every acknowledged write is there (${ledger.acknowledged} acknowledged) ${lost.slice(0, 3).join('; ')}`,
  );
  check(broken.length === 0, `no half-done state ${broken.join('; ')}`);
  await setup.close();
} catch (error) {
  problems.push(String((error as Error).stack ?? error));
  console.error(error);
} finally {
  server?.kill('SIGKILL');
  try {
    clamd('stop');
  } catch {
    // already stopped
  }
  rmSync(clamdDir, { recursive: true, force: true });
  await sink.close();
  await database.drop();
  if (problems.length === 0) rmSync(work, { recursive: true, force: true });
  console.log(
    `faults: ${problems.length === 0 ? 'passed' : `FAILED (${problems.length}), logs in ${work}`} in ${seconds(Date.now() - started)}`,
  );
}
process.exit(problems.length === 0 ? 0 : 1);

function shutdownLines(): string {
  const lines = readFileSync(logFile, 'utf8').split('\n');
  const from = lines.findLastIndex((line) => line.includes('shutting down'));
  return lines.slice(Math.max(0, from - 5), from + 40).join('\n');
}

function stage(name: string, since: number) {
  console.log(`--- ${name}: ${seconds(Date.now() - since)}`);
}
