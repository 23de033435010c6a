import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountOnboardingRegistry } from '../../src/platform/db/schema';
import { createTestApp, type TestApp } from '../support/test-app';

const APPLICANT = 'new.operator@example.com';
const OPERATOR = 'operator@example.com';

describe('company information and registration-number checks', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => t.close());

  const get = async (url: string, email?: string) =>
    t.app.inject({
      method: 'GET',
      url,
      ...(email ? { headers: { authorization: `Bearer ${await t.tokenFor(email)}` } } : {}),
    });

  describe('GET /company-information/{registrationNumber}', () => {
    it('returns a fixture company to a user with no authority', async () => {
      const response = await get('/api/v1.0/company-information/12345678', APPLICANT);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({
        name: 'Acme Energy Efficiency Ltd',
        registrationNumber: '12345678',
        address: { line1: '1 Fixture Street', city: 'Leeds', county: 'West Yorkshire', postcode: 'LS1 1AA' },
        sicCodes: ['28110', '35110'],
      });
    });

    it('finds Scottish, LLP and Northern Irish CRNs', async () => {
      for (const [crn, name] of [
        ['SC765432', 'Highland Heat Ltd'],
        ['OC301234', 'Valley Partners LLP'],
        ['NI012345', 'Lough Foods Ltd'],
      ] as const) {
        const response = await get(`/api/v1.0/company-information/${crn}`, OPERATOR);
        expect(response.statusCode).toBe(200);
        expect(response.json()).toMatchObject({ name, registrationNumber: crn });
      }
    });

    it('answers 404 NOTFOUND1001 for an unknown company', async () => {
      const response = await get('/api/v1.0/company-information/00000001', APPLICANT);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({ code: 'NOTFOUND1001' });
    });

    it('answers 503 COMPANYINFO1001 when the register is unavailable (fixture 99999999)', async () => {
      const response = await get('/api/v1.0/company-information/99999999', APPLICANT);
      expect(response.statusCode).toBe(503);
      expect(response.json()).toMatchObject({ code: 'COMPANYINFO1001' });
    });

    it('refuses a registration number that is not 8 characters', async () => {
      const response = await get('/api/v1.0/company-information/1234567', APPLICANT);
      expect(response.statusCode).toBe(400);
    });

    it('needs a signed-in caller', async () => {
      const response = await get('/api/v1.0/company-information/12345678');
      expect(response.statusCode).toBe(401);
    });
  });

  describe('GET /organisation/accounts/registration-number', () => {
    it('is true only for a CRN held by a LIVE account', async () => {
      // 10000000 is Demo Organisation Ltd (LIVE); 20000000 an application awaiting approval.
      const live = await get(
        '/api/v1.0/organisation/accounts/registration-number?reg_nbr=10000000',
        APPLICANT,
      );
      expect(live.statusCode).toBe(200);
      expect(live.json()).toBe(true);
      const awaiting = await get(
        '/api/v1.0/organisation/accounts/registration-number?reg_nbr=20000000',
        APPLICANT,
      );
      expect(awaiting.json()).toBe(false);
      const unknown = await get(
        '/api/v1.0/organisation/accounts/registration-number?reg_nbr=12345678',
        OPERATOR,
      );
      expect(unknown.json()).toBe(false);
    });

    it('needs the reg_nbr query', async () => {
      const response = await get('/api/v1.0/organisation/accounts/registration-number', APPLICANT);
      expect(response.statusCode).toBe(400);
    });
  });

  describe('GET /organisation/account-onboarding/registration-number', () => {
    it('is empty when no CRN is registered for the caller', async () => {
      const response = await get('/api/v1.0/organisation/account-onboarding/registration-number', APPLICANT);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({});
    });

    it("returns the pending CRN registered for the caller's email, and nothing once onboarded", async () => {
      await t.database.db
        .insert(accountOnboardingRegistry)
        .values({ email: APPLICANT, registrationNumber: 'SC765432', competentAuthority: 'SCOTLAND' });
      try {
        const pending = await get('/api/v1.0/organisation/account-onboarding/registration-number', APPLICANT);
        expect(pending.json()).toEqual({ registrationNumber: 'SC765432' });
        const someoneElse = await get(
          '/api/v1.0/organisation/account-onboarding/registration-number',
          OPERATOR,
        );
        expect(someoneElse.json()).toEqual({});

        await t.database.db
          .update(accountOnboardingRegistry)
          .set({ status: 'ONBOARDED' })
          .where(eq(accountOnboardingRegistry.email, APPLICANT));
        const onboarded = await get(
          '/api/v1.0/organisation/account-onboarding/registration-number',
          APPLICANT,
        );
        expect(onboarded.json()).toEqual({});
      } finally {
        await t.database.db
          .delete(accountOnboardingRegistry)
          .where(eq(accountOnboardingRegistry.email, APPLICANT));
      }
    });
  });
});
