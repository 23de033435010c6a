import Fastify from 'fastify';
import { sql } from 'drizzle-orm';
import { importJWK, SignJWT } from 'jose';
import { buildApp } from '../../apps/server/src/app';
import { loadConfig } from '../../apps/server/src/config';
import { openTestDatabase } from '../../apps/server/test/support/test-database';
import { loadSigningKeys } from '../../apps/server/src/platform/secrets';
import { measure } from './http-throughput';
import { landingH1Times, median } from './landing-timing';
import { seedTasks } from './seed-tasks';

const TASKS = 10_000;
const APP_PORT = 3901;
const BARE_PORT = 3902;

// Benchmarks: figures and targets are printed, never asserted in the test suite.
// A fresh database each run: in-memory PGlite, or a new database on DATABASE_URL's server.
const database = await openTestDatabase();
const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', PORT: String(APP_PORT) });
const app = await buildApp(config, { database });
console.log(`seeding ${TASKS} tasks on ${database.kind}...`);
const userId = await seedTasks(database.db, TASKS);
// A live database has planner statistics; give the freshly seeded one the same.
await database.db.execute(sql`analyze`);
await app.listen({ port: APP_PORT, host: '127.0.0.1' });

const [jwk] = (await loadSigningKeys(database.db)).keys;
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

const bare = Fastify();
bare.get('/items', async (_request, reply) => reply.type('application/json').send(body));
await bare.listen({ port: BARE_PORT, host: '127.0.0.1' });

const ours = await measure(`http://127.0.0.1:${APP_PORT}${path}`, headers);
const baseline = await measure(`http://127.0.0.1:${BARE_PORT}/items`, {});
const ratio = ours.requestsPerSecond / baseline.requestsPerSecond;
console.log(`\nGET ${path} (authorised, ${TASKS} tasks, ${database.kind})`);
console.log(
  `  ours:  ${ours.requestsPerSecond.toFixed(0)} req/s  p50 ${ours.p50} ms  p99 ${ours.p99} ms  errors ${ours.errors}`,
);
console.log(
  `  bare:  ${baseline.requestsPerSecond.toFixed(0)} req/s  p50 ${baseline.p50} ms  p99 ${baseline.p99} ms`,
);
console.log(
  `  ratio ${ratio.toFixed(2)} (target >= 0.5)   p99/p50 ${(ours.p99 / Math.max(ours.p50, 1)).toFixed(2)} (target <= 4)`,
);
await bare.close();

const times = await landingH1Times(`http://localhost:${APP_PORT}/`);
console.log(
  `\nSigned-out landing page, h1 visible (cold profile): ${times.map((t) => t.toFixed(0)).join(', ')} ms`,
);
console.log(`  median ${median(times).toFixed(0)} ms (target <= 325 ms; reference 648 ms)`);

await app.close();
await database.close();
