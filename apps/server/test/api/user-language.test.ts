import { and, asc, eq, gt, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditEvents, users } from '../../src/platform/db/schema';
import { createTestApp, type TestApp } from '../support/test-app';

/** The language a person chooses, kept in their profile (ADR 55). */
describe('the language in the user profile', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => t.close());

  const call = async (email: string, method: 'GET' | 'PUT', url: string, payload?: unknown) =>
    t.app.inject({
      method,
      url,
      headers: { authorization: `Bearer ${await t.tokenFor(email)}` },
      ...(payload === undefined ? {} : { payload: payload as object }),
    });
  const choose = (email: string, payload: unknown) => call(email, 'PUT', '/api/v1.0/users/language', payload);
  const stateOf = async (email: string) =>
    (await call(email, 'GET', '/api/v1.0/authorities/current-user-state')).json<{ language: unknown }>();
  const storedLanguage = async (email: string) => {
    const [row] = await t.database.db
      .select({ language: users.language })
      .from(users)
      .where(eq(users.id, await t.userId(email)));
    return row?.language;
  };

  it.each([
    'operator@example.com',
    'regulator@example.gov.uk',
    'verifier@example.com',
    // Signed in without an authority: the choice is theirs all the same.
    'new.operator@example.com',
  ])('lets %s choose Welsh, then English, and answers it with their state', async (email) => {
    expect((await stateOf(email)).language).toBeNull();
    const welsh = await choose(email, { language: 'cy' });
    expect(welsh.statusCode, welsh.body).toBe(204);
    expect(welsh.body).toBe('');
    expect((await stateOf(email)).language).toBe('cy');
    expect(await storedLanguage(email)).toBe('cy');
    expect((await choose(email, { language: 'en' })).statusCode).toBe(204);
    expect((await stateOf(email)).language).toBe('en');
  });

  it('refuses anything but en or cy with 400 naming the field, and keeps the stored choice', async () => {
    const email = 'colleague.operator@example.com';
    await choose(email, { language: 'cy' });
    for (const payload of [
      { language: 'fr' },
      { language: 'CY' },
      { language: 'cy-GB' },
      { language: null },
      { language: 7 },
      {},
    ]) {
      const response = await choose(email, payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.json()).toMatchObject({
        code: 'FORM1001',
        data: [expect.objectContaining({ fieldName: 'language' })],
      });
    }
    const extra = await choose(email, { language: 'en', theme: 'dark' });
    expect(extra.statusCode).toBe(400);
    expect(await storedLanguage(email)).toBe('cy');
  });

  it('refuses a caller who is not signed in', async () => {
    const response = await t.app.inject({
      method: 'PUT',
      url: '/api/v1.0/users/language',
      payload: { language: 'cy' },
    });
    expect(response.statusCode).toBe(401);
  });

  it('records the change on the audit trail, who made it and what it was', async () => {
    const email = 'awaiting.operator@example.com';
    const userId = await t.userId(email);
    const [last] = await t.database.db
      .select({ id: sql<number>`coalesce(max(${auditEvents.id}), 0)` })
      .from(auditEvents);
    const response = await choose(email, { language: 'cy' });
    expect(response.statusCode).toBe(204);
    const events = await t.database.db
      .select()
      .from(auditEvents)
      .where(and(gt(auditEvents.id, Number(last?.id ?? 0)), eq(auditEvents.entityType, 'app_user')))
      .orderBy(asc(auditEvents.id));
    expect(events).toEqual([
      expect.objectContaining({
        action: 'UPDATE',
        entityId: userId,
        actorUserId: userId,
        operation: 'PUT /api/v1.0/users/language',
        changes: { language: { old: null, new: 'cy' } },
      }),
    ]);
  });
});
