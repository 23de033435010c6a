import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountContacts, users } from '../../src/platform/db/schema';
import { createTestApp, type TestApp } from '../support/test-app';
import { callerEmails, everyone, type Caller } from './authorization-matrix/callers';
import { matrixCases, type Fixtures } from './authorization-matrix/cases';

// Calls every operation as every kind of caller and checks who gets through. "Through" means anything but
// 401/403: an allowed call may still be refused by a business rule or find nothing.
describe('authorization matrix', () => {
  let t: TestApp;
  let fixtures: Fixtures;
  const tokens = new Map<Caller, string>();

  beforeAll(async () => {
    t = await createTestApp();
    const people = await t.database.db.select({ id: users.id, email: users.email }).from(users);
    const ids = new Map(people.map((person) => [person.email, person.id]));
    const operatorId = ids.get(callerEmails.operatorAdmin) ?? '';
    const [primary] = await t.database.db
      .select({ accountId: accountContacts.accountId })
      .from(accountContacts)
      .where(eq(accountContacts.userId, operatorId))
      .limit(1);
    fixtures = {
      accountId: primary?.accountId ?? 0,
      userId: (email) => {
        const id = ids.get(email);
        if (!id) throw new Error(`no demo user ${email}`);
        return id;
      },
    };
    for (const [caller, email] of Object.entries(callerEmails)) {
      tokens.set(caller as Caller, await t.tokenFor(email));
    }
  });
  afterAll(async () => t.close());

  it('has a case for every operation of the API', async () => {
    const document = t.app.swagger() as { paths: Record<string, Record<string, { operationId?: string }>> };
    const operations = Object.values(document.paths).flatMap((methods) =>
      Object.values(methods).flatMap((operation) => (operation.operationId ? [operation.operationId] : [])),
    );
    const covered = new Set(matrixCases.map((matrixCase) => matrixCase.operationId));
    expect(operations.filter((operationId) => !covered.has(operationId))).toEqual([]);
  });

  for (const matrixCase of matrixCases) {
    it(`${matrixCase.operationId}: lets through only ${matrixCase.allowed.join(', ')}`, async () => {
      await matrixCase.setup?.(t, fixtures);
      const outcomes: Record<string, number> = {};
      for (const caller of everyone) {
        const token = tokens.get(caller);
        const response = await t.app.inject({
          method: matrixCase.method,
          url: matrixCase.url(fixtures),
          ...(matrixCase.payload ? { payload: matrixCase.payload(fixtures) as object } : {}),
          headers: {
            ...matrixCase.headers?.(fixtures),
            ...(token ? { authorization: `Bearer ${token}` } : {}),
          },
        });
        outcomes[caller] = response.statusCode;
      }
      const expected = Object.fromEntries(
        everyone.map((caller) => [
          caller,
          matrixCase.allowed.includes(caller) ? 'through' : caller === 'anonymous' ? 401 : 403,
        ]),
      );
      const actual = Object.fromEntries(
        Object.entries(outcomes).map(([caller, status]) => [
          caller,
          status === 401 || status === 403 ? status : 'through',
        ]),
      );
      expect(actual).toEqual(expected);
    });
  }
});
