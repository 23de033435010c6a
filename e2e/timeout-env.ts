// Imported first by playwright.timeout.config.ts: the shared config reads this when it loads.
process.env.SESSION_IDLE_TTL_SECONDS ??= '60';
