import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { rateLimitBuckets, userFeedback } from '../../src/platform/db/schema';
import { createTestApp, type TestApp } from '../support/test-app';

const valid = {
  userRegistrationRate: 'VERY_SATISFIED',
  userRegistrationRateReason: 'Quick to register',
  onlineGuidanceRate: 'SATISFIED',
  creatingAccountRate: 'NEITHER_SATISFIED_NOR_DISSATISFIED',
  onBoardingRate: 'DISSATISFIED',
  tasksRate: 'NOT_APPLICABLE_NOT_USED_YET',
  satisfactionRate: 'VERY_DISSATISFIED',
  improvementSuggestion: 'More examples',
};

const ratings = [
  'userRegistrationRate',
  'onlineGuidanceRate',
  'creatingAccountRate',
  'onBoardingRate',
  'tasksRate',
  'satisfactionRate',
] as const;

describe('POST /api/v1.0/users/feedback', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => t.close());
  beforeEach(async () => {
    await t.database.db.delete(userFeedback);
    await t.database.db.delete(rateLimitBuckets);
  });

  it('limits how often one address may send feedback (a public write)', async () => {
    const statuses: number[] = [];
    for (let call = 0; call < 21; call += 1) statuses.push((await send(valid)).statusCode);
    expect(statuses.slice(0, 20).every((status) => status === 204)).toBe(true);
    expect(statuses[20]).toBe(429);
    expect(await rows()).toHaveLength(20);
  });

  const send = (payload: unknown, authorization?: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/v1.0/users/feedback',
      payload: payload as object,
      ...(authorization ? { headers: { authorization } } : {}),
    });
  const rows = () => t.database.db.select().from(userFeedback);

  it('stores feedback from a signed-out visitor without a user', async () => {
    const response = await send(valid);
    expect(response.statusCode).toBe(204);
    expect(response.body).toBe('');
    const [row, ...rest] = await rows();
    expect(rest).toEqual([]);
    expect(row?.userId).toBeNull();
    expect(row?.payload).toEqual(valid);
  });

  it('stores the sender when a valid token comes with it', async () => {
    const token = await t.tokenFor('operator@example.com');
    expect((await send(valid, `Bearer ${token}`)).statusCode).toBe(204);
    const stored = await t.database.db
      .select()
      .from(userFeedback)
      .where(eq(userFeedback.userId, await t.userId('operator@example.com')));
    expect(stored).toHaveLength(1);
  });

  it('keeps feedback without a user when the token is not valid', async () => {
    const token = await t.tokenFor('operator@example.com', { expiresIn: -10 });
    expect((await send(valid, `Bearer ${token}`)).statusCode).toBe(204);
    expect((await rows())[0]?.userId).toBeNull();
  });

  it.each(ratings)('rejects a missing %s with FORM1001 and stores nothing', async (field) => {
    const { [field]: _omitted, ...payload } = valid;
    const response = await send(payload);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'FORM1001' });
    expect(response.json().data).toEqual(
      expect.arrayContaining([expect.objectContaining({ fieldName: field })]),
    );
    expect(await rows()).toEqual([]);
  });

  it('does not accept "not applicable" for the overall rating', async () => {
    const response = await send({ ...valid, satisfactionRate: 'NOT_APPLICABLE_NOT_USED_YET' });
    expect(response.statusCode).toBe(400);
    expect(await rows()).toEqual([]);
  });

  it.each(['userRegistrationRateReason', 'satisfactionRateReason', 'improvementSuggestion'])(
    'rejects %s longer than 1200 characters',
    async (field) => {
      expect((await send({ ...valid, [field]: 'a'.repeat(1200) })).statusCode).toBe(204);
      await t.database.db.delete(userFeedback);
      const response = await send({ ...valid, [field]: 'a'.repeat(1201) });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ code: 'FORM1001' });
      expect(await rows()).toEqual([]);
    },
  );

  it('rejects unknown fields', async () => {
    const response = await send({ ...valid, rating: 'SATISFIED' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'FORM1001' });
    expect(await rows()).toEqual([]);
  });

  it('rejects unknown rating values', async () => {
    expect((await send({ ...valid, tasksRate: 'GREAT' })).statusCode).toBe(400);
    expect(await rows()).toEqual([]);
  });
});
