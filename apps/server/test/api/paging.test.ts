import { and, count, desc, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accounts, requests } from '../../src/platform/db/schema';
import { createTestApp, type TestApp } from '../support/test-app';
import { OPERATOR, REGULATOR, caller } from './workflow-helpers';

const CAP = 2;
const HUGE = 999_999;
const REPORTS = [
  'NOTIFICATION_OF_COMPLIANCE_P3',
  'ACTION_PLAN_P3',
  'PROGRESS_UPDATE_1_P3',
  'PROGRESS_UPDATE_2_P3',
] as const;

/**
 * The reference's paging everywhere a list takes a page and a size: any size from 1, answered with at
 * most MAX_PAGE_SIZE rows (here 2) and the true total.
 */
describe('paging with a cap on the rows of a page', () => {
  let t: TestApp;
  let call: ReturnType<typeof caller>;
  let accountId: number;

  beforeAll(async () => {
    t = await createTestApp({ MAX_PAGE_SIZE: String(CAP) });
    call = caller(t);
    // An English account with more reports than the cap.
    const [busiest] = await t.database.db
      .select({ accountId: requests.accountId, requests: count() })
      .from(requests)
      .innerJoin(accounts, eq(accounts.id, requests.accountId))
      .where(and(eq(accounts.competentAuthority, 'ENGLAND'), inArray(requests.type, REPORTS)))
      .groupBy(requests.accountId)
      .orderBy(desc(count()))
      .limit(1);
    if (!busiest?.accountId || busiest.requests <= CAP) throw new Error('no account with enough requests');
    accountId = busiest.accountId;
    for (const note of ['One', 'Two', 'Three']) {
      const posted = await call(REGULATOR, 'POST', '/account-notes', { accountId, note });
      expect(posted.statusCode).toBe(204);
    }
  });
  afterAll(async () => t.close());

  it('answers the workflows of an account asked for with pageSize 999999: the cap, and the true total', async () => {
    const body = { accountId, category: 'REPORTING', pageNumber: 0 };
    const all = await call(REGULATOR, 'POST', '/requests/workflows', { ...body, pageSize: HUGE });
    expect(all.statusCode).toBe(200);
    const page = all.json<{ requestDetails: { id: string }[]; total: number }>();
    const [reporting] = await t.database.db
      .select({ total: count() })
      .from(requests)
      .where(and(eq(requests.accountId, accountId), inArray(requests.type, REPORTS)));
    expect(page.total).toBe(reporting?.total);
    expect(page.requestDetails).toHaveLength(CAP);
    expect(page.total).toBeGreaterThan(CAP);
    // A size above the cap reads as the cap: the next page follows on.
    const second = await call(REGULATOR, 'POST', '/requests/workflows', {
      ...body,
      pageNumber: 1,
      pageSize: HUGE,
    });
    const capped = await call(REGULATOR, 'POST', '/requests/workflows', {
      ...body,
      pageNumber: 1,
      pageSize: CAP,
    });
    expect(second.json()).toEqual(capped.json());
  });

  it.each([
    ['the account notes', () => `/account-notes?accountId=${accountId}&page=0&size=${HUGE}`, 'totalItems'],
    ['the audit trail', () => `/accounts/${accountId}/audit-events?page=0&pageSize=${HUGE}`, 'totalItems'],
    ['the accounts', () => `/organisation/accounts?page=0&size=${HUGE}`, 'total'],
  ])('answers %s with the cap and the true total', async (_name, url, totalField) => {
    const response = await call(REGULATOR, 'GET', url());
    expect(response.statusCode).toBe(200);
    const body = response.json<Record<string, unknown>>();
    const rows = Object.values(body).find(Array.isArray) as unknown[];
    expect(rows).toHaveLength(CAP);
    expect(body[totalField]).toBeGreaterThan(CAP);
  });

  it('answers the work items and the NOC report with at most the cap', async () => {
    const items = await call(OPERATOR, 'GET', `/ORGANISATION/items/assigned-to-me?page=0&size=${HUGE}`);
    expect(items.statusCode).toBe(200);
    const itemsPage = items.json<{ items: unknown[]; totalItems: number }>();
    expect(itemsPage.items).toHaveLength(Math.min(CAP, itemsPage.totalItems));
    expect(itemsPage.totalItems).toBeGreaterThan(CAP);
    const report = await call(REGULATOR, 'GET', `/ORGANISATION/mireports/noc/phase-3?page=0&size=${HUGE}`);
    expect(report.statusCode).toBe(200);
    const reportPage = report.json<{ results: Record<string, unknown>; total: number }>();
    expect(Object.keys(reportPage.results)).toHaveLength(Math.min(CAP, reportPage.total));
  });

  it('still refuses a size of 0, or one past the largest whole number it takes', async () => {
    for (const size of [0, 2 ** 31]) {
      const workflows = await call(REGULATOR, 'POST', '/requests/workflows', {
        accountId,
        category: 'REPORTING',
        pageNumber: 0,
        pageSize: size,
      });
      expect(workflows.statusCode, String(size)).toBe(400);
      expect(workflows.json()).toMatchObject({ code: 'FORM1001', data: [{ fieldName: 'pageSize' }] });
      for (const url of [
        `/account-notes?accountId=${accountId}&page=0&size=${size}`,
        `/accounts/${accountId}/audit-events?pageSize=${size}`,
        `/organisation/accounts?page=0&size=${size}`,
        `/ORGANISATION/items/assigned-to-me?page=0&size=${size}`,
        `/ORGANISATION/mireports/noc/phase-3?page=0&size=${size}`,
      ]) {
        const response = await call(REGULATOR, 'GET', url);
        expect(response.statusCode, url).toBe(400);
      }
    }
  });
});
