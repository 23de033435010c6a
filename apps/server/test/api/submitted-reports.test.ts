import { and, asc, desc, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  accounts,
  authorities,
  authorityPermissions,
  requestActions,
  requests,
  users,
} from '../../src/platform/db/schema';
import { submittedReports } from '../../src/workflow/reports/records';
import { requestTypeDefinitions } from '../../src/workflow/registry';
import { ukMidnight } from '../../src/api/submitted-reports/service';
import { SEARCH_COUNT_CAP } from '../../src/api/submitted-reports/schemas';
import { createTestApp, type TestApp } from '../support/test-app';

const url = '/api/v1.0/submitted-reports';
const scotlandRegulator = 'submitted.scotland.regulator@example.gov.uk';

interface Listed {
  id: string;
  requestType: string;
  accountId: number;
  accountName: string;
  registrationNumber?: string;
  submittedAt: string;
  category?: string;
  submittedActionId?: number;
}
interface Answer {
  reports: Listed[];
  total: number;
  totalCapped: boolean;
  reportTypes: string[];
}

describe('submitted reports (regulators)', () => {
  let t: TestApp;
  let token: string;
  let englandAccount: number;
  let scottishAccount: number;
  /** England's submitted reports as the table holds them, newest first. */
  let england: {
    id: string;
    accountId: number;
    submittedAt: Date;
    requestType: string;
    category: string | null;
  }[];

  /** A submitted report of its own phase on the account: request, SUBMITTED timeline entry, record. */
  const addReport = async (
    accountId: number,
    ca: 'ENGLAND' | 'SCOTLAND',
    id: string,
    submittedAt: Date,
    category: string | null = null,
  ) => {
    const db = t.database.db;
    await db.insert(requests).values({
      id,
      type: 'NOTIFICATION_OF_COMPLIANCE_P3',
      status: 'COMPLETED',
      accountId,
      competentAuthority: ca,
    });
    await db.insert(requestActions).values({
      requestId: id,
      type: 'NOTIFICATION_OF_COMPLIANCE_P3_APPLICATION_SUBMITTED',
      payload: {},
      creationDate: submittedAt,
    });
    await db.insert(submittedReports).values({
      id,
      requestType: 'NOTIFICATION_OF_COMPLIANCE_P3',
      accountId,
      competentAuthority: ca,
      phase: `TEST_${id}`,
      submittedAt,
      reportingObligationCategory: category,
      data: {},
    });
  };

  beforeAll(async () => {
    t = await createTestApp();
    token = await t.tokenFor('regulator@example.gov.uk');
    const db = t.database.db;
    const [first] = await db
      .select({ id: accounts.id })
      .from(accounts)
      .where(eq(accounts.competentAuthority, 'ENGLAND'))
      .orderBy(asc(accounts.id))
      .limit(1);
    englandAccount = first!.id;
    await db.update(accounts).set({ name: 'Percent 100% Ltd' }).where(eq(accounts.id, englandAccount));
    // 23:30 UTC on 30 June is 00:30 on 1 July in London (summer time); 00:30 UTC on 1 December is 1 December.
    await addReport(
      englandAccount,
      'ENGLAND',
      'TEST-SUMMER',
      new Date('2026-06-30T23:30:00Z'),
      'ZERO_ENERGY',
    );
    await addReport(englandAccount, 'ENGLAND', 'TEST-WINTER', new Date('2025-12-01T00:30:00Z'));

    const [person] = await db
      .insert(users)
      .values({ email: scotlandRegulator, firstName: 'Morag', lastName: 'Reid', status: 'REGISTERED' })
      .returning({ id: users.id });
    const [authority] = await db
      .insert(authorities)
      .values({ userId: person!.id, status: 'ACTIVE', competentAuthority: 'SCOTLAND' })
      .returning({ id: authorities.id });
    await db
      .insert(authorityPermissions)
      .values({ authorityId: authority!.id, permission: 'PERM_CA_USERS_EDIT' });
    const [account] = await db
      .insert(accounts)
      .values({
        name: 'Highland Submitted Ltd',
        registrationNumber: 'SC000123',
        status: 'LIVE',
        competentAuthority: 'SCOTLAND',
        location: 'SCOTLAND',
        addressLine1: '1 High Street',
        city: 'Inverness',
        postcode: 'IV1 1AA',
        classificationCodes: ['70100'],
      })
      .returning({ id: accounts.id });
    scottishAccount = account!.id;
    await addReport(scottishAccount, 'SCOTLAND', 'TEST-SCOTLAND', new Date('2026-05-01T10:00:00Z'));

    england = await db
      .select({
        id: submittedReports.id,
        accountId: submittedReports.accountId,
        submittedAt: submittedReports.submittedAt,
        requestType: submittedReports.requestType,
        category: submittedReports.reportingObligationCategory,
      })
      .from(submittedReports)
      .where(eq(submittedReports.competentAuthority, 'ENGLAND'))
      .orderBy(desc(submittedReports.submittedAt), desc(submittedReports.id));
  });
  afterAll(async () => t.close());

  const get = (query = '', bearer: string | null = token) =>
    t.app.inject({
      method: 'GET',
      url: `${url}${query}`,
      headers: bearer ? { authorization: `Bearer ${bearer}` } : {},
    });
  const list = async (query = '', bearer = token) => {
    const response = await get(query, bearer);
    expect(response.statusCode, response.body).toBe(200);
    return response.json() as Answer;
  };
  const ids = (answer: Answer) => answer.reports.map((report) => report.id);

  it('lists every submitted report of the authority, newest first, offering the registered report types', async () => {
    expect(england.length).toBeGreaterThan(8);
    const answer = await list('?pageSize=100');
    expect(ids(answer)).toEqual(england.map((row) => row.id));
    expect(answer.total).toBe(england.length);
    expect(answer.totalCapped).toBe(false);
    expect(answer.reportTypes).toEqual(
      requestTypeDefinitions.filter((definition) => definition.submittedRecords).map((d) => d.type),
    );
    expect(answer.reportTypes).toEqual([
      'NOTIFICATION_OF_COMPLIANCE_P3',
      'ACTION_PLAN_P3',
      'PROGRESS_UPDATE_1_P3',
      'PROGRESS_UPDATE_2_P3',
    ]);
    const types = new Set(answer.reports.map((report) => report.requestType));
    expect([...types].sort()).toEqual([...answer.reportTypes].sort());
  });

  it('names each report’s account and the timeline entry of its submission', async () => {
    const answer = await list('?pageSize=100');
    const actions = await t.database.db
      .select({ id: requestActions.id, requestId: requestActions.requestId, type: requestActions.type })
      .from(requestActions)
      .where(inArray(requestActions.requestId, ids(answer)));
    for (const report of answer.reports) {
      const submitted = actions.find(
        (action) =>
          action.requestId === report.id && action.type === `${report.requestType}_APPLICATION_SUBMITTED`,
      );
      expect(report.submittedActionId, report.id).toBe(submitted?.id);
    }
    const summer = answer.reports.find((report) => report.id === 'TEST-SUMMER');
    expect(summer).toMatchObject({
      accountId: englandAccount,
      accountName: 'Percent 100% Ltd',
      submittedAt: '2026-06-30T23:30:00.000Z',
      category: 'ZERO_ENERGY',
    });
  });

  it('pages through the same order, and sorts oldest first when asked', async () => {
    const pages: string[] = [];
    for (let page = 0; page * 3 < england.length; page += 1) {
      const answer = await list(`?pageSize=3&page=${page}`);
      expect(answer.total).toBe(england.length);
      expect(answer.reports.length).toBeLessThanOrEqual(3);
      pages.push(...ids(answer));
    }
    expect(pages).toEqual(england.map((row) => row.id));
    expect((await list(`?pageSize=3&page=${Math.ceil(england.length / 3)}`)).reports).toEqual([]);
    const oldest = await list('?sort=submittedAt,asc&pageSize=100');
    expect(ids(oldest)).toEqual(england.map((row) => row.id).reverse());
  });

  it('filters by type and by category', async () => {
    for (const type of ['ACTION_PLAN_P3', 'NOTIFICATION_OF_COMPLIANCE_P3', 'PROGRESS_UPDATE_2_P3']) {
      const answer = await list(`?type=${type}&pageSize=100`);
      const expected = england.filter((row) => row.requestType === type).map((row) => row.id);
      expect(expected.length).toBeGreaterThan(0);
      expect(ids(answer)).toEqual(expected);
      expect(answer.total).toBe(expected.length);
    }
    const zero = await list('?category=ZERO_ENERGY&pageSize=100');
    expect(ids(zero)).toEqual(england.filter((row) => row.category === 'ZERO_ENERGY').map((row) => row.id));
    expect(ids(zero)).toContain('TEST-SUMMER');
  });

  it('filters by UK dates, inclusive at both ends', async () => {
    expect(ukMidnight('2026-07-01').toISOString()).toBe('2026-06-30T23:00:00.000Z');
    expect(ukMidnight('2025-12-01').toISOString()).toBe('2025-12-01T00:00:00.000Z');
    expect(ids(await list('?submittedFrom=2026-07-01&submittedTo=2026-07-01'))).toEqual(['TEST-SUMMER']);
    expect(ids(await list('?submittedFrom=2026-06-30&submittedTo=2026-06-30'))).not.toContain('TEST-SUMMER');
    expect(ids(await list('?submittedFrom=2025-12-01&submittedTo=2025-12-01'))).toEqual(['TEST-WINTER']);
    const from = await list('?submittedFrom=2026-07-01&pageSize=100');
    const since = ukMidnight('2026-07-01').getTime();
    expect(ids(from)).toEqual(
      england.filter((row) => row.submittedAt.getTime() >= since).map((row) => row.id),
    );
  });

  it('searches by part of the name (wildcards literal) or the whole registration number', async () => {
    const ofAccount = england.filter((row) => row.accountId === englandAccount).map((row) => row.id);
    expect(ids(await list('?search=percent%20100%25&pageSize=100'))).toEqual(ofAccount);
    expect(ids(await list('?search=%25'))).toEqual(ofAccount);
    const [account] = await t.database.db
      .select({ id: accounts.id, registrationNumber: accounts.registrationNumber })
      .from(accounts)
      .innerJoin(submittedReports, eq(submittedReports.accountId, accounts.id))
      .where(
        and(eq(accounts.competentAuthority, 'ENGLAND'), eq(submittedReports.requestType, 'ACTION_PLAN_P3')),
      )
      .limit(1);
    const byNumber = await list(`?search=${account!.registrationNumber!.toLowerCase()}&pageSize=100`);
    expect(byNumber.reports.length).toBeGreaterThan(0);
    expect(byNumber.reports.every((report) => report.accountId === account!.id)).toBe(true);
    // Another authority's organisation is not found by its number.
    expect((await list('?search=SC000123')).reports).toEqual([]);
  });

  it('keeps each regulator to their own competent authority', async () => {
    const scottish = await list('', await t.tokenFor(scotlandRegulator));
    expect(ids(scottish)).toEqual(['TEST-SCOTLAND']);
    expect(scottish.reports[0]).toMatchObject({ accountId: scottishAccount, registrationNumber: 'SC000123' });
    expect(ids(await list('?pageSize=100'))).not.toContain('TEST-SCOTLAND');
  });

  it('refuses operators, verifiers and callers without a token', async () => {
    for (const email of ['operator@example.com', 'verifier@example.com']) {
      const response = await get('', await t.tokenFor(email));
      expect(response.statusCode).toBe(403);
      expect(response.json()).toMatchObject({ code: 'FORBIDDEN' });
    }
    expect((await get('', null)).statusCode).toBe(401);
    // A regulator without permissions reads the list: it is every regulator's read.
    expect((await get('', await t.tokenFor('regulator.readonly@example.gov.uk'))).statusCode).toBe(200);
  });

  // Last, as it adds reports the tests above do not expect.
  it('counts a search’s matches up to 300 and says there are more', async () => {
    const db = t.database.db;
    const many = Array.from({ length: SEARCH_COUNT_CAP + 1 }, (_, index) => `TEST-MANY-${index}`);
    const at = (index: number) => new Date(Date.UTC(2026, 0, 1, 0, index));
    await db.insert(requests).values(
      many.map((id) => ({
        id,
        type: 'ACTION_PLAN_P3' as const,
        status: 'COMPLETED' as const,
        accountId: scottishAccount,
        competentAuthority: 'SCOTLAND' as const,
      })),
    );
    await db.insert(submittedReports).values(
      many.map((id, index) => ({
        id,
        requestType: 'ACTION_PLAN_P3' as const,
        accountId: scottishAccount,
        competentAuthority: 'SCOTLAND' as const,
        phase: `TEST_${id}`,
        submittedAt: at(index),
        data: {},
      })),
    );
    const scottish = await t.tokenFor(scotlandRegulator);
    const searched = await list('?search=highland&pageSize=100&page=2', scottish);
    expect(searched).toMatchObject({ total: SEARCH_COUNT_CAP, totalCapped: true });
    expect(searched.reports).toHaveLength(100);
    const all = await list('?pageSize=100&page=3', scottish);
    expect(all).toMatchObject({ total: SEARCH_COUNT_CAP + 2, totalCapped: false });
    // The last page, newest first: the two oldest.
    expect(ids(all)).toEqual(['TEST-MANY-1', 'TEST-MANY-0']);
  });

  it.each([
    ['?colour=blue', 'colour'],
    ['?sort=name,asc', 'sort'],
    ['?type=ACCOUNT_CLOSURE', 'type'],
    ['?category=SOMETHING', 'category'],
    ['?submittedFrom=2026-13-01', 'submittedFrom'],
    ['?submittedTo=yesterday', 'submittedTo'],
    ['?submittedFrom=2026-07-02&submittedTo=2026-07-01', 'submittedTo'],
    [`?search=${'a'.repeat(256)}`, 'search'],
    ['?pageSize=101', 'pageSize'],
    ['?page=-1', 'page'],
    ['?page=500&pageSize=20', 'page'],
  ])('answers 400 naming the field for %s', async (query, field) => {
    const response = await get(query);
    expect(response.statusCode).toBe(400);
    const body = response.json() as { code: string; data: { fieldName: string }[] };
    expect(body.code).toBe('FORM1002');
    expect(body.data.map((problem) => problem.fieldName)).toContain(field);
  });
});
