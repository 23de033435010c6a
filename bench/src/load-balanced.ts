import { execFileSync, spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { isNull } from 'drizzle-orm';
import { setPassword, setTotpSecret } from '../../apps/server/src/idp/account-security';
import { servicePermissions } from '../../apps/server/src/workflow/registry';
import type { DatabaseHandle } from '../../apps/server/src/platform/db';
import { mailOutbox } from '../../apps/server/src/platform/db/schema';
import { startServerProcess, type ServerProcess } from '../../apps/server/test/support/server-process';
import { createUser, grant } from './support/seed-users';
import { apiClient, type ApiClient } from './reliability/api-client';
import {
  freePorts,
  portFrom,
  prepareRunUsers,
  runDatabase,
  seconds,
  seededRandom,
  workloadServerEnv,
} from './reliability/environment';
import { brokenInvariants, invariantCount } from './reliability/invariants';
import { writeJourneys, type JourneyContext } from './reliability/journeys';
import { Ledger } from './reliability/ledger';
import { sinkMailbox } from './reliability/report-reviewer';
import { brokenReportInvariants } from './reliability/reports';
import { describeWorkload, runMixedWorkload } from './reliability/mixed-workload';
import { refresh, signIn, signOut, silentSignIn, type Session } from './reliability/sign-in';
import { startSmtpSink } from './reliability/smtp-sink';

/** Runs a call again (up to twice, half a second apart) when the connection failed, never on an HTTP answer. */
async function retryOnNetworkError<T>(call: () => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await call();
    } catch (error) {
      const network = error instanceof TypeError && error.message === 'fetch failed';
      if (!network || attempt === 3) throw error;
      console.log(`  connection lost during a call (attempt ${attempt}), trying again`);
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
  }
}
import { demoUsers } from './reliability/tokens';

const { allRegulatorPermissions } = servicePermissions;

// Two server instances on one PostgreSQL behind HAProxy (Debian's package, installed here if missing),
// running the mixed workload while one instance is killed (SIGKILL) and restarted. Checks: no
// acknowledged write lost and nothing half done (the reports read back through the API), sign-in sessions work on either instance, a change made
// through one instance is seen through the other on the next call, signing out through one instance ends
// the access token on the other within a second, and every email is sent once.
// `npm run reliability:load-balanced` with DATABASE_URL naming a PostgreSQL server (bench/README.md).
//
// LB_DURATION_SECONDS (30), LB_CONCURRENCY (6), LB_SEED, LB_PORT and LB_INSTANCE_PORTS (a,b; free
// ports otherwise), LB_KEEP=1 (keep the work folder).

const durationMs = Number(process.env.LB_DURATION_SECONDS ?? 30) * 1000;
const concurrency = Number(process.env.LB_CONCURRENCY ?? 6);
const seed = Number(process.env.LB_SEED ?? Math.floor(Math.random() * 2 ** 31));
const random = seededRandom(seed);
const work = mkdtempSync(join(tmpdir(), 'esos-lb-'));
const PASSWORD = 'Reliability!Run-2026';
const TOTP_SECRET = 'JBSWY3DPEHPK3PXPJBSWY3DP';
const PROBE_REGULATOR = 'reliability.probe@example.gov.uk';
const started = Date.now();
const stage = (name: string, since: number) => console.log(`--- ${name}: ${seconds(Date.now() - since)}`);
const problems: string[] = [];
const fail = (problem: string) => {
  problems.push(problem);
  console.error(`  PROBLEM ${problem}`);
};

function ensureHaproxy(): string {
  try {
    return execFileSync('sh', ['-c', 'command -v haproxy'], { encoding: 'utf8' }).trim();
  } catch {
    console.log('installing haproxy (apt-get)...');
    const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
    try {
      execFileSync('apt-get', ['install', '-y', '-qq', 'haproxy'], { stdio: 'ignore', env });
    } catch {
      execFileSync('apt-get', ['update', '-qq'], { stdio: 'ignore', env });
      execFileSync('apt-get', ['install', '-y', '-qq', 'haproxy'], { stdio: 'ignore', env });
    }
    return execFileSync('sh', ['-c', 'command -v haproxy'], { encoding: 'utf8' }).trim();
  }
}

