import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { floorDist, measureLanding } from './landing-timing';
import { startProcess, stop, waitForUrl } from './processes';

// The landing page's paint against the floor page, on its own (npm run bench:landing, after npm run build):
// the service on an empty embedded database, serving a copy of the built web client with the floor page added.
const PORT = Number(process.env.BENCH_LANDING_PORT ?? 3903);
const RUNS = Number(process.env.BENCH_LANDING_RUNS ?? 7);
const web = floorDist(fileURLToPath(new URL('../../apps/web/dist', import.meta.url)));
const data = mkdtempSync(join(tmpdir(), 'esos-bench-landing-'));
const server = startProcess('apps/server/src/main.ts', [], {
  NODE_ENV: 'test',
  PORT: String(PORT),
  LOG_LEVEL: 'silent',
  DATA_DIR: data,
  SEED_DEMO_DATA: 'false',
  WEB_DIST_DIR: web.dir,
});
try {
  await waitForUrl(`http://127.0.0.1:${PORT}/api/health`);
  await measureLanding(`http://localhost:${PORT}`, RUNS);
} finally {
  await stop(server);
  web.remove();
  rmSync(data, { recursive: true, force: true });
}
