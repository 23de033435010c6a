import './timeout-env';
import { defineConfig } from '@playwright/test';
import base from './playwright.config';

/**
 * The session timeout journeys: their own server (another port and data folder) whose refresh tokens
 * live SESSION_IDLE_TTL_SECONDS (60 by default), so the warning appears about 30 seconds after sign-in.
 */
export default defineConfig({
  ...base,
  testMatch: /session-timeout\.spec\.ts$/,
  testIgnore: [],
  timeout: 180_000,
  // Runs beside the main suite (run-all.sh), which empties its own output folder when it starts.
  outputDir: 'test-results-timeout',
});
