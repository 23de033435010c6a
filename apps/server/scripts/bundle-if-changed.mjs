// `npm start`'s server bundle (scripts/bundle.ts), skipped when the sources, the bundle script, the package
// manifests and TypeScript configs are unchanged since this script last bundled them and dist/main.js is the
// file it wrote. Plain JavaScript, so that checking costs no TypeScript loader start.
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { filesUnder, inputsHash, upToDate, writeStamp } from '../../../scripts/build-stamp.mjs';

const SERVER = fileURLToPath(new URL('..', import.meta.url));

/** The hash of everything the bundle is made from. */
export function serverInputs(server = SERVER) {
  const repo = join(server, '../..');
  const files = [
    ...filesUnder(join(server, 'src')),
    ...filesUnder(join(repo, 'packages/reporting-rules/src')),
    ...['scripts/bundle.ts', 'package.json', 'tsconfig.json'].map((file) => join(server, file)),
    join(repo, 'package-lock.json'),
    join(repo, 'tsconfig.base.json'),
  ];
  return inputsHash(server, files);
}

export const serverStamp = (server = SERVER) => join(server, 'dist/.bundle-stamp');
export const serverOutput = (server = SERVER) => join(server, 'dist/main.js');

/** Bundles the server unless the bundle is up to date; a failed bundle ends the process with its exit code. */
export function bundleIfChanged() {
  const inputs = serverInputs();
  if (!upToDate(serverStamp(), inputs, serverOutput())) {
    const bundle = spawnSync(process.execPath, ['--import', 'tsx', 'scripts/bundle.ts'], {
      cwd: SERVER,
      stdio: 'inherit',
    });
    if (bundle.status !== 0) process.exit(bundle.status ?? 1);
    writeStamp(serverStamp(), inputs, serverOutput());
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) bundleIfChanged();
