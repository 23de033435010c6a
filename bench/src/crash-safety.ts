import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startServerProcess, type ServerProcess } from '../../apps/server/test/support/server-process';
import { apiClient, Interrupted } from './reliability/api-client';
import {
  portFrom,
  prepareRunUsers,
  reportServerEnv,
  runDatabase,
  seconds,
  seededRandom,
  type DatabaseKind,
} from './reliability/environment';
import { brokenInvariants, invariantCount } from './reliability/invariants';
import { pickJourney, writeJourneys, type JourneyContext } from './reliability/journeys';
import { Ledger, type ApiReaders } from './reliability/ledger';
import { developmentMailbox } from './reliability/report-reviewer';
import { brokenReportInvariants } from './reliability/reports';

// Crash safety: drives the writes users make through the API while the server is killed with SIGKILL
// at random moments, restarts it, and checks that every acknowledged write is in the database and that
// no state is half done (the reports read back through the API once the server is up again). `npm run reliability:crash` (bench/README.md); CI runs it on both databases.
//
// CRASH_DATABASE=pglite|postgres (postgres: DATABASE_URL names the server), CRASH_KILLS (5),
// CRASH_WORKERS (concurrent journeys, 4), CRASH_MAX_WRITES (most writes acknowledged before a kill, 12),
// CRASH_SEED (repeat a run), CRASH_PORT (a free port otherwise), CRASH_KEEP=1 (keep the work folder).

const kind = (process.env.CRASH_DATABASE ??
  (process.env.DATABASE_URL ? 'postgres' : 'pglite')) as DatabaseKind;
const kills = Number(process.env.CRASH_KILLS ?? 5);
const workers = Number(process.env.CRASH_WORKERS ?? 4);
const maxWritesBeforeKill = Number(process.env.CRASH_MAX_WRITES ?? 12);
/** A cycle that acknowledges nothing for this long has a problem of its own. */
const MAX_CYCLE_MS = 60_000;
const seed = Number(process.env.CRASH_SEED ?? Math.floor(Math.random() * 2 ** 31));
const random = seededRandom(seed);
const work = mkdtempSync(join(tmpdir(), 'esos-crash-'));
const logFile = join(work, 'server.log');
const started = Date.now();

const port = await portFrom('CRASH_PORT');
const publicUrl = `http://127.0.0.1:${port}`;
console.log(
  `crash safety on ${kind}: ${kills} kills, ${workers} concurrent journeys, seed ${seed}, work folder ${work}`,
);

const database = await runDatabase(kind, work);
const reportJourneys = writeJourneys.filter((journey) => journey.report);
/** The journeys that completed at least once. */
const completed = new Set<string>();
const ledger = new Ledger();
const defects: string[] = [];
let failed = false;

/** Opens the database from here (after a crash: PostgreSQL's own recovery, or PGlite's on open) and checks it. */
async function checkDatabase(label: string): Promise<void> {
  const checkStarted = Date.now();
  const handle = await database.open();
  try {
    const lost = await ledger.verify(handle.db);
    const broken = await brokenInvariants(handle.db);
    for (const problem of [...lost.map((p) => `LOST ${p}`), ...broken.map((p) => `BROKEN ${p}`)]) {
      console.error(`  ${problem}`);
    }
    if (lost.length + broken.length > 0) failed = true;
    const expected = ledger.count('database');
    console.log(
      `  ${label}: ${expected - lost.length}/${expected} expectations and ${invariantCount - broken.length}/${invariantCount} invariants hold (checked in ${seconds(Date.now() - checkStarted)})`,
    );
  } finally {
    await handle.close();
  }
}

/** The reports, read back through the API with the server up: every acknowledged save and submission, and every report whole. */
async function checkThroughApi(label: string, readers: ApiReaders): Promise<void> {
  const checkStarted = Date.now();
  const api = { ...readers }; // a check of its own: what it reads once is read again by the next
  const lost = await ledger.verifyThroughApi(api);
  const { problems, reports } = await brokenReportInvariants(api);
  for (const problem of [...lost.map((p) => `LOST ${p}`), ...problems.map((p) => `BROKEN ${p}`)]) {
    console.error(`  ${problem}`);
  }
  if (lost.length + problems.length > 0) failed = true;
  const expected = ledger.count('api');
  console.log(
    `  ${label}: ${expected - lost.length}/${expected} report expectations hold, ${reports - problems.length}/${reports} reports whole through the API (checked in ${seconds(Date.now() - checkStarted)})`,
  );
}

