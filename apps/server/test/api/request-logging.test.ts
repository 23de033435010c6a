import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app';
import { loadConfig } from '../../src/config';
import type { DatabaseHandle } from '../../src/platform/db';
import { openTestDatabase } from '../support/test-database';
import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';

const PERSONAL = 'jane.doe@example.com';
const SECRET = 'eyJhbGciOiJIUzI1NiJ9.c2VjcmV0LXRva2VuLXRoYXQtbXVzdC1ub3QtYmUtbG9nZ2Vk.c2lnbmF0dXJl';

/** Single-use links carry their secret in the address: the request log must never hold it. */
describe('request logging', () => {
  let database: DatabaseHandle;
  let app: FastifyInstance;
  const lines: string[] = [];

  beforeAll(async () => {
    database = await openTestDatabase({ fromSnapshot: true });
    const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'info' });
    app = await buildApp(config, { database, logStream: { write: (line: string) => void lines.push(line) } });
    // A statement that fails with personal data among its parameters, as a bug or a bad value would make one.
    app.get('/test/failing-query', { schema: { hide: true } }, async () =>
      app.db.execute(sql`select ${PERSONAL}::integer as n where ${'A. N. Other'} <> ''`),
    );
    await app.ready();
  });
  afterAll(async () => {
    await app.close();
    await database.close();
  });

  it.each([
    `/api/v1.0/file-notes/${SECRET}`,
    `/api/v1.0/file-attachments/${SECRET}`,
    `/api/v1.0/file-documents/${SECRET}`,
    `/api/v1.0/file-document-templates/${SECRET}`,
    `/api/v1.0/user-signatures/${SECRET}`,
    `/forgot-password/reset-password?token=${SECRET}`,
    `/invitation/verifier?token=${SECRET}`,
    `/registration/invitation?token=${encodeURIComponent(SECRET)}`,
    `/2fa/request-change?token=${SECRET}`,
    `/?code=${SECRET}&state=abc`,
    `/auth/realms/esos/login-actions/abc/register/password?token=${SECRET}`,
  ])('logs %s without its secret', async (url) => {
    lines.length = 0;
    await app.inject({ method: 'GET', url });
    const logged = lines.join('\n');
    expect(logged).toContain('incoming request');
    expect(logged).not.toContain(SECRET);
    expect(logged).not.toContain(encodeURIComponent(SECRET));
    expect(logged).not.toContain('c2VjcmV0LXRva2Vu');
  });

  it('keeps the path, so a log line still says what was called', async () => {
    lines.length = 0;
    await app.inject({ method: 'GET', url: `/api/v1.0/file-notes/${SECRET}?x=1` });
    const request = lines.map((line) => JSON.parse(line)).find((entry) => entry.req);
    expect(request.req).toMatchObject({ method: 'GET', url: '/api/v1.0/file-notes/***' });
  });

  it('logs a failed statement by operation, code and request id, without its values', async () => {
    lines.length = 0;
    const response = await app.inject({
      method: 'GET',
      url: '/test/failing-query?email=jane.doe%40example.com',
      headers: { 'x-request-id': 'failing-query-1' },
    });
    expect(response.statusCode).toBe(500);
    expect(response.json()).toMatchObject({ code: 'INT1001' });
    const logged = lines.join('\n');
    const failure = lines.map((line) => JSON.parse(line)).find((entry) => entry.msg === 'request failed');
    expect(failure).toMatchObject({
      level: 50,
      reqId: 'failing-query-1',
      operation: '/test/failing-query',
      code: 'INT1001',
      err: { type: expect.any(String) },
    });
    expect(failure.err.stack).toMatch(/^ {4}at /);
    expect(logged).not.toContain(PERSONAL);
    expect(logged).not.toContain('jane.doe');
    expect(logged).not.toContain('A. N. Other');
    expect(logged).not.toContain('select');
    expect(logged).not.toContain('invalid input syntax');
  });
});
