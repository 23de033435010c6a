import { defineConfig } from '@playwright/test';

/**
 * Test files are shared out between E2E_WORKERS workers (2 by default: the journeys wait on the server and
 * the browser in turn, so two keep a two-core machine busy). Worker i has a server, data folder and
 * database of its own, on port E2E_PORT + i: journeys never see each other's data, and each server starts
 * from fresh demo data as a one-worker run did.
 */
/** Where Debian's chromium-headless-shell package puts the browser (its /usr/bin entry is a shell wrapper). */
export const HEADLESS_SHELL = '/usr/lib/chromium/chromium-headless-shell';
export const firstPort = Number(process.env.E2E_PORT ?? 3100);
export const workers = Number(process.env.E2E_WORKERS ?? 2);
// Shorter provider lifetimes for the session timeout journeys (playwright.timeout.config.ts sets it).
const idleTtl = process.env.SESSION_IDLE_TTL_SECONDS;
// With DATABASE_URL (a PostgreSQL server) each server gets a fresh database of its own on it instead of
// an embedded one: esos_e2e_<port>, dropped and created again when the server starts.
const postgresUrl = process.env.DATABASE_URL;

/** The server a worker's pages talk to. Playwright sets TEST_PARALLEL_INDEX in each worker process. */
const workerPort = firstPort + Number(process.env.TEST_PARALLEL_INDEX ?? 0);

function databaseUrl(port: number): string | undefined {
  if (!postgresUrl) return undefined;
  const url = new URL(postgresUrl);
  url.pathname = `/esos_e2e_${port}`;
  return url.toString();
}

/**
 * keycloak-client.spec.ts serves a bare keycloak-js page from its own HTTP server on this port (another
 * origin of the same site, as the reference's web client on its development server), registered as a client.
 */
export const keycloakPagePort = (serverPort: number) => serverPort + 1000;

/** One server of the service, as `npm run start` runs it, with fresh demo data. */
export function serverOn(port: number) {
  const dataDir = `${process.env.E2E_DATA_DIR ?? '/tmp/esos-e2e'}-${port}`;
  const database = databaseUrl(port);
  const freshDatabase = database ? `node e2e/fresh-database.mjs '${database}'` : `rm -rf ${dataDir}`;
  return {
    // clamd with the EICAR test signature (scripts/start-clamd.sh): uploads are scanned as in production.
    command: `bash scripts/start-clamd.sh >/dev/null && ${freshDatabase} && npm run start --workspace apps/server`,
    cwd: '..',
    env: {
      PORT: String(port),
      DATA_DIR: dataDir,
      ...(database ? { DATABASE_URL: database, SEED_DEMO_DATA: 'true' } : {}),
      LOG_LEVEL: 'warn',
      // The journeys read their emails at /dev/mailbox and invite verifiers at /dev/verifier-invitations.
      DEV_TOOLS: 'true',
      CLAMD_HOST: '127.0.0.1',
      // Every journey signs in from the same address, far more often than one office would.
      SIGN_IN_ATTEMPTS_PER_IP: '10000',
      ...(idleTtl ? { SESSION_IDLE_TTL_SECONDS: idleTtl } : {}),
      OIDC_CLIENTS: JSON.stringify([
        { clientId: 'keycloak-contract', redirectUris: [`http://localhost:${keycloakPagePort(port)}/*`] },
      ]),
    },
    url: `http://localhost:${port}/api/health`,
    // Servers start side by side, each migrating and seeding its own database.
    timeout: 180_000,
    reuseExistingServer: false,
    stdout: 'ignore' as const,
    stderr: 'pipe' as const,
  };
}

export default defineConfig({
  testDir: './tests',
  // The session timeout journeys need short token lifetimes: playwright.timeout.config.ts runs them.
  testIgnore: /session-timeout\.spec\.ts$/,
  // Whole journeys with an axe scan on every page: on a loaded two-core machine the longest pass 60 s.
  timeout: 180_000,
  expect: { timeout: 10_000 },
  // Files go to workers whole: the journeys in a file run in order on one server, as they are written.
  fullyParallel: false,
  workers,
  forbidOnly: true,
  retries: 0,
  reporter: [['list']],
  use: {
    baseURL: `http://localhost:${workerPort}`,
    // Recording a trace of every journey (to keep the failed ones) made each journey about a fifth slower;
    // CI keeps only the log. To see a failure step by step, run the journey again with `--trace on`.
    trace: 'off',
    launchOptions: {
      // Debian's headless shell (package chromium-headless-shell): the same Chromium without the browser's
      // window and UI machinery, about a fifth less CPU per journey (ADR 25, ninth round). For a headed run,
      // CHROMIUM_PATH=/usr/bin/chromium.
      executablePath: process.env.CHROMIUM_PATH ?? HEADLESS_SHELL,
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
      ],
    },
  },
  webServer: Array.from({ length: workers }, (_, index) => serverOn(firstPort + index)),
});
