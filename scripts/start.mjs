// `npm start` (ADR 43): builds the web client and bundles the server where their inputs changed, then runs the
// server's bundle in this same process, as `node dist/main.js` from apps/server would: a second start pays for one
// Node start rather than three (bench/README.md, issue 39).
import { fileURLToPath, pathToFileURL } from 'node:url';
import { bundleIfChanged, serverOutput } from '../apps/server/scripts/bundle-if-changed.mjs';
import { buildWebIfChanged } from './build-web-if-changed.mjs';

buildWebIfChanged();
bundleIfChanged();
// The server's defaults (DATA_DIR ./data) are relative to its folder.
process.chdir(fileURLToPath(new URL('../apps/server/', import.meta.url)));
// The development mailbox and verifier invitations, unless the caller says otherwise (README).
if (!process.env.DEV_TOOLS) process.env.DEV_TOOLS = 'true';
await import(pathToFileURL(serverOutput()).href);
