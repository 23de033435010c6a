import { defineConfig } from '@playwright/test';

const port = Number(process.env.E2E_PORT ?? 3100);
const dataDir = process.env.E2E_DATA_DIR ?? `/tmp/esos-e2e-${port}`;
// Shorter provider lifetimes for the session timeout journeys (playwright.timeout.config.ts sets it).
const idleTtl = process.env.SESSION_IDLE_TTL_SECONDS;

export default defineConfig({
  testDir: './tests',
  // The session timeout journeys need short token lifetimes: playwright.timeout.config.ts runs them.
  testIgnore: /session-timeout\.spec\.ts$/,
  // Whole journeys with an axe scan on every page: on a loaded two-core machine the longest pass 60 s.
  timeout: 180_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  workers: 1,
  forbidOnly: true,
  retries: 0,
  reporter: [['list']],
  use: {
    baseURL: `http://localhost:${port}`,
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
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
  webServer: {
    // A fresh embedded database each run, seeded with the demo users.
    // clamd with the EICAR test signature (scripts/start-clamd.sh): uploads are scanned as in production.
    command: `bash scripts/start-clamd.sh >/dev/null && rm -rf ${dataDir} && npm run start --workspace apps/server`,
    cwd: '..',
    env: {
      PORT: String(port),
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      // The journeys read their e-mails at /dev/mailbox and invite verifiers at /dev/verifier-invitations.
      DEV_TOOLS: 'true',
      CLAMD_HOST: '127.0.0.1',
      // Every journey signs in from the same address, far more often than one office would.
      SIGN_IN_ATTEMPTS_PER_IP: '10000',
      ...(idleTtl ? { SESSION_IDLE_TTL_SECONDS: idleTtl } : {}),
    },
    url: `http://localhost:${port}/api/health`,
    timeout: 120_000,
    reuseExistingServer: false,
    stdout: 'ignore',
    stderr: 'pipe',
  },
});
