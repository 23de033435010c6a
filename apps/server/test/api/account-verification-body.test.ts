import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accounts } from '../../src/platform/db/schema';
import { createTestApp, type TestApp } from '../support/test-app';

const OPERATOR = 'operator@example.com';
const RESTRICTED = 'restricted.operator@example.com';
const OTHER_OPERATOR = 'other.operator@example.com';
const REGULATOR = 'regulator@example.gov.uk';
const VERIFIER = 'verifier@example.com';

// The inherited METS verification body calls. ESOS has no verification bodies, so nothing is ever appointed.
describe('account verification body', () => {
  let t: TestApp;
  let accountId: number;
  const tokens = new Map<string, string>();

  const call = async (email: string, method: 'GET' | 'POST' | 'PATCH', url: string, payload?: object) =>
    t.app.inject({
      method,
      url: `/api/v1.0/accounts/${accountId}${url}`,
      headers: { authorization: `Bearer ${tokens.get(email) ?? ''}` },
      ...(payload ? { payload } : {}),
    });

  beforeAll(async () => {
    t = await createTestApp();
    for (const email of [OPERATOR, RESTRICTED, OTHER_OPERATOR, REGULATOR, VERIFIER]) {
      tokens.set(email, await t.tokenFor(email));
    }
    const [row] = await t.database.db
      .select({ id: accounts.id })
      .from(accounts)
      .where(eq(accounts.name, 'Demo Organisation Ltd'));
    if (!row) throw new Error('no demo account');
    accountId = row.id;
  });
  afterAll(async () => t.close());

  it('answers 204 with no body for the current body, to operators and regulators of the account', async () => {
    for (const email of [OPERATOR, RESTRICTED, REGULATOR]) {
      const response = await call(email, 'GET', '/verification-body');
      expect(response.statusCode).toBe(204);
      expect(response.body).toBe('');
    }
    for (const email of [OTHER_OPERATOR, VERIFIER]) {
      expect((await call(email, 'GET', '/verification-body')).statusCode).toBe(403);
    }
  });

  it('lists no active bodies, and only to operators who may edit the account users', async () => {
    const response = await call(OPERATOR, 'GET', '/active-verification-bodies');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual([]);
    for (const email of [RESTRICTED, OTHER_OPERATOR, REGULATOR, VERIFIER]) {
      expect((await call(email, 'GET', '/active-verification-bodies')).statusCode).toBe(403);
    }
  });

  it('refuses to appoint a body that does not exist (ACCOUNT1008)', async () => {
    const response = await call(OPERATOR, 'POST', '/appoint-verification-body', { verificationBodyId: 42 });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'ACCOUNT1008' });
    expect((await call(OPERATOR, 'GET', '/verification-body')).statusCode).toBe(204);
  });

  it('refuses to replace the body of an account that has none (ACCOUNT1007)', async () => {
    const response = await call(OPERATOR, 'PATCH', '/appoint-verification-body', { verificationBodyId: 42 });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'ACCOUNT1007' });
  });

  it('validates the body before anything else (FORM1001)', async () => {
    for (const method of ['POST', 'PATCH'] as const) {
      const response = await call(OPERATOR, method, '/appoint-verification-body', {
        verificationBodyId: 'x',
      });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ code: 'FORM1001' });
    }
  });

  it('forbids appointing to regulators, restricted operators and operators of other accounts', async () => {
    for (const email of [RESTRICTED, OTHER_OPERATOR, REGULATOR, VERIFIER]) {
      for (const method of ['POST', 'PATCH'] as const) {
        const response = await call(email, method, '/appoint-verification-body', { verificationBodyId: 42 });
        expect(response.statusCode).toBe(403);
      }
    }
  });

  it('forbids an account that does not exist like one the caller is not a member of', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/v1.0/accounts/999999999/verification-body',
      headers: { authorization: `Bearer ${tokens.get(REGULATOR) ?? ''}` },
    });
    expect(response.statusCode).toBe(403);
  });
});
