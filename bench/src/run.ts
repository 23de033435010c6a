import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import { importJWK, SignJWT } from 'jose';
import { loadConfig } from '../../apps/server/src/config';
import { openDatabase, type DatabaseSettings } from '../../apps/server/src/platform/db';
import { seedReferenceData } from '../../apps/server/src/seed/reference-data';
import { servicePermissions } from '../../apps/server/src/workflow/registry';
import { loadSigningKeys } from '../../apps/server/src/platform/secrets';
import { measure, medianRound, type Throughput } from './http-throughput';
import { floorDist, measureLanding } from './landing-timing';
import { startProcess, stop, waitForUrl } from './processes';
import { seedTasks } from './seed-tasks';
import { createScratchPostgres } from '../../apps/server/test/support/test-database';

// Benchmarks: figures and targets are printed, never asserted in the test suite. The service, the
// baseline and the load generator each run in their own process, as they would in production.
const TASKS = 10_000;
const APP_PORT = 3901;
const BARE_PORT = 3902;
const ROUNDS = 3;
const ROUND_SECONDS = 5;
const work = mkdtempSync(join(tmpdir(), 'esos-bench-'));

async function freshDatabase(): Promise<{
  settings: DatabaseSettings;
  env: Record<string, string>;
  drop(): Promise<void>;
}> {
  const serverUrl = process.env.DATABASE_URL;
  if (!serverUrl) {
    const dataDir = join(work, 'data');
    return { settings: { kind: 'pglite', dataDir }, env: { DATA_DIR: dataDir }, drop: async () => undefined };
  }
  const scratch = await createScratchPostgres(serverUrl, 'esos_bench');
  return {
    settings: { kind: 'postgres', url: scratch.url },
    env: { DATABASE_URL: scratch.url },
    drop: scratch.drop,
  };
}

const database = await freshDatabase();
const config = loadConfig({ NODE_ENV: 'test', PORT: String(APP_PORT) });
console.log(`seeding ${TASKS} tasks (${database.settings.kind})...`);
const seeding = await openDatabase(database.settings);
await seedReferenceData(seeding.db, servicePermissions.operatorRoles);
const userId = await seedTasks(seeding.db, TASKS);
// A live database has planner statistics; give the freshly seeded one the same.
await seeding.db.execute(sql`analyze`);
const [jwk] = (await loadSigningKeys(seeding.db)).keys;
await seeding.close();

// The built web client plus the floor page of the landing measure (a bare h1 page, same server).
const web = floorDist(fileURLToPath(new URL('../../apps/web/dist', import.meta.url)));
const server = startProcess('apps/server/src/main.ts', [], {
  ...database.env,
  WEB_DIST_DIR: web.dir,
  NODE_ENV: 'test',
  PORT: String(APP_PORT),
  LOG_LEVEL: 'silent',
  SEED_DEMO_DATA: 'false',
});
try {
  await waitForUrl(`http://127.0.0.1:${APP_PORT}/api/health`);

  await measureLanding(`http://localhost:${APP_PORT}`);

  const token = await new SignJWT({ scope: 'openid api' })
    .setProtectedHeader({ alg: 'RS256', kid: jwk!.kid })
    .setIssuer(config.oidc.issuer)
    .setAudience(config.oidc.audience)
    .setSubject(userId)
    .setIssuedAt()
    .setExpirationTime('1h')
    .sign(await importJWK(jwk!, 'RS256'));
  const headers = { authorization: `Bearer ${token}` };
  const path = '/api/v1.0/ORGANISATION/items/assigned-to-me?page=0&size=10';
  const sample = await fetch(`http://127.0.0.1:${APP_PORT}${path}`, { headers });
  const body = await sample.text();
  if (sample.status !== 200) throw new Error(`items call failed: ${sample.status} ${body}`);
  const bodyFile = join(work, 'items.json');
  writeFileSync(bodyFile, body);

  const bare = startProcess('bench/src/bare-server.ts', [bodyFile, String(BARE_PORT)], {});
  try {
    await waitForUrl(`http://127.0.0.1:${BARE_PORT}/items`);
    // For scale: the same stack on a call with no token and no database (security headers, schemas, logging).
    const unauthenticated = await measure(`http://127.0.0.1:${APP_PORT}/api/ui-configuration`, {}, 4);
    // Alternate the two so that a noisy moment on the shared machine does not fall on one side only.
    const oursRounds: Throughput[] = [];
    const bareRounds: Throughput[] = [];
    for (let round = 0; round < ROUNDS; round++) {
      oursRounds.push(await measure(`http://127.0.0.1:${APP_PORT}${path}`, headers, ROUND_SECONDS));
      bareRounds.push(await measure(`http://127.0.0.1:${BARE_PORT}/items`, {}, ROUND_SECONDS));
    }
    const ours = medianRound(oursRounds);
    const baseline = medianRound(bareRounds);
    const ratio = ours.requestsPerSecond / baseline.requestsPerSecond;
    console.log(`\nGET ${path} (authorised, ${TASKS} tasks, ${database.settings.kind})`);
    console.log(
      `  ours:  ${ours.requestsPerSecond.toFixed(0)} req/s  p50 ${ours.p50} ms  p99 ${ours.p99} ms  errors ${ours.errors}`,
    );
    console.log(
      `  bare:  ${baseline.requestsPerSecond.toFixed(0)} req/s  p50 ${baseline.p50} ms  p99 ${baseline.p99} ms`,
    );
    console.log(
      `  ratio ${ratio.toFixed(2)} (target >= 0.5)   p99/p50 ${(ours.p99 / Math.max(ours.p50, 1)).toFixed(2)} (target <= 4)`,
    );
    console.log(
      `  for scale, GET /api/ui-configuration (no token, no database): ${unauthenticated.requestsPerSecond.toFixed(0)} req/s, ratio ${(unauthenticated.requestsPerSecond / baseline.requestsPerSecond).toFixed(2)}`,
    );
  } finally {
    await stop(bare);
  }
} finally {
  await stop(server);
  web.remove();
  await database.drop();
  rmSync(work, { recursive: true, force: true });
}
