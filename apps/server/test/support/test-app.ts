import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { importJWK, SignJWT, type JWK } from 'jose';
import { buildApp } from '../../src/app';
import { loadConfig, type Config } from '../../src/config';
import type { DatabaseHandle } from '../../src/platform/db';
import { users } from '../../src/platform/db/schema';
import { seedDemoData } from '../../src/seed/demo-data';
import { loadSigningKeys } from '../../src/platform/secrets';
import type { RequestTypeDefinition } from '../../src/workflow/definition';
import { openTestDatabase } from './test-database';

export interface TestApp {
  app: FastifyInstance;
  config: Config;
  database: DatabaseHandle;
  /** A real access token for a demo user, signed with the provider's stored key. */
  tokenFor(
    email: string,
    overrides?: { expiresIn?: string | number; audience?: string; key?: JWK },
  ): Promise<string>;
  userId(email: string): Promise<string>;
  close(): Promise<void>;
}

export async function createTestApp(
  environment: Record<string, string> = {},
  beforeReady?: (app: FastifyInstance) => void,
  {
    fromSnapshot = true,
    workflows,
    database: given,
  }: {
    fromSnapshot?: boolean;
    workflows?: readonly RequestTypeDefinition[];
    /** A database opened by the test itself (closed with the app), instead of one of the test's own. */
    database?: DatabaseHandle;
  } = {},
): Promise<TestApp> {
  const database = given ?? (await openTestDatabase({ fromSnapshot }));
  // The retention job's first run falls at a random moment in its first hour: left on, it now and then
  // wrote its record in the middle of a test that compares the database before and after (fuzz.test.ts).
  // Tests of the job run it themselves (runOnce).
  // TEST_LOG_LEVEL (e.g. error) shows what a failing request logged, such as a 500's cause; silent by default.
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: process.env.TEST_LOG_LEVEL ?? 'silent',
    RETENTION_JOB: 'off',
    ...environment,
  });
  const app = await buildApp(config, { database, ...(workflows ? { workflows } : {}) });
  beforeReady?.(app);
  await app.ready();
  await seedDemoData(database.db);
  const signing = await loadSigningKeys(database.db);

  const userId = async (email: string) => {
    const [row] = await database.db.select({ id: users.id }).from(users).where(eq(users.email, email));
    if (!row) throw new Error(`no demo user ${email}`);
    return row.id;
  };

  return {
    app,
    config,
    database,
    userId,
    async tokenFor(email, overrides = {}) {
      const jwk = overrides.key ?? signing.keys[0];
      if (!jwk) throw new Error('no signing key');
      const key = await importJWK(jwk, 'RS256');
      return new SignJWT({ scope: 'openid api', client_id: config.oidc.clientId })
        .setProtectedHeader({ alg: 'RS256', kid: jwk.kid, typ: 'at+jwt' })
        .setIssuer(config.oidc.issuer)
        .setAudience(overrides.audience ?? config.oidc.audience)
        .setSubject(await userId(email))
        .setIssuedAt()
        .setExpirationTime(overrides.expiresIn ?? '5m')
        .sign(key);
    },
    async close() {
      await app.close();
      await database.close();
    },
  };
}