/** Reads go to another instance when theirs dies mid-request; writes are never replayed (not idempotent). */
function haproxyConfig(lbPort: number, instancePorts: number[]): string {
  return `global
  maxconn 1000
defaults
  mode http
  timeout connect 2s
  timeout client 60s
  timeout server 60s
  option redispatch
  retries 3
  retry-on conn-failure empty-response response-timeout
frontend esos
  bind 127.0.0.1:${lbPort}
  option forwardfor
  default_backend instances
backend instances
  balance roundrobin
  http-request disable-l7-retry if !METH_GET
  option httpchk GET /api/health/ready
  http-check expect status 200
${instancePorts.map((port, index) => `  server instance${index + 1} 127.0.0.1:${port} check inter 500ms fall 2 rise 2`).join('\n')}
`;
}

/** HAProxy brings an instance in after two good health checks: wait until both answer through it. */
async function untilBalancerServesBoth(): Promise<void> {
  const deadline = Date.now() + 30_000;
  let inARow = 0;
  while (inARow < 6 && Date.now() < deadline) {
    const ok = await fetch(`${lbUrl}/api/health/ready`).then(
      (response) => response.status === 200,
      () => false,
    );
    inARow = ok ? inARow + 1 : 0;
    await new Promise((resolve) => setTimeout(resolve, ok ? 50 : 250));
  }
  // Both servers are in once HAProxy's health checks have passed twice each (every 500 ms).
  await new Promise((resolve) => setTimeout(resolve, 1200));
}

const haproxyPath = ensureHaproxy();
const database = await runDatabase('postgres', work);
const sink = await startSmtpSink();
const lbPort = await portFrom('LB_PORT');
const instancePorts = process.env.LB_INSTANCE_PORTS
  ? process.env.LB_INSTANCE_PORTS.split(',').map(Number)
  : await freePorts(2);
const publicUrl = `http://127.0.0.1:${lbPort}`;
const lbUrl = publicUrl;
const instanceEnv = {
  ...workloadServerEnv(database, publicUrl, sink.port),
  // What every instance must share (besides the database and the mail provider): the same secrets.
  APP_SIGNING_SECRET: 'reliability-run-app-signing-secret-0123456789',
  COOKIE_SECRET: 'reliability-run-cookie-secret-0123456789abcdef',
};
const instances: (ServerProcess | undefined)[] = [];
const startInstance = async (index: number) => {
  instances[index] = await startServerProcess({
    port: instancePorts[index]!,
    env: instanceEnv,
    logFile: join(work, `instance${index + 1}.log`),
  });
};
let haproxy: ReturnType<typeof spawn> | undefined;
let setup: DatabaseHandle | undefined;

