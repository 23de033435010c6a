import { existsSync, readdirSync, readFileSync, renameSync } from 'node:fs';
import { resolve } from 'node:path';
import { openDatabase } from '../src/platform/db';
import { runningHolder } from './data-dir-holder';

// npm run restore -- <file> [--replace]: a new embedded database folder (DATA_DIR, default ./data)
// from a `npm run backup` file. An existing folder is only replaced with --replace, and then kept
// beside it as <folder>.before-restore-<time>. The server must be stopped.

const [file, flag] = process.argv.slice(2);
if (!file || (flag !== undefined && flag !== '--replace')) {
  console.error('Usage: npm run restore -- <backup file> [--replace]');
  process.exit(2);
}
if (process.env.DATABASE_URL) {
  console.error(
    'DATABASE_URL is set: restore PostgreSQL with pg_restore (see the README, "Back-up and restore").',
  );
  process.exit(2);
}
const dataDir = resolve(process.env.DATA_DIR ?? './data');
const holder = runningHolder(dataDir);
if (holder) {
  console.error(`A server (process ${holder}) is using ${dataDir}: stop it first.`);
  process.exit(2);
}
if (existsSync(dataDir) && readdirSync(dataDir).length > 0) {
  if (flag !== '--replace') {
    console.error(
      `${dataDir} is not empty: add --replace to restore over it (the old folder is kept beside it).`,
    );
    process.exit(2);
  }
  const aside = `${dataDir}.before-restore-${new Date().toISOString().replace(/[:.]/g, '-')}`;
  renameSync(dataDir, aside);
  console.log(`Moved the old data folder to ${aside}`);
}

const started = Date.now();
// Opening replays the WAL in the copy and applies any newer migrations, exactly as the server would.
const database = await openDatabase({
  kind: 'pglite',
  dataDir,
  loadDataDir: new Blob([readFileSync(resolve(process.env.INIT_CWD ?? '.', file))]),
});
await database.close();
console.log(`Restored ${file} into ${dataDir} in ${Date.now() - started} ms: start the server.`);
