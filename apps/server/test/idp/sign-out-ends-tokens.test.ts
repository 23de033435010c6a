import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { decodeJwt } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app';
import { oidcModels } from '../../src/platform/db/schema';
import { endSessions } from '../../src/platform/user-credentials';
import { startIdentityServer, type IdentityServer } from './identity-server';
import { signIn, signOut } from './sign-in-flow';

// Two instances on one database, as behind the load balancer: the first serves the provider over HTTP,
// the second only answers the API.
let server: IdentityServer;
let second: FastifyInstance;
beforeAll(async () => {
  server = await startIdentityServer();
  second = await buildApp(server.config, { database: server.database });
  await second.ready();
});
afterAll(async () => {
  await second?.close();
  await server?.close();
});

const statePath = '/api/v1.0/authorities/current-user-state';
const throughFirst = async (token: string, scheme = 'Bearer') =>
  (await fetch(`${server.baseUrl}${statePath}`, { headers: { authorization: `${scheme} ${token}` } })).status;
const throughSecond = async (token: string) =>
  (await second.inject({ method: 'GET', url: statePath, headers: { authorization: `Bearer ${token}` } }))
    .statusCode;

/** Milliseconds until `call` answers 401, failing after `limitMs`. */
async function refusedWithin(call: () => Promise<number>, limitMs: number): Promise<number> {
  const started = Date.now();
  for (;;) {
    const status = await call();
    const elapsed = Date.now() - started;
    if (status === 401) return elapsed;
    expect(status).toBe(200);
    if (elapsed > limitMs) throw new Error(`still accepted after ${elapsed} ms`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

describe('signing out ends the access token too', () => {
  it('puts the session in the access token', async () => {
    const { tokens } = await signIn(server);
    const { sid } = decodeJwt(tokens.access_token);
    expect(typeof sid).toBe('string');
    const sessions = await server.app.db
      .select()
      .from(oidcModels)
      .where(and(eq(oidcModels.kind, 'Session'), eq(oidcModels.uid, sid as string)));
    expect(sessions).toHaveLength(1);
  });

  it('refuses the token on both instances within a second of signing out through one', async () => {
    const { browser, tokens } = await signIn(server);
    const other = await signIn(server);
    const token = tokens.access_token;
    // Both instances have accepted the token, and remember that its session is live.
    expect(await throughFirst(token)).toBe(200);
    expect(await throughSecond(token)).toBe(200);
    expect(await throughSecond(other.tokens.access_token)).toBe(200);

    await signOut(server, browser, tokens.id_token);
    expect(await refusedWithin(() => throughSecond(token), 1000)).toBeLessThanOrEqual(1000);
    expect(await refusedWithin(() => throughFirst(token), 1000)).toBeLessThanOrEqual(1000);
    expect(await throughSecond(token)).toBe(401);
    // The same person's other sign-in is not touched.
    expect(await throughSecond(other.tokens.access_token)).toBe(200);
    expect(await throughFirst(other.tokens.access_token)).toBe(200);
  });

  it('refuses the tokens of sessions ended on the server (a password reset, a removed authenticator)', async () => {
    const { tokens } = await signIn(server, 'operator@example.com');
    const token = tokens.access_token;
    expect(await throughSecond(token)).toBe(200);
    await server.app.db.transaction((tx) => endSessions(tx, decodeJwt(token).sub ?? ''));
    expect(await refusedWithin(() => throughSecond(token), 1000)).toBeLessThanOrEqual(1000);
  });

  it('accepts the bearer scheme in any case', async () => {
    const { tokens } = await signIn(server);
    for (const scheme of ['bearer', 'BEARER', 'bEaReR']) {
      expect(await throughFirst(tokens.access_token, scheme)).toBe(200);
    }
  });
});