try {
  const setup = await database.open();
  const users = await prepareRunUsers(setup, publicUrl);
  const baseline = await brokenInvariants(setup.db);
  await setup.close();
  if (baseline.length > 0) throw new Error(`invariants broken before the run: ${baseline.join('; ')}`);

  let journeysDone = 0;
  for (let cycle = 1; cycle <= kills + 1; cycle++) {
    const last = cycle === kills + 1;
    const bootStarted = Date.now();
    const server: ServerProcess = await startServerProcess({
      port,
      // DEV_TOOLS: the development mailbox is the reviewer's inbox (mail stays in the outbox here).
      env: {
        ...database.env,
        PUBLIC_URL: publicUrl,
        SEED_DEMO_DATA: 'false',
        ...reportServerEnv,
        DEV_TOOLS: 'true',
      },
      logFile,
    });
    const bootMs = Date.now() - bootStarted;
    let counter = 0;
    const context: JourneyContext = {
      ledger,
      regulator: apiClient(server.baseUrl, users.regulator.token),
      regulatorId: users.regulator.id,
      applicant: apiClient(server.baseUrl, users.applicant.token),
      uniqueName: () => `Crash ${cycle} ${++counter} ${Math.floor(random() * 1e6)} Ltd`,
      random,
      reviewer: {
        client: apiClient(server.baseUrl, users.reviewer.token),
        id: users.reviewer.id,
        email: users.reviewer.email,
        inbox: developmentMailbox(server.baseUrl, users.reviewer.email),
      },
    };
    const readers: ApiReaders = { regulator: context.regulator, operator: context.applicant };
    if (cycle > 1) await checkThroughApi('after the restart', readers);
    const acknowledgedBefore = ledger.acknowledged;
    let stopping = false;
    const amongReports = !last && cycle % 2 === 0;
    const worker = async () => {
      while (!stopping) {
        // Every second cycle runs only report journeys, and the last one first completes those no earlier
        // cycle completed (kills cut them short).
        const missing = reportJourneys.filter((j) => !completed.has(j.name));
        const journey = pickJourney(
          random,
          last && missing.length > 0 ? missing : amongReports ? reportJourneys : writeJourneys,
        );
        try {
          await journey.run(context);
          journeysDone += 1;
          completed.add(journey.name);
        } catch (error) {
          if (error instanceof Interrupted) return;
          defects.push(`${journey.name}: ${(error as Error).message}`);
          console.error(`  DEFECT ${journey.name}: ${(error as Error).message}`);
          failed = true;
        }
      }
    };
    const running = Array.from({ length: workers }, worker);
    // Kill in the middle of the stream of writes: after a random number of them was acknowledged, plus a
    // random fraction of a write's time. The last cycle runs until a few journeys completed, then stops.
    // Every second cycle counts only the reports' writes, which come after an account is opened: so that
    // kills land among them. The last cycle also waits until each report journey has completed once.
    const runStarted = Date.now();
    const doneBefore = journeysDone;
    const writesBeforeKill = 2 + Math.floor(random() * maxWritesBeforeKill);
    const reportsBefore = ledger.acknowledgedReports;
    const writesSoFar = () =>
      amongReports ? ledger.acknowledgedReports - reportsBefore : ledger.acknowledged - acknowledgedBefore;
    while (
      Date.now() - runStarted < MAX_CYCLE_MS &&
      (last
        ? journeysDone - doneBefore < workers || reportJourneys.some((j) => !completed.has(j.name))
        : writesSoFar() < writesBeforeKill)
    ) {
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
    await new Promise((resolve) => setTimeout(resolve, Math.floor(random() * 250)));
    const runMs = Date.now() - runStarted;
    if (last) {
      stopping = true;
      await Promise.all(running);
      await checkThroughApi('before the graceful stop', readers);
      server.kill('SIGTERM');
    } else {
      server.kill('SIGKILL');
    }
    const exit = await server.exited;
    await Promise.all(running);
    console.log(
      `cycle ${cycle}/${kills + 1}: booted in ${seconds(bootMs)}, ${ledger.acknowledged - acknowledgedBefore} writes acknowledged ` +
        `(${ledger.acknowledgedReports - reportsBefore} of reports), ` +
        `${last ? `stopped with SIGTERM (exit ${exit.code})` : `killed with SIGKILL after ${seconds(runMs)}${amongReports ? ' among the reports' : ''}`}`,
    );
    if (last && exit.code !== 0) {
      failed = true;
      console.error('  the server did not exit 0 on SIGTERM');
    }
    await checkDatabase(last ? 'after the graceful stop' : 'after the kill');
  }
  writeFileSync(join(work, 'acknowledged.json'), JSON.stringify(ledger.log, null, 1));
  console.log(
    `crash safety on ${kind}: ${kills} kills, ${ledger.acknowledged} writes acknowledged (${ledger.interrupted} interrupted), ` +
      `${journeysDone} journeys completed, ${defects.length} unexpected answers: ${failed ? 'FAILED' : 'passed'} in ${seconds(Date.now() - started)}`,
  );
  if (ledger.acknowledged === 0 || journeysDone === 0) {
    failed = true;
    console.error('nothing was acknowledged or no journey completed: the run proves nothing');
  }
} catch (error) {
  failed = true;
  console.error(error);
} finally {
  if (failed) {
    console.error(`--- last lines of ${logFile}`);
    try {
      console.error(
        readFileSync(logFile, 'utf8')
          .split('\n')
          .filter((line) => /"level":(40|50|60)/.test(line))
          .slice(-20)
          .join('\n'),
      );
    } catch {
      // no log
    }
  }
  await database.drop();
  if (!process.env.CRASH_KEEP && !failed) rmSync(work, { recursive: true, force: true });
}
process.exit(failed ? 1 : 0);
