// `npm start`'s web client build, skipped when nothing it is built from has changed since this script last
// built it: apps/web's files (sources, config, build scripts), the rules package's sources, the lock file,
// the shared TypeScript config, and the git state the /about page shows (apps/web/vite.config.ts reads it at
// build time).
import { execFileSync, spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { filesUnder, inputsHash, upToDate, writeStamp } from './build-stamp.mjs';

const REPO = fileURLToPath(new URL('..', import.meta.url));

/** A git command's output, or '' where git or the repository is unavailable (as vite.config.ts does). */
function git(repo, ...args) {
  try {
    const options = { cwd: repo, encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] };
    return execFileSync('git', args, options).trim();
  } catch {
    return '';
  }
}

/** The hash of everything the web client's build reads. */
export function webInputs(repo = REPO) {
  const files = [
    ...filesUnder(join(repo, 'apps/web')),
    ...filesUnder(join(repo, 'packages/reporting-rules/src')),
    join(repo, 'package-lock.json'),
    join(repo, 'tsconfig.base.json'),
  ];
  return inputsHash(repo, files, [
    git(repo, 'rev-parse', 'HEAD'),
    git(repo, 'rev-parse', '--abbrev-ref', 'HEAD'),
    git(repo, 'describe', '--tags', '--exact-match'),
    git(repo, 'status', '--porcelain') !== '',
  ]);
}

/** The stamp lives in dist/, which every build empties first: a failed build leaves none. */
export const webStamp = (repo = REPO) => join(repo, 'apps/web/dist/.build-stamp');
export const webOutput = (repo = REPO) => join(repo, 'apps/web/dist/index.html');

/** Builds the web client unless it is up to date; a failed build ends the process with its exit code. */
export function buildWebIfChanged() {
  const inputs = webInputs();
  if (upToDate(webStamp(), inputs, webOutput())) {
    console.log('The web client (apps/web/dist) is up to date: not rebuilt.');
  } else {
    const build = spawnSync('npm', ['run', 'build', '--workspace', 'apps/web'], {
      cwd: REPO,
      stdio: 'inherit',
    });
    if (build.status !== 0) process.exit(build.status ?? 1);
    writeStamp(webStamp(), inputs, webOutput());
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) buildWebIfChanged();
