import { existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { openDatabase } from '../src/platform/db';
import { BACKUP_SIGNAL, backupRequestFile } from '../src/platform/db/online-backup';
import { runningHolder } from './data-dir-holder';

// npm run backup [-- <file>]: a consistent copy of the embedded database (DATA_DIR, default ./data),
// taken by the running server when there is one, else by opening the folder here. PostgreSQL is backed
// up with pg_dump instead (README, "Back-up and restore").

if (process.env.DATABASE_URL) {
  console.error(
    'DATABASE_URL is set: back PostgreSQL up with pg_dump (see the README, "Back-up and restore").',
  );
  process.exit(2);
}
const dataDir = resolve(process.env.DATA_DIR ?? './data');
const target = resolve(
  process.env.INIT_CWD ?? '.',
  process.argv[2] ?? `esos-backup-${new Date().toISOString().replace(/[:.]/g, '-')}.tar.gz`,
);
if (!existsSync(dataDir)) {
  console.error(`No embedded database at ${dataDir} (set DATA_DIR).`);
  process.exit(2);
}
if (existsSync(target)) {
  console.error(`${target} exists already: choose another file.`);
  process.exit(2);
}

const started = Date.now();
const holder = runningHolder(dataDir);
if (holder) {
  // The running server takes the copy: it is the only process that may open the folder.
  rmSync(`${target}.error`, { force: true });
  writeFileSync(backupRequestFile(dataDir), JSON.stringify({ target }));
  process.kill(holder, BACKUP_SIGNAL);
  const deadline = Date.now() + 10 * 60 * 1000;
  while (!existsSync(target)) {
    if (existsSync(`${target}.error`)) {
      console.error(`The server could not write the backup: ${readFileSync(`${target}.error`, 'utf8')}`);
      process.exit(1);
    }
    if (Date.now() > deadline) {
      console.error('The server did not write the backup within 10 minutes: see its log.');
      process.exit(1);
    }
    await new Promise((done) => setTimeout(done, 100));
  }
} else {
  const database = await openDatabase({ kind: 'pglite', dataDir });
  try {
    const dump = await database.dump!();
    writeFileSync(target, Buffer.from(await dump.arrayBuffer()));
  } finally {
    await database.close();
  }
}
console.log(
  `Backed up ${dataDir} to ${target} ${holder ? `(taken by the running server, process ${holder})` : '(no server was running)'} in ${Date.now() - started} ms`,
);
