import { generateKeyPair, exportJWK } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/test-app';

const unauthorized = { code: 'UNAUTHORIZED1001', message: 'Unauthorized', security: true, data: [] };

describe('bearer token authentication', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => t.close());

  const get = (authorization?: string) =>
    t.app.inject({
      method: 'GET',
      url: '/api/v1.0/authorities/current-user-state',
      headers: authorization ? { authorization } : {},
    });

  it('accepts a valid token', async () => {
    const response = await get(`Bearer ${await t.tokenFor('operator@example.com')}`);
    expect(response.statusCode).toBe(200);
  });

  it('accepts the scheme name in any case (RFC 9110 section 11.1), as keycloak-js sends it', async () => {
    const token = await t.tokenFor('operator@example.com');
    for (const scheme of ['bearer', 'BEARER', 'BeArEr']) {
      expect((await get(`${scheme} ${token}`)).statusCode).toBe(200);
    }
  });

  it('rejects a missing or malformed token with 401', async () => {
    for (const header of [undefined, 'Bearer', 'Basic abc', 'Bearer not-a-jwt']) {
      const response = await get(header);
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual(unauthorized);
    }
  });

  it('rejects an expired token', async () => {
    const token = await t.tokenFor('operator@example.com', { expiresIn: Math.floor(Date.now() / 1000) - 60 });
    expect((await get(`Bearer ${token}`)).statusCode).toBe(401);
  });

  it('rejects a token for another audience', async () => {
    const token = await t.tokenFor('operator@example.com', { audience: 'someone-else' });
    expect((await get(`Bearer ${token}`)).statusCode).toBe(401);
  });

  it('rejects a forged token signed with another key', async () => {
    const { privateKey } = await generateKeyPair('RS256', { extractable: true });
    const forged = { ...(await exportJWK(privateKey)), kid: 'forged' };
    const token = await t.tokenFor('operator@example.com', { key: forged });
    expect((await get(`Bearer ${token}`)).statusCode).toBe(401);
  });

  it('rejects a token whose signature was tampered with', async () => {
    const token = await t.tokenFor('operator@example.com');
    const [header, payload] = token.split('.');
    const other = (await t.tokenFor('regulator@example.gov.uk')).split('.')[2];
    expect((await get(`Bearer ${header}.${payload}.${other}`)).statusCode).toBe(401);
  });
});
