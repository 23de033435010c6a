import { existsSync, rmSync } from 'node:fs';
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { runningHolder } from './data-dir-holder';

// npm run reset: deletes the embedded database folder (DATA_DIR, default apps/server/data), so the next
// `npm start` creates it again with fresh demo data. Refused while a server uses the folder, and with a
// DATABASE_URL (a PostgreSQL database is never dropped from here).

export type ResetOutcome =
  | { kind: 'removed'; dataDir: string }
  | { kind: 'absent'; dataDir: string }
  | { kind: 'in-use'; dataDir: string; pid: number };

export function resetDataDir(dataDir: string): ResetOutcome {
  const holder = runningHolder(dataDir);
  if (holder) return { kind: 'in-use', dataDir, pid: holder };
  if (!existsSync(dataDir)) return { kind: 'absent', dataDir };
  rmSync(dataDir, { recursive: true, force: true });
  return { kind: 'removed', dataDir };
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  if (process.env.DATABASE_URL) {
    console.error(
      'DATABASE_URL is set: reset resets only the embedded database. Unset it, or drop that database.',
    );
    process.exit(2);
  }
  const outcome = resetDataDir(resolve(process.env.DATA_DIR ?? './data'));
  if (outcome.kind === 'in-use') {
    console.error(`A server (process ${outcome.pid}) is using ${outcome.dataDir}: stop it first.`);
    process.exit(2);
  }
  console.log(
    outcome.kind === 'removed'
      ? `Removed ${outcome.dataDir}: the next npm start creates it again with the demo data.`
      : `${outcome.dataDir} does not exist: the next npm start creates it with the demo data.`,
  );
}