try {
  console.log(`two instances behind HAProxy on PostgreSQL: seed ${seed}, work folder ${work}`);
  let since = Date.now();
  setup = await database.open();
  const users = await prepareRunUsers(setup, publicUrl);
  await setPassword(setup.db, users.regulator.id, PASSWORD);
  await setTotpSecret(setup.db, users.regulator.id, TOTP_SECRET, 0);
  const probeId = await createUser(setup.db, PROBE_REGULATOR, 'Probe');
  await grant(
    setup.db,
    { userId: probeId, status: 'ACTIVE', competentAuthority: 'ENGLAND' },
    allRegulatorPermissions,
  );
  const probe = (await demoUsers(setup.db, users.config, [PROBE_REGULATOR]))[PROBE_REGULATOR]!;
  // The probe also signs in for real once, for the sign-out check.
  await setPassword(setup.db, probeId, PASSWORD);
  await setTotpSecret(setup.db, probeId, TOTP_SECRET, 0);

  writeFileSync(join(work, 'haproxy.cfg'), haproxyConfig(lbPort, instancePorts));
  haproxy = spawn(haproxyPath, ['-f', join(work, 'haproxy.cfg'), '-db'], {
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  await Promise.all([startInstance(0), startInstance(1)]);
  await untilBalancerServesBoth();
  stage('set-up (database, HAProxy, two instances)', since);

  // Sign in through the load balancer: round robin sends the pages, the code and the token call to
  // alternating instances, so the sign-in itself moves between them.
  since = Date.now();
  const session: Session = await signIn(users.config, lbUrl, users.regulator.email, PASSWORD, TOTP_SECRET);
  stage('sign-in through the load balancer', since);

  const ledger = new Ledger();
  let counter = 0;
  const context = (client: (token: () => Promise<string> | string) => ApiClient): JourneyContext => ({
    ledger,
    regulator: client(() => session.accessToken),
    regulatorId: users.regulator.id,
    applicant: client(users.applicant.token),
    uniqueName: () => `Balanced ${++counter} ${Math.floor(random() * 1e6)} Ltd`,
    random,
    reviewer: {
      client: client(users.reviewer.token),
      id: users.reviewer.id,
      email: users.reviewer.email,
      inbox: sinkMailbox(sink, users.reviewer.email),
    },
  });
  const viaBalancer = context((token) => apiClient(lbUrl, token));

  // A task only the probe regulator is ever given: their dashboard shows it or not, nothing else.
  since = Date.now();
  const probeContext = { ...viaBalancer, regulator: apiClient(lbUrl, probe.token), regulatorId: probeId };
  const probeRequest = await viaBalancer.applicant.call('POST', '/requests', {
    requestCreateActionType: 'ORGANISATION_ACCOUNT_OPENING_SUBMIT_APPLICATION',
    requestCreateActionPayload: {
      payloadType: 'ORGANISATION_ACCOUNT_OPENING_SUBMIT_APPLICATION_PAYLOAD',
      name: 'Cache Probe Ltd',
      competentAuthority: 'ENGLAND',
      line1: '1 Probe Street',
      city: 'Leeds',
      postcode: 'LS1 1AA',
      type: 'SIC',
      codes: ['28110'],
    },
  });
  const probeRequestId = probeRequest.json<{ requestId: string }>().requestId;
  const probeTaskId = (await probeContext.regulator.call('GET', `/items/${probeRequestId}`)).json<{
    items: { taskId: number }[];
  }>().items[0]!.taskId;
  // Content for the reads: a few complete journeys first.
  for (const journey of writeJourneys) await journey.run(viaBalancer);
  stage('content for the reads (a journey of each kind)', since);

  // The cache probe: through one instance change the probe task's assignee, then read the probe
  // regulator's dashboard through the other (whose cached page was warmed first).
  let probes = 0;
  let staleReads = 0;
  let probing = true;
  const direct = (index: number) => apiClient(`http://127.0.0.1:${instancePorts[index]}`, probe.token);
  const probeLoop = async () => {
    let assigned = false;
    while (probing) {
      const writer = probes % 2;
      const reader = 1 - writer;
      if (!instances[0] || !instances[1]) {
        await new Promise((resolve) => setTimeout(resolve, 100));
        continue;
      }
      try {
        const list = '/ORGANISATION/items/assigned-to-me?page=0&size=10';
        await direct(reader).call('GET', list);
        if (assigned) await direct(writer).call('DELETE', `/tasks-assignment/release/${probeTaskId}`);
        else
          await direct(writer).call('POST', '/tasks-assignment/assign', {
            taskId: probeTaskId,
            userId: probeId,
          });
        assigned = !assigned;
        const seen = (await direct(reader).call('GET', list)).json<{ items: { taskId: number }[] }>();
        const shown = seen.items.some((item) => item.taskId === probeTaskId);
        probes += 1;
        if (shown !== assigned) {
          staleReads += 1;
          fail(
            `instance ${reader + 1} showed a stale dashboard right after instance ${writer + 1} ${assigned ? 'assigned' : 'released'} the probe task`,
          );
        }
      } catch {
        // An instance went down in the middle of a probe: try again on the next round.
      }
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  };
  const probeRunning = probeLoop();

  // The workload, with instance 1 killed at 30% of the run and started again at 55%.
  since = Date.now();
  let killedAt = 0;
  const chaos = (async () => {
    await new Promise((resolve) => setTimeout(resolve, durationMs * 0.3));
    killedAt = Date.now();
    const victim = instances[0]!;
    instances[0] = undefined;
    victim.kill('SIGKILL');
    await victim.exited;
    console.log(`  instance 1 killed (SIGKILL) at ${seconds(killedAt - since)}`);
    // The session moves to the surviving instance: refresh and a silent sign-in. A keep-alive connection
    // the balancer had paired with the killed instance may be closed under the first call (CI saw "other side
    // closed"); a browser's refresh is retried the same way, so one network failure here is not a defect.
    await retryOnNetworkError(() => refresh(users.config, lbUrl, session));
    await retryOnNetworkError(() => silentSignIn(users.config, session));
    await new Promise((resolve) =>
      setTimeout(resolve, Math.max(0, durationMs * 0.55 - (Date.now() - since))),
    );
    const restarted = Date.now();
    await startInstance(0);
    console.log(
      `  instance 1 restarted at ${seconds(restarted - since)}, ready after ${seconds(Date.now() - restarted)}`,
    );
    await new Promise((resolve) => setTimeout(resolve, 1500)); // HAProxy's health check brings it back
    await retryOnNetworkError(() => refresh(users.config, lbUrl, session));
  })();
  const workload = await runMixedWorkload({
    durationMs,
    concurrency,
    context: () => viaBalancer,
  });
  await chaos;
  probing = false;
  await probeRunning;
  stage('mixed workload through the load balancer', since);
  console.log(describeWorkload(workload));
  for (const defect of workload.defects) fail(`unexpected answer: ${defect}`);
  console.log(`  cache probes: ${probes}, stale reads: ${staleReads}`);
  if (probes < 5) fail(`only ${probes} cache probes ran`);

  // Sessions: both instances accept the session's access token and refresh it.
  since = Date.now();
  for (const index of [0, 1]) {
    const answer = await apiClient(`http://127.0.0.1:${instancePorts[index]}`, () => session.accessToken).raw(
      'GET',
      '/ORGANISATION/items/assigned-to-me?page=0&size=10',
    );
    if (answer.status !== 200)
      fail(`instance ${index + 1} refused the session's access token: ${answer.status}`);
    await refresh(users.config, `http://127.0.0.1:${instancePorts[index]}`, session);
  }
  stage('session checks on both instances', since);

  // Signing out through instance 1 ends the access token on instance 2 within a second (ADR 11), although
  // instance 2 has just accepted it and remembers its session as live.
  since = Date.now();
  const leaving = await signIn(users.config, lbUrl, PROBE_REGULATOR, PASSWORD, TOTP_SECRET);
  const list = '/ORGANISATION/items/assigned-to-me?page=0&size=10';
  const onSecond = apiClient(`http://127.0.0.1:${instancePorts[1]}`, () => leaving.accessToken);
  const before = await onSecond.raw('GET', list);
  if (before.status !== 200) fail(`instance 2 refused a fresh access token: ${before.status}`);
  await signOut(users.config, `http://127.0.0.1:${instancePorts[0]}`, leaving);
  const signedOutAt = Date.now();
  let afterSignOut = 200;
  while (afterSignOut !== 401 && Date.now() - signedOutAt <= 1000) {
    afterSignOut = (await onSecond.raw('GET', list)).status;
    if (afterSignOut !== 401) await new Promise((resolve) => setTimeout(resolve, 20));
  }
  if (afterSignOut === 401)
    console.log(
      `  instance 2 refused the token ${Date.now() - signedOutAt} ms after the sign-out through instance 1`,
    );
  else fail(`instance 2 still accepted the access token 1 s after signing out through instance 1`);
  stage('sign-out through one instance, token refused by the other', since);

  // Mail: wait until the outbox is empty, then every message must have arrived exactly once.
  since = Date.now();
  const undelivered = async () =>
    (await setup!.db.select({ id: mailOutbox.id }).from(mailOutbox).where(isNull(mailOutbox.deliveredAt)))
      .length;
  while ((await undelivered()) > 0 && Date.now() - since < 30_000) {
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  const outbox = await setup.db.select({ id: mailOutbox.id }).from(mailOutbox);
  const receivedById = new Map<number, number[]>();
  for (const mail of sink.received) {
    if (mail.outboxId === undefined) continue;
    receivedById.set(mail.outboxId, [...(receivedById.get(mail.outboxId) ?? []), mail.at]);
  }
  const missing = outbox.filter((row) => !receivedById.has(row.id));
  const duplicates = [...receivedById].filter(([, times]) => times.length > 1);
  // Only a message handed to the provider in the instant before the kill, and not yet marked sent, may
  // go twice (ADR 7): anything else is a defect.
  const explained = duplicates.filter(([, times]) => Math.abs(times[0]! - killedAt) < 1000);
  console.log(
    `  emails: ${outbox.length} queued, ${sink.received.length} received, ${missing.length} missing, ` +
      `${duplicates.length} sent twice (${explained.length} of them by the killed instance at the moment it died)`,
  );
  if (outbox.length === 0) fail('no email was queued: the mail check proves nothing');
  if (missing.length > 0) fail(`emails never sent: ${missing.map((row) => row.id).join(', ')}`);
  if (duplicates.length > explained.length)
    fail(`emails sent twice: ${duplicates.map(([id]) => id).join(', ')}`);
  stage('mail delivery check', since);

  // The reports, read back through the balancer while both instances serve: every acknowledged save and
  // submission, and every report whole.
  since = Date.now();
  const readers = { regulator: viaBalancer.regulator, operator: viaBalancer.applicant };
  const reportsLost = await ledger.verifyThroughApi(readers);
  const reportsBroken = await brokenReportInvariants(readers);
  for (const problem of reportsLost) fail(`LOST ${problem}`);
  for (const problem of reportsBroken.problems) fail(`BROKEN ${problem}`);
  console.log(
    `  ${ledger.count('api') - reportsLost.length}/${ledger.count('api')} report expectations hold, ` +
      `${reportsBroken.reports - reportsBroken.problems.length}/${reportsBroken.reports} reports whole through the API`,
  );
  if (ledger.acknowledgedReports === 0) fail("no report's write was acknowledged");
  stage('report checks through the API', since);

  // Stop both instances gracefully, then: every acknowledged write is there, nothing half done.
  since = Date.now();
  const exits = await Promise.all(
    instances.map(async (instance) => {
      instance?.kill('SIGTERM');
      return instance?.exited;
    }),
  );
  for (const [index, exit] of exits.entries()) {
    if (exit?.code !== 0) fail(`instance ${index + 1} did not exit 0 on SIGTERM: ${JSON.stringify(exit)}`);
  }
  instances.length = 0;
  const lost = await ledger.verify(setup.db);
  const broken = await brokenInvariants(setup.db);
  for (const problem of lost) fail(`LOST ${problem}`);
  for (const problem of broken) fail(`BROKEN ${problem}`);
  console.log(
    `  ${ledger.acknowledged} writes acknowledged (${ledger.interrupted} interrupted by the kill): ` +
      `${ledger.count('database') - lost.length}/${ledger.count('database')} expectations and ${invariantCount - broken.length}/${invariantCount} invariants hold`,
  );
  if (ledger.acknowledged === 0) fail('no write was acknowledged');
  stage('stop and database checks', since);
} catch (error) {
  fail(`the run stopped: ${(error as Error).stack ?? String(error)}`);
} finally {
  for (const instance of instances) instance?.kill('SIGKILL');
  haproxy?.kill('SIGTERM');
  await sink.close();
  await setup?.close();
  await database.drop();
  if (problems.length > 0) {
    for (const file of ['instance1.log', 'instance2.log']) {
      try {
        const errors = readFileSync(join(work, file), 'utf8')
          .split('\n')
          .filter((line) => /"level":(50|60)/.test(line))
          .slice(-10);
        if (errors.length) console.error(`--- errors in ${file}\n${errors.join('\n')}`);
      } catch {
        // no log
      }
    }
  }
  if (!process.env.LB_KEEP && problems.length === 0) rmSync(work, { recursive: true, force: true });
  console.log(
    `two instances behind HAProxy: ${problems.length === 0 ? 'passed' : `FAILED (${problems.length} problems)`} in ${seconds(Date.now() - started)}`,
  );
}
process.exit(problems.length === 0 ? 0 : 1);
