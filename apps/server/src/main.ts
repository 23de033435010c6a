import { setFlagsFromString } from 'node:v8';
import { loadConfig, ConfigError } from './config';
import { buildApp } from './app';
import { shutDownGracefully } from './shutdown';
import { seedDemoData, demoUsers, DEMO_PASSWORD, DEMO_TOTP_SECRET } from './seed/demo-data';

function printWelcome(url: string, seeded: boolean, withDemoUsers: boolean): void {
  const lines = [``, `  Manage your ESOS reporting is running on ${url}`, ``];
  if (withDemoUsers) {
    lines.push(
      `  Demo users${seeded ? ' (created now)' : ''}: password ${DEMO_PASSWORD}, authenticator secret ${DEMO_TOTP_SECRET}`,
    );
    for (const user of demoUsers) lines.push(`    ${user.email.padEnd(34)} ${user.lands}`);
    lines.push('');
  }
  console.log(lines.join('\n'));
}

/**
 * How far V8 lets the old generation grow past what survived the last full collection before it collects
 * again: 50% instead of V8's own factor, which goes up to 300% when collections are quick, as they are here
 * (a live heap of about 50 MB). Under the mixed workload (bench/README.md, issue 17 item 5) requests promote
 * short-lived objects into the old generation at a steady rate; with V8's factor the heap grew to about 190 MB
 * before each full collection brought it back to 50 MB, and the pages it had taken stayed resident (peak 291 MB;
 * with 50%, 183 MB). A full collection of this heap takes 15-30 ms, so collecting every 25 MB of promotions
 * instead of every 140 MB costs well under 1% of a core. Set here, at run time (V8 reads it whenever it sets the
 * next limit), so that every way of starting the bundle (`npm start`, the benches, the tests' server processes)
 * runs with it; `node --heap-growing-percent=N dist/main.js` still decides for itself.
 */
const HEAP_GROWING_PERCENT = 50;
if (!process.execArgv.some((flag) => /^--heap[-_]growing[-_]percent\b/.test(flag))) {
  setFlagsFromString(`--heap-growing-percent=${HEAP_GROWING_PERCENT}`);
}

async function main(): Promise<void> {
  let config;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
  const app = await buildApp(config);
  const seeded = config.seedDemoData ? await seedDemoData(app.db) : false;

  process.once('SIGINT', () => void shutDownGracefully(app, 'SIGINT'));
  process.once('SIGTERM', () => void shutDownGracefully(app, 'SIGTERM'));

  await app.listen({ port: config.port, host: config.host });
  printWelcome(config.publicUrl, seeded, config.seedDemoData);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
