import { loadConfig } from '../../src/config';
import { buildApp } from '../../src/app';
import { openDatabase } from '../../src/platform/db';

/** Builds the app on a throwaway in-memory database and returns its generated OpenAPI document. */
export async function generateOpenApiDocument(): Promise<unknown> {
  const database = await openDatabase({ kind: 'pglite-memory' });
  const app = await buildApp(loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent' }), { database });
  try {
    await app.ready();
    return app.swagger();
  } finally {
    await app.close();
    await database.close();
  }
}
