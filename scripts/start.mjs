// `npm start` (ADR 43): builds the web client and bundles the server where their inputs changed, then runs the
// server's bundle in this same process, as `node dist/main.js` from apps/server would: a second start pays for one
// Node start rather than three (bench/README.md, issue 39).
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { bundleIfChanged } from '../apps/server/scripts/bundle-if-changed.mjs';
import { buildWebIfChanged } from './build-web-if-changed.mjs';

const SERVER = fileURLToPath(new URL('../apps/server/', import.meta.url));

/** The checks (each builds what is out of date), then the bundle, run from the server's folder. */
export async function start({ checks = [buildWebIfChanged, bundleIfChanged], server = SERVER } = {}) {
  for (const check of checks) check();
  // The server's defaults (DATA_DIR ./data) are relative to its folder.
  process.chdir(server);
  // The development mailbox and verifier invitations, unless the caller says otherwise (README).
  if (!process.env.DEV_TOOLS) process.env.DEV_TOOLS = 'true';
  await import(pathToFileURL(join(server, 'dist/main.js')).href);
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) await start();
