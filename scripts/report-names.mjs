#!/usr/bin/env node
// Issue 36's measure of "adding a report type is one folder plus one line": how many hand-written files
// outside a report type's own two folders (server workflow/<type>, web features/<type>) name it. Tests and
// the generated API schema are left out, and so are the migrations written before the measure was set,
// history that cannot change. `node scripts/report-names.mjs` prints the files for progress update 2.
import { readFileSync, readdirSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

export const MEASURED_FOLDERS = ['apps/server/src', 'apps/server/drizzle', 'apps/web/src'];
const GENERATED = new Set(['apps/web/src/shared/api/schema.d.ts']);
/** The last migration when the measure was set (ADR 45): later ones are counted. */
const LAST_HISTORICAL_MIGRATION = 25;

export const progressUpdate2 = {
  names: ['PROGRESS_UPDATE_2_P3', 'progress-update-2-p3', 'progressUpdate2', 'PU2', 'progress_update_2'],
  ownFolders: ['apps/server/src/workflow/progress-update-2-p3', 'apps/web/src/features/progress-update-2-p3'],
};

function isTest(path) {
  return /(^|\/)(test|tests|__tests__)\//.test(path) || /\.(test|spec)\.[cm]?[jt]sx?$/.test(path);
}

function isHistoricalMigration(path) {
  const migration = /^apps\/server\/drizzle\/(?:meta\/)?(\d{4})_[\w.-]+$/.exec(path);
  return migration !== null && Number(migration[1]) <= LAST_HISTORICAL_MIGRATION;
}

/** The files counted, as paths relative to the repository, that contain one of the names (case matters). */
export function filesNaming(root, { names, ownFolders }, folders = MEASURED_FOLDERS) {
  const found = [];
  const walk = (folder) => {
    for (const entry of readdirSync(join(root, folder), { withFileTypes: true })) {
      const path = `${folder}/${entry.name}`;
      if (entry.isDirectory()) {
        if (!ownFolders.includes(path) && entry.name !== 'node_modules') walk(path);
      } else if (!isTest(path) && !GENERATED.has(path) && !isHistoricalMigration(path)) {
        const text = readFileSync(join(root, path), 'utf8');
        if (names.some((name) => text.includes(name))) found.push(path);
      }
    }
  };
  folders.forEach(walk);
  return found.sort();
}

const repository = resolve(dirname(fileURLToPath(import.meta.url)), '..');

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const files = filesNaming(repository, progressUpdate2);
  console.log(`${files.length} hand-written files outside progress update 2's two folders name it:`);
  for (const file of files) console.log(`  ${file}`);
}
