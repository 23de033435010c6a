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
