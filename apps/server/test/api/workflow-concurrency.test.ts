import { spawn, type ChildProcess } from 'node:child_process';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { importJWK, SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app';
import { loadConfig } from '../../src/config';
import { openDatabase, type DatabaseHandle } from '../../src/platform/db';
import { requestActions, requests, requestTasks, users } from '../../src/platform/db/schema';
import { seedDemoData } from '../../src/seed/demo-data';
import { loadSigningKeys } from '../../src/platform/secrets';
import { createScratchPostgres } from '../support/test-database';

/**
 * Two instances of the service on one database, each deciding the same task at the same moment:
 * exactly one decision may win. On PostgreSQL the second instance is a separate server process (as in
 * production); the embedded database can only be shared in one process, so there it is a second app.
 */
const PORT = 3190 + Math.floor(Math.random() * 9);
const PUBLIC_URL = 'http://localhost:3000';
const environment = { NODE_ENV: 'test', LOG_LEVEL: 'silent', PUBLIC_URL, SEED_DEMO_DATA: 'false' };

type Send = (token: string, body: object) => Promise<number>;

describe('two instances acting on one task at once', () => {
  let database: DatabaseHandle;
  let first: FastifyInstance;
  let secondSend: Send;
  let stop: () => Promise<void>;
  let dropScratch: (() => Promise<void>) | undefined;

  beforeAll(async () => {
    const serverUrl = process.env.DATABASE_URL;
    let scratchUrl: string | undefined;
    if (serverUrl) {
      const scratch = await createScratchPostgres(serverUrl, 'esos_concurrency');
      scratchUrl = scratch.url;
      dropScratch = scratch.drop;
      database = await openDatabase({ kind: 'postgres', url: scratch.url });
    } else {
      database = await openDatabase({ kind: 'pglite-memory' });
    }
    first = await buildApp(loadConfig(environment), { database });
    await first.ready();
    await seedDemoData(database.db);

    if (scratchUrl) {
      const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
        cwd: new URL('../..', import.meta.url).pathname,
        env: {
          ...process.env,
          ...environment,
          NODE_ENV: 'development',
          DATABASE_URL: scratchUrl,
          PORT: String(PORT),
        },
        stdio: 'ignore',
      });
      const deadline = Date.now() + 60_000;
      for (;;) {
        const up = await fetch(`http://localhost:${PORT}/api/health`).then(
          (r) => r.ok,
          () => false,
        );
        if (up) break;
        if (Date.now() > deadline || child.exitCode !== null) throw new Error('second server did not start');
        await new Promise((resolve) => setTimeout(resolve, 250));
      }
      secondSend = async (token, body) =>
        (
          await fetch(`http://localhost:${PORT}/api/v1.0/tasks/actions`, {
            method: 'POST',
            headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
            body: JSON.stringify(body),
          })
        ).status;
      stop = async () => {
        child.kill('SIGTERM');
        await new Promise((resolve) => child.once('exit', resolve));
      };
    } else {
      const second = await buildApp(loadConfig(environment), { database });
      await second.ready();
      secondSend = async (token, body) =>
        (
          await second.inject({
            method: 'POST',
            url: '/api/v1.0/tasks/actions',
            headers: { authorization: `Bearer ${token}` },
            payload: body,
          })
        ).statusCode;
      stop = () => second.close();
    }
  }, 90_000);

  afterAll(async () => {
    await stop();
    await first.close();
    await database.close();
    await dropScratch?.();
  });

  const tokenFor = async (email: string) => {
    const [user] = await database.db.select({ id: users.id }).from(users).where(eq(users.email, email));
    const jwk = (await loadSigningKeys(database.db)).keys[0];
    if (!user || !jwk) throw new Error('missing demo user or key');
    const config = loadConfig(environment);
    return new SignJWT({ scope: 'openid api', client_id: config.oidc.clientId })
      .setProtectedHeader({ alg: 'RS256', kid: jwk.kid, typ: 'at+jwt' })
      .setIssuer(config.oidc.issuer)
      .setAudience(config.oidc.audience)
      .setSubject(user.id)
      .setIssuedAt()
      .setExpirationTime('5m')
      .sign(await importJWK(jwk, 'RS256'));
  };

  it('lets exactly one decision win and records only that one', async () => {
    const applicant = await tokenFor('new.operator@example.com');
    const created = await first.inject({
      method: 'POST',
      url: '/api/v1.0/requests',
      headers: { authorization: `Bearer ${applicant}` },
      payload: {
        requestCreateActionType: 'ORGANISATION_ACCOUNT_OPENING_SUBMIT_APPLICATION',
        requestCreateActionPayload: {
          payloadType: 'ORGANISATION_ACCOUNT_OPENING_SUBMIT_APPLICATION_PAYLOAD',
          name: 'Two Instances Ltd',
          competentAuthority: 'ENGLAND',
          line1: '1 Race Street',
          city: 'York',
          postcode: 'YO1 1AA',
          type: 'SIC',
          codes: ['28110'],
        },
      },
    });
    expect(created.statusCode).toBe(200);
    const requestId = (created.json() as { requestId: string }).requestId;
    const [task] = await database.db.select().from(requestTasks).where(eq(requestTasks.requestId, requestId));
    if (!task) throw new Error('no review task');
    const [regulator] = await database.db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.email, 'regulator@example.gov.uk'));
    await database.db
      .update(requestTasks)
      .set({ assignee: regulator?.id })
      .where(eq(requestTasks.id, task.id));

    const token = await tokenFor('regulator@example.gov.uk');
    const decision = (value: 'APPROVED' | 'REJECTED') => ({
      requestTaskId: task.id,
      requestTaskActionType: 'ORGANISATION_ACCOUNT_OPENING_SUBMIT_DECISION',
      requestTaskActionPayload: {
        payloadType: 'ORGANISATION_ACCOUNT_OPENING_SUBMIT_DECISION_PAYLOAD',
        decision: value,
        reason: 'Decided',
      },
    });
    const statuses = await Promise.all([
      first
        .inject({
          method: 'POST',
          url: '/api/v1.0/tasks/actions',
          headers: { authorization: `Bearer ${token}` },
          payload: decision('APPROVED'),
        })
        .then((response) => response.statusCode),
      secondSend(token, decision('REJECTED')),
    ]);
    expect(statuses.filter((status) => status === 204)).toHaveLength(1);
    expect(statuses.filter((status) => status >= 400)).toHaveLength(1);
    const [request] = await database.db.select().from(requests).where(eq(requests.id, requestId));
    const decisions = await database.db
      .select({ type: requestActions.type })
      .from(requestActions)
      .where(eq(requestActions.requestId, requestId));
    expect(
      decisions
        .map((row) => row.type)
        .filter((type) => type !== 'ORGANISATION_ACCOUNT_OPENING_APPLICATION_SUBMITTED'),
    ).toEqual([
      request?.status === 'APPROVED'
        ? 'ORGANISATION_ACCOUNT_OPENING_APPROVED'
        : 'ORGANISATION_ACCOUNT_OPENING_REJECTED',
    ]);
  }, 60_000);
});
