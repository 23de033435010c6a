// Lets `npm start` skip a build whose inputs have not changed since it last ran (scripts/build-web-if-changed.mjs,
// apps/server/scripts/bundle-if-changed.mjs). A stamp beside the output records the hash of the inputs and of
// the output file it produced: a build run any other way (the tests bundle the server too) changes the
// output, so the stamp no longer matches and the next start builds again.
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';

const NOT_INPUTS = new Set(['dist', 'dist-ssr', 'node_modules', 'coverage']);

/** Every file under a folder, sorted, leaving out build output and installed packages. */
export function filesUnder(dir) {
  return readdirSync(dir, { withFileTypes: true })
    .filter((entry) => !NOT_INPUTS.has(entry.name))
    .sort((a, b) => (a.name < b.name ? -1 : 1))
    .flatMap((entry) => (entry.isDirectory() ? filesUnder(join(dir, entry.name)) : [join(dir, entry.name)]));
}

/** The hash of the files' names (relative to root) and contents, and of any other values the build reads. */
export function inputsHash(root, files, values = []) {
  const hash = createHash('sha256');
  for (const file of files)
    hash
      .update(`${relative(root, file)}\0`)
      .update(readFileSync(file))
      .update('\0');
  return hash.update(JSON.stringify(values)).digest('hex');
}

const fileHash = (file) => createHash('sha256').update(readFileSync(file)).digest('hex');

/** Whether the output was built from exactly these inputs and has not been rewritten since. */
export function upToDate(stampFile, inputs, output) {
  if (!existsSync(stampFile) || !existsSync(output)) return false;
  try {
    const stamp = JSON.parse(readFileSync(stampFile, 'utf8'));
    return stamp.inputs === inputs && stamp.output === fileHash(output);
  } catch {
    return false;
  }
}

/** Records that the output was just built from these inputs. */
export function writeStamp(stampFile, inputs, output) {
  writeFileSync(stampFile, `${JSON.stringify({ inputs, output: fileHash(output) })}\n`);
}
