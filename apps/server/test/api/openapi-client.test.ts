import { readFile } from 'node:fs/promises';
import openapiTS, { astToString, COMMENT_HEADER } from 'openapi-typescript';
import { describe, expect, it } from 'vitest';
import { createTestApp } from '../support/test-app';

const committedDocument = new URL('../../openapi.json', import.meta.url);
const committedClient = new URL('../../../web/src/shared/api/schema.d.ts', import.meta.url);
const regenerate = 'run `npm run api:generate` and commit the result';

describe('the SPA typed client', () => {
  it('is generated from the current route schemas', async () => {
    // The app as `npm run openapi` builds it, on the suite's ready-made database rather than a newly migrated one.
    const t = await createTestApp();
    const live = JSON.parse(JSON.stringify(t.app.swagger())) as unknown;
    await t.close();
    const committed = JSON.parse(await readFile(committedDocument, 'utf8'));
    expect(committed, `apps/server/openapi.json is stale: ${regenerate}`).toEqual(live);

    const types = `${COMMENT_HEADER}${astToString(await openapiTS(live as never))}`;
    const client = await readFile(committedClient, 'utf8');
    expect(client === types, `apps/web/src/shared/api/schema.d.ts is stale: ${regenerate}`).toBe(true);
  });
});
