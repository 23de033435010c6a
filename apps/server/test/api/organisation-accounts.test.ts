import { count, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNT_SEARCH_COUNT_CAP } from '../../src/api/organisation-accounts/repository';
import { accounts } from '../../src/platform/db/schema';
import { createTestApp, type TestApp } from '../support/test-app';

interface SearchResults {
  accounts: { id: number; name: string; organisationId: string; status: string }[];
  total: number;
  totalCapped: boolean;
}

const OPERATOR = 'operator@example.com';
const RESTRICTED = 'restricted.operator@example.com';
const OTHER_OPERATOR = 'other.operator@example.com';
const REGULATOR = 'regulator@example.gov.uk';
const VERIFIER = 'verifier@example.com';

const details = {
  name: 'Renamed Organisation Ltd',
  type: 'OTHER',
  otherTypeName: 'NACE',
  codes: ['01.11', '02.20'],
  line1: '1 New Street',
  line2: 'Floor 2',
  city: 'Leeds',
  county: 'West Yorkshire',
  postcode: 'LS1 1AA',
};

describe('organisation accounts', () => {
  let t: TestApp;
  const tokens = new Map<string, string>();
  let firstAccount: typeof accounts.$inferSelect;

  const call = async (email: string, method: 'GET' | 'POST', url: string, payload?: object) =>
    t.app.inject({
      method,
      url: `/api/v1.0${url}`,
      headers: { authorization: `Bearer ${tokens.get(email) ?? ''}` },
      ...(payload ? { payload } : {}),
    });
  const search = async (email: string, query: string) => {
    const response = await call(email, 'GET', `/organisation/accounts?${query}`);
    expect(response.statusCode).toBe(200);
    return response.json<SearchResults>();
  };

  beforeAll(async () => {
    t = await createTestApp();
    for (const email of [OPERATOR, RESTRICTED, OTHER_OPERATOR, REGULATOR, VERIFIER]) {
      tokens.set(email, await t.tokenFor(email));
    }
    const [row] = await t.database.db
      .select()
      .from(accounts)
      .where(eq(accounts.name, 'Demo Organisation Ltd'));
    if (!row) throw new Error('no demo account');
    firstAccount = row;
  });
  afterAll(async () => t.close());

  describe('search', () => {
    it('lists only the accounts an operator holds an authority on, by name, a page at a time', async () => {
      const all = await search(OPERATOR, 'page=0&size=30');
      expect(all.total).toBe(14);
      expect(all.accounts.map((account) => account.name)).toEqual(
        [...all.accounts.map((account) => account.name)].sort(),
      );
      expect(all.accounts.some((account) => account.name === 'Other Company Ltd')).toBe(false);
      const second = await search(OPERATOR, 'page=1&size=10');
      expect(second.total).toBe(14);
      expect(second.accounts).toHaveLength(4);
      const other = await search(OTHER_OPERATOR, 'page=0&size=30');
      expect(other.accounts.map((account) => account.name)).toEqual(['Other Company Ltd']);
    });

    it('matches part of the name, case-insensitively, and treats % and _ literally', async () => {
      const found = await search(OPERATOR, 'term=demo%20subsidiary%200&page=0&size=30');
      expect(found.total).toBe(9);
      expect(found.accounts.every((account) => account.name.startsWith('Demo Subsidiary 0'))).toBe(true);
      expect((await search(OPERATOR, `term=${encodeURIComponent('%%%')}&page=0&size=30`)).total).toBe(0);
      expect((await search(OPERATOR, `term=${encodeURIComponent('Demo_Sub')}&page=0&size=30`)).total).toBe(0);
    });

    it('matches the organisation id and the registration number exactly', async () => {
      const byId = await search(
        REGULATOR,
        `term=${firstAccount.organisationId.toLowerCase()}&page=0&size=30`,
      );
      expect(byId.accounts).toEqual([
        {
          id: firstAccount.id,
          name: 'Demo Organisation Ltd',
          organisationId: firstAccount.organisationId,
          status: 'LIVE',
        },
      ]);
      const byCrn = await search(REGULATOR, `term=${firstAccount.registrationNumber ?? ''}&page=0&size=30`);
      expect(byCrn.accounts.map((account) => account.id)).toEqual([firstAccount.id]);
      // A fragment of an id is not a match: the id is matched whole.
      expect((await search(REGULATOR, 'term=ORG00&page=0&size=30')).total).toBe(0);
    });

    it('shows a regulator every account of their competent authority and a verifier none', async () => {
      const regulator = await search(REGULATOR, 'page=0&size=100');
      expect(regulator.total).toBeGreaterThanOrEqual(16);
      expect(regulator.accounts.some((account) => account.name === 'Other Company Ltd')).toBe(true);
      expect(await search(VERIFIER, 'page=0&size=30')).toEqual({
        accounts: [],
        total: 0,
        totalCapped: false,
      });
    });

    it("keeps a regulator's unfiltered total exact as accounts are added, moved and removed", async () => {
      // That total is read from account_count, kept by triggers on account (migration 0008).
      const englandAccounts = async () =>
        (
          await t.database.db
            .select({ n: count() })
            .from(accounts)
            .where(eq(accounts.competentAuthority, 'ENGLAND'))
        )[0]?.n;
      const total = async () => (await search(REGULATOR, 'page=0&size=1')).total;
      const before = await total();
      expect(before).toBe(await englandAccounts());
      const address = { addressLine1: '1 Count Street', city: 'Leeds', postcode: 'LS1 1AA' };
      const added = await t.database.db
        .insert(accounts)
        .values(
          ['Counted One Ltd', 'Counted Two Ltd'].map((name) => ({
            name,
            status: 'LIVE' as const,
            competentAuthority: 'ENGLAND' as const,
            location: 'ENGLAND' as const,
            ...address,
          })),
        )
        .returning({ id: accounts.id });
      expect(await total()).toBe(before + 2);
      await t.database.db
        .update(accounts)
        .set({ competentAuthority: 'SCOTLAND' })
        .where(eq(accounts.id, added[0]!.id));
      await t.database.db.update(accounts).set({ city: 'York' }).where(eq(accounts.id, added[1]!.id));
      expect(await total()).toBe(before + 1);
      await t.database.db.delete(accounts).where(
        inArray(
          accounts.id,
          added.map((row) => row.id),
        ),
      );
      expect(await total()).toBe(before);
      expect(before).toBe(await englandAccounts());
    });

    it("counts a term's matches up to the cap and then says there are more", async () => {
      const address = { addressLine1: '1 Count Street', city: 'Leeds', postcode: 'LS1 1AA' };
      const names = Array.from(
        { length: ACCOUNT_SEARCH_COUNT_CAP + 1 },
        (_, index) => `Capworth ${index} Ltd`,
      );
      const added = await t.database.db
        .insert(accounts)
        .values(
          names.map((name) => ({
            name,
            status: 'LIVE' as const,
            competentAuthority: 'ENGLAND' as const,
            location: 'ENGLAND' as const,
            ...address,
          })),
        )
        .returning({ id: accounts.id });
      try {
        const over = await search(REGULATOR, 'term=capworth&page=1&size=30');
        expect(over).toMatchObject({ total: ACCOUNT_SEARCH_COUNT_CAP, totalCapped: true });
        expect(over.accounts).toHaveLength(30);
        await t.database.db.delete(accounts).where(eq(accounts.id, added[0]!.id));
        const exact = await search(REGULATOR, 'term=capworth&page=0&size=30');
        expect(exact).toMatchObject({ total: ACCOUNT_SEARCH_COUNT_CAP, totalCapped: false });
        // Without a term the total is never capped.
        const all = await search(REGULATOR, 'page=0&size=1');
        expect(all.total).toBeGreaterThan(ACCOUNT_SEARCH_COUNT_CAP);
        expect(all.totalCapped).toBe(false);
      } finally {
        await t.database.db.delete(accounts).where(
          inArray(
            accounts.id,
            added.map((row) => row.id),
          ),
        );
      }
    });

    it('refuses terms shorter than 3 or longer than 256 characters and missing paging', async () => {
      for (const query of ['term=ab&page=0&size=30', `term=${'a'.repeat(257)}&page=0&size=30`, 'term=abc']) {
        const response = await call(OPERATOR, 'GET', `/organisation/accounts?${query}`);
        expect(response.statusCode).toBe(400);
        expect(response.json<{ code: string }>().code).toBe('FORM1002');
      }
    });
  });

  describe('view', () => {
    it('gives members the account, editable only for operators with the details permission', async () => {
      const operator = await call(OPERATOR, 'GET', `/organisation/account/${firstAccount.id}`);
      expect(operator.statusCode).toBe(200);
      expect(operator.json()).toMatchObject({
        id: firstAccount.id,
        name: 'Demo Organisation Ltd',
        organisationId: firstAccount.organisationId,
        registrationNumber: firstAccount.registrationNumber,
        status: 'LIVE',
        competentAuthority: 'ENGLAND',
        type: 'SIC',
        codes: ['70100'],
        editable: true,
      });
      const restricted = await call(RESTRICTED, 'GET', `/organisation/account/${firstAccount.id}`);
      expect(restricted.json<{ editable: boolean }>().editable).toBe(false);
      const regulator = await call(REGULATOR, 'GET', `/organisation/account/${firstAccount.id}`);
      expect(regulator.json<{ editable: boolean }>().editable).toBe(false);
    });

    it('refuses non-members and unknown ids alike', async () => {
      expect((await call(OTHER_OPERATOR, 'GET', `/organisation/account/${firstAccount.id}`)).statusCode).toBe(
        403,
      );
      expect((await call(VERIFIER, 'GET', `/organisation/account/${firstAccount.id}`)).statusCode).toBe(403);
      expect((await call(OPERATOR, 'GET', '/organisation/account/999999')).statusCode).toBe(403);
    });
  });

  describe('update', () => {
    it('lets an Advanced user change the name, codes and address', async () => {
      const [account] = await t.database.db
        .select()
        .from(accounts)
        .where(eq(accounts.name, 'Demo Subsidiary 13 Ltd'));
      if (!account) throw new Error('no demo account');
      const response = await call(OPERATOR, 'POST', `/organisation/accounts/${account.id}`, details);
      expect(response.statusCode).toBe(204);
      const viewed = await call(OPERATOR, 'GET', `/organisation/account/${account.id}`);
      expect(viewed.json()).toMatchObject({ ...details, registrationNumber: account.registrationNumber });
      // Back to SIC: the other type name goes with it.
      await call(OPERATOR, 'POST', `/organisation/accounts/${account.id}`, {
        ...details,
        type: 'SIC',
        otherTypeName: undefined,
        line2: undefined,
        county: undefined,
      });
      const [stored] = await t.database.db.select().from(accounts).where(eq(accounts.id, account.id));
      expect(stored).toMatchObject({
        classificationType: 'SIC',
        classificationOtherName: null,
        addressLine2: null,
      });
    });

    it('refuses Restricted users, other accounts and regulators', async () => {
      expect(
        (await call(RESTRICTED, 'POST', `/organisation/accounts/${firstAccount.id}`, details)).statusCode,
      ).toBe(403);
      expect(
        (await call(OTHER_OPERATOR, 'POST', `/organisation/accounts/${firstAccount.id}`, details)).statusCode,
      ).toBe(403);
      expect(
        (await call(REGULATOR, 'POST', `/organisation/accounts/${firstAccount.id}`, details)).statusCode,
      ).toBe(403);
      const [unchanged] = await t.database.db.select().from(accounts).where(eq(accounts.id, firstAccount.id));
      expect(unchanged?.name).toBe('Demo Organisation Ltd');
    });

    it('refuses bad input with FORM1001', async () => {
      const bad = [
        { ...details, name: '  ' },
        { ...details, codes: [] },
        { ...details, codes: ['1', '2', '3', '4', '5'] },
        { ...details, type: 'OTHER', otherTypeName: undefined },
        { ...details, postcode: 'x'.repeat(65) },
        { ...details, postcode: 'LS1' },
        { ...details, postcode: '90210' },
        { ...details, registrationNumber: '12345678' },
      ];
      for (const payload of bad) {
        const response = await call(OPERATOR, 'POST', `/organisation/accounts/${firstAccount.id}`, payload);
        expect(response.statusCode).toBe(400);
        expect(response.json<{ code: string }>().code).toBe('FORM1001');
      }
    });

    it('refuses accounts that are not LIVE with ACCOUNT1009, and a CLOSED account is not editable', async () => {
      const [account] = await t.database.db
        .select()
        .from(accounts)
        .where(eq(accounts.name, 'Demo Subsidiary 12 Ltd'));
      if (!account) throw new Error('no demo account');
      for (const status of ['CLOSED', 'DENIED', 'AWAITING_APPROVAL'] as const) {
        await t.database.db.update(accounts).set({ status }).where(eq(accounts.id, account.id));
        const response = await call(OPERATOR, 'POST', `/organisation/accounts/${account.id}`, details);
        expect(response.statusCode).toBe(400);
        expect(response.json<{ code: string }>().code).toBe('ACCOUNT1009');
        const viewed = await call(OPERATOR, 'GET', `/organisation/account/${account.id}`);
        expect(viewed.json<{ editable: boolean }>().editable).toBe(status !== 'CLOSED');
      }
      await t.database.db.update(accounts).set({ status: 'LIVE' }).where(eq(accounts.id, account.id));
      const [stored] = await t.database.db.select().from(accounts).where(eq(accounts.id, account.id));
      expect(stored?.name).toBe('Demo Subsidiary 12 Ltd');
    });
  });
});
