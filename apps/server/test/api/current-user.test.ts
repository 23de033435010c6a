import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../src/platform/db/schema';
import { createTestApp, type TestApp } from '../support/test-app';

describe('current user state, profile and terms', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => t.close());

  const call = async (email: string, method: 'GET' | 'PATCH', url: string, payload?: unknown) =>
    t.app.inject({
      method,
      url,
      headers: { authorization: `Bearer ${await t.tokenFor(email)}` },
      ...(payload === undefined ? {} : { payload: payload as object }),
    });

  it.each([
    ['regulator@example.gov.uk', 'REGULATOR', 'ENABLED'],
    ['operator@example.com', 'OPERATOR', 'ENABLED'],
    ['verifier@example.com', 'VERIFIER', 'ENABLED'],
    ['new.operator@example.com', 'OPERATOR', 'NO_AUTHORITY'],
    ['disabled.operator@example.com', 'OPERATOR', 'DISABLED'],
    ['awaiting.operator@example.com', 'OPERATOR', 'ACCEPTED'],
  ])('derives the state of %s from their authorities', async (email, roleType, status) => {
    const response = await call(email, 'GET', '/api/v1.0/authorities/current-user-state');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ userId: await t.userId(email), roleType, status, language: null });
  });

  it('returns the operator profile in the reference shape', async () => {
    const response = await call('operator@example.com', 'GET', '/api/v1.0/users');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      email: 'operator@example.com',
      firstName: 'Olivia',
      lastName: 'Operator',
      termsVersion: 1,
      status: 'REGISTERED',
      jobTitle: 'Energy manager',
      address: { line1: '1 Example Street', city: 'London', postcode: 'SW1A 1AA' },
      phoneNumber: { countryCode: 'GB44', number: '2079460000' },
    });
  });

  it('returns a regulator profile with plain phone numbers', async () => {
    const response = await call('regulator@example.gov.uk', 'GET', '/api/v1.0/users');
    expect(response.json()).toMatchObject({ firstName: 'Rita', phoneNumber: '2079460000' });
  });

  it('returns the latest terms', async () => {
    const response = await call('operator@example.com', 'GET', '/api/v1.0/terms');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ version: 1, url: '/terms/v1' });
  });

  it('records acceptance of the latest terms', async () => {
    const id = await t.userId('new.operator@example.com');
    await t.database.db.update(users).set({ termsVersion: null }).where(eq(users.id, id));
    const response = await call('new.operator@example.com', 'PATCH', '/api/v1.0/users/terms-and-conditions', {
      version: 1,
    });
    expect(response.statusCode).toBe(204);
    const [row] = await t.database.db.select().from(users).where(eq(users.id, id));
    expect(row?.termsVersion).toBe(1);
  });

  it('refuses a version that is not the latest and writes nothing', async () => {
    const id = await t.userId('colleague.operator@example.com');
    await t.database.db.update(users).set({ termsVersion: null }).where(eq(users.id, id));
    for (const payload of [{ version: 7 }, { version: 'one' }, {}, { version: 1, extra: true }]) {
      const response = await call(
        'colleague.operator@example.com',
        'PATCH',
        '/api/v1.0/users/terms-and-conditions',
        payload,
      );
      expect(response.statusCode).toBe(400);
      expect(response.json().code).toBe('FORM1001');
    }
    const [row] = await t.database.db.select().from(users).where(eq(users.id, id));
    expect(row?.termsVersion).toBeNull();
  });

  it('answers malformed JSON, oversized bodies and wrong media types in the error shape', async () => {
    const token = await t.tokenFor('operator@example.com');
    const send = (payload: string, contentType: string) =>
      t.app.inject({
        method: 'PATCH',
        url: '/api/v1.0/users/terms-and-conditions',
        headers: { authorization: `Bearer ${token}`, 'content-type': contentType },
        payload,
      });
    const malformed = await send('{"version": ', 'application/json');
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().code).toBe('INVALID_REQUEST_FORMAT');

    const oversized = await send(
      JSON.stringify({ version: 1, padding: 'x'.repeat(2_000_000) }),
      'application/json',
    );
    expect(oversized.statusCode).toBe(413);
    expect(oversized.json().code).toBe('PAYLOAD_TOO_LARGE');

    const wrongType = await send('version=1', 'application/x-www-form-urlencoded');
    expect(wrongType.statusCode).toBe(415);
    expect(wrongType.json().code).toBe('UNSUPPORTED_MEDIA_TYPE');
  });
});
