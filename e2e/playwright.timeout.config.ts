import './timeout-env';
import { defineConfig } from '@playwright/test';
import base, { firstPort, serverOn, workers } from './playwright.config';

/**
 * The session timeout journeys: one server of their own whose refresh tokens live
 * SESSION_IDLE_TTL_SECONDS (60 by default), so the warning appears about 30 seconds after sign-in. Its
 * port is E2E_TIMEOUT_PORT, by default the one after the main suite's servers (E2E_PORT + E2E_WORKERS).
 */
const port = Number(process.env.E2E_TIMEOUT_PORT ?? firstPort + workers);

export default defineConfig({
  ...base,
  testMatch: /session-timeout\.spec\.ts$/,
  testIgnore: [],
  timeout: 180_000,
  workers: 1,
  use: { ...base.use, baseURL: `http://localhost:${port}` },
  webServer: serverOn(port),
  // Runs beside the main suite (run-all.sh), which empties its own output folder when it starts.
  outputDir: 'test-results-timeout',
});
