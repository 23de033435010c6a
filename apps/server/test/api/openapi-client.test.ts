import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';

const run = promisify(execFile);
const serverDir = fileURLToPath(new URL('../..', import.meta.url));
const generator = fileURLToPath(new URL('../../../../node_modules/.bin/openapi-typescript', import.meta.url));
const committedDocument = join(serverDir, 'openapi.json');
const committedClient = join(serverDir, '../web/src/shared/api/schema.d.ts');
const regenerate = 'run `npm run api:generate` and commit the result';

describe('the SPA typed client', () => {
  // Generated as `npm run api:generate` does, in processes of its own: the document from a fresh app, then
  // the client from the document. Nothing this worker has loaded can make it pass or fail.
  it('is generated from the current route schemas', { timeout: 180_000 }, async () => {
    const folder = await mkdtemp(join(tmpdir(), 'esos-openapi-'));
    try {
      const document = join(folder, 'openapi.json');
      const client = join(folder, 'schema.d.ts');
      await run(process.execPath, ['--import', 'tsx', 'scripts/write-openapi.ts', document], {
        cwd: serverDir,
      });
      expect(
        JSON.parse(await readFile(committedDocument, 'utf8')),
        `apps/server/openapi.json is stale: ${regenerate}`,
      ).toEqual(JSON.parse(await readFile(document, 'utf8')));
      await run(generator, [document, '-o', client], { cwd: folder });
      const same = (await readFile(client, 'utf8')) === (await readFile(committedClient, 'utf8'));
      expect(same, `apps/web/src/shared/api/schema.d.ts is stale: ${regenerate}`).toBe(true);
    } finally {
      await rm(folder, { recursive: true, force: true });
    }
  });
});
