// Imported first by playwright.timeout.config.ts: the shared config reads these when it loads.
process.env.SESSION_IDLE_TTL_SECONDS ??= '60';
process.env.E2E_PORT ??= '3101';
