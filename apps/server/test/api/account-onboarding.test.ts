import { desc, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountOnboardingRegistry, mailOutbox } from '../../src/platform/db/schema';
import { createTestApp, type TestApp } from '../support/test-app';

const REGULATOR = 'regulator@example.gov.uk';
const READONLY_REGULATOR = 'regulator.readonly@example.gov.uk';
const OPERATOR = 'operator@example.com';
const UPLOAD = '/api/v1.0/organisation/account-onboarding';

describe('upload of verified organisation accounts', () => {
  let t: TestApp;
  let regulatorToken: string;

  beforeAll(async () => {
    t = await createTestApp();
    regulatorToken = await t.tokenFor(REGULATOR);
  });
  afterAll(async () => t.close());

  const post = (url: string, payload: unknown, token = regulatorToken) =>
    t.app.inject({
      method: 'POST',
      url,
      payload: payload as object,
      headers: { authorization: `Bearer ${token}` },
    });

  const registryRows = (emails: string[]) =>
    t.database.db
      .select()
      .from(accountOnboardingRegistry)
      .where(inArray(accountOnboardingRegistry.email, emails));

  it('stores the rows PENDING with submitter, date and CA, lower-cases emails, and invites each person', async () => {
    const before = Date.now();
    const response = await post(UPLOAD, [
      { email: ' First.Verified@Example.com ', registrationNumber: ' 11000001 ' },
      { email: 'second.verified@example.com', registrationNumber: 'SC123456' },
    ]);
    expect(response.statusCode).toBe(204);

    const rows = await registryRows(['first.verified@example.com', 'second.verified@example.com']);
    expect(rows).toHaveLength(2);
    const first = rows.find((row) => row.email === 'first.verified@example.com');
    expect(first).toMatchObject({
      registrationNumber: '11000001',
      status: 'PENDING',
      submitterId: await t.userId(REGULATOR),
      competentAuthority: 'ENGLAND',
    });
    expect(first?.submissionDate.getTime()).toBeGreaterThanOrEqual(before - 1000);

    const [mail] = await t.database.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.recipient, 'first.verified@example.com'))
      .orderBy(desc(mailOutbox.id))
      .limit(1);
    expect(mail?.template).toBe('VerifiedAccountInvitation');
    expect(mail?.body).toContain('11000001');
    expect(mail?.body).toContain(t.config.publicUrl);
    expect(mail?.body).toContain('Apply for a new organisation account');
  });

  it('refuses duplicates within the list (ONBOARDING1001), listing them, and stores nothing', async () => {
    const response = await post(UPLOAD, [
      { email: 'dup.one@example.com', registrationNumber: '11000010' },
      { email: 'DUP.ONE@example.com', registrationNumber: '11000011' },
      { email: 'dup.two@example.com', registrationNumber: '11000010' },
    ]);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'ONBOARDING1001' });
    expect(response.json().data).toEqual(expect.arrayContaining(['11000010', 'dup.one@example.com']));
    expect(await registryRows(['dup.one@example.com', 'dup.two@example.com'])).toHaveLength(0);
  });

  it('refuses values already stored (ONBOARDING1002) and stores none of the list', async () => {
    const response = await post(UPLOAD, [
      { email: 'fresh.one@example.com', registrationNumber: '11000020' },
      { email: 'FIRST.verified@example.com', registrationNumber: '11000021' },
      { email: 'fresh.two@example.com', registrationNumber: 'SC123456' },
    ]);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'ONBOARDING1002' });
    expect(response.json().data).toEqual(expect.arrayContaining(['first.verified@example.com', 'SC123456']));
    expect(await registryRows(['fresh.one@example.com', 'fresh.two@example.com'])).toHaveLength(0);
    const mails = await t.database.db
      .select()
      .from(mailOutbox)
      .where(inArray(mailOutbox.recipient, ['fresh.one@example.com', 'fresh.two@example.com']));
    expect(mails).toHaveLength(0);
  });

  it('validates the list: not empty, valid emails, registration numbers not blank', async () => {
    expect((await post(UPLOAD, [])).statusCode).toBe(400);
    const invalidEmail = await post(UPLOAD, [
      { email: 'good.row@example.com', registrationNumber: '11000030' },
      { email: 'not-an-email', registrationNumber: '11000031' },
    ]);
    expect(invalidEmail.statusCode).toBe(400);
    const blankNumber = await post(UPLOAD, [
      { email: 'good.row@example.com', registrationNumber: '11000030' },
      { email: 'other.row@example.com', registrationNumber: '   ' },
    ]);
    expect(blankNumber.statusCode).toBe(400);
    expect((await post(UPLOAD, [{ email: 'no.number@example.com' }])).statusCode).toBe(400);
    expect(await registryRows(['good.row@example.com', 'other.row@example.com'])).toHaveLength(0);
  });

  it('does not check the registration number pattern (as the reference)', async () => {
    const response = await post(UPLOAD, [{ email: 'any.format@example.com', registrationNumber: 'abc-1' }]);
    expect(response.statusCode).toBe(204);
  });

  it('stores a long list (more rows than one statement slice) in one go', async () => {
    const rows = Array.from({ length: 2_100 }, (_, index) => ({
      email: `bulk.${index}@example.com`,
      registrationNumber: `BU${String(index).padStart(6, '0')}`,
    }));
    expect((await post(UPLOAD, rows)).statusCode).toBe(204);
    const emails = rows.map((row) => row.email);
    const stored = await post(`${UPLOAD}/emails`, { emails });
    expect(stored.json().emails).toHaveLength(2_100);
  });

  it('tells which emails (compared lower-cased) and registration numbers are already stored', async () => {
    const emails = await post(`${UPLOAD}/emails`, {
      emails: ['SECOND.verified@example.com', 'unknown@example.com'],
    });
    expect(emails.statusCode).toBe(200);
    expect(emails.json()).toEqual({ emails: ['second.verified@example.com'] });

    const numbers = await post(`${UPLOAD}/registration-numbers`, {
      registrationNumbers: ['SC123456', '99999999'],
    });
    expect(numbers.statusCode).toBe(200);
    expect(numbers.json()).toEqual({ registrationNumbers: ['SC123456'] });
  });

  it('lets only regulators with the upload permission in', async () => {
    const readonly = await t.tokenFor(READONLY_REGULATOR);
    const operator = await t.tokenFor(OPERATOR);
    const row = [{ email: 'refused.caller@example.com', registrationNumber: '11000040' }];
    for (const token of [readonly, operator]) {
      expect((await post(UPLOAD, row, token)).statusCode).toBe(403);
      expect((await post(`${UPLOAD}/emails`, { emails: [] }, token)).statusCode).toBe(403);
      expect(
        (await post(`${UPLOAD}/registration-numbers`, { registrationNumbers: [] }, token)).statusCode,
      ).toBe(403);
    }
    const anonymous = await t.app.inject({ method: 'POST', url: UPLOAD, payload: row });
    expect(anonymous.statusCode).toBe(401);
    expect(await registryRows(['refused.caller@example.com'])).toHaveLength(0);
  });

  it('makes the listed person see their registration number when they apply', async () => {
    // The effect on the application wizard: GET …/registration-number pre-fills the CRN.
    const response = await t.app.inject({
      method: 'GET',
      url: `${UPLOAD}/registration-number`,
      headers: { authorization: `Bearer ${await t.tokenFor(OPERATOR)}` },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({});
    await post(UPLOAD, [{ email: OPERATOR.toUpperCase(), registrationNumber: '11000050' }]);
    const after = await t.app.inject({
      method: 'GET',
      url: `${UPLOAD}/registration-number`,
      headers: { authorization: `Bearer ${await t.tokenFor(OPERATOR)}` },
    });
    expect(after.json()).toEqual({ registrationNumber: '11000050' });
  });
});
