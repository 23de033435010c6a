import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app';
import { loadConfig } from '../../src/config';
import type { DatabaseHandle } from '../../src/platform/db';
import { openTestDatabase } from '../support/test-database';
import type { FastifyInstance } from 'fastify';

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
});
