import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accounts, requests, requestTasks } from '../../src/platform/db/schema';
import { submittedReports } from '../../src/workflow/reports/records';
import { requestTypeDefinitions } from '../../src/workflow/registry';
import { createTestApp, type TestApp } from '../support/test-app';
import { createOtherSide, type OtherSide } from './authorization-matrix/other-side';
import { otherSideEmails } from './authorization-matrix/callers';
import { reInitiateBody, startBody } from '../support/reporting-fixtures';

const REGULATOR = 'regulator@example.gov.uk';
const OPERATOR = 'operator@example.com';
const VERIFIER = 'verifier@example.com';
const NOC = 'NOTIFICATION_OF_COMPLIANCE_P3';
const reportTypes = requestTypeDefinitions.filter((d) => d.submittedRecords).map((d) => d.type);
// The helper's tasks (the notification's "send to edit"): what "with a reviewer" means.
const reviewerTasks = new Set(
  requestTypeDefinitions.flatMap((d) =>
    Object.entries(d.tasks).flatMap(([type, task]) => (task?.supporting ? [type] : [])),
  ),
);

type Overview = {
  liveAccounts: number;
  reports: {
    requestType: string;
    dueDate: string | null;
    states: Record<
      'NOT_STARTED' | 'IN_PROGRESS' | 'WITH_REVIEWER' | 'RETURNED' | 'SUBMITTED' | 'OVERDUE',
      number
    >;
    submissions: { date: string; cumulative: number }[];
  }[];
  notification: Record<
    'byCategory' | 'byLeadAssessor' | 'byRoute',
    { value: string | null; count: number }[]
  >;
};
type Page = {
  accounts: { accountId: number; name: string; state: string; daysOverdue: number | null }[];
  total: number;
};

const routeOf = (data: Record<string, Record<string, unknown> | undefined>): string | null => {
  const alternative = data.alternativeComplianceRoutes as
    Record<string, { certificateDetails?: unknown } | null> | undefined;
  if (alternative?.iso50001CertificateDetails) return 'ISO_50001';
  if (Array.isArray(alternative?.decCertificatesDetails?.certificateDetails)) return 'DEC_OR_GDA';
  if (Array.isArray(alternative?.gdaCertificatesDetails?.certificateDetails)) return 'DEC_OR_GDA';
  return data.complianceRoute ? 'ENERGY_AUDIT' : null;
};

/** Where every LIVE account's reports stand, worked out from the workflow tables themselves. */
async function bruteForce(t: TestApp, competentAuthority: 'ENGLAND' | 'SCOTLAND') {
  const db = t.database.db;
  const live = await db
    .select({ id: accounts.id })
    .from(accounts)
    .where(and(eq(accounts.competentAuthority, competentAuthority), eq(accounts.status, 'LIVE')));
  const allRequests = await db.select().from(requests);
  const tasks = await db.select().from(requestTasks);
  const submitted = await db.select().from(submittedReports);
  const states = new Map<string, Map<number, string>>();
  for (const type of reportTypes) {
    const byAccount = new Map<number, string>();
    for (const { id } of live) {
      const open = allRequests.find(
        (r) =>
          r.accountId === id &&
          r.type === type &&
          r.status === 'IN_PROGRESS' &&
          (r.metadata as { phase?: string } | null)?.phase === 'PHASE_3',
      );
      const record = submitted.find(
        (s) => s.accountId === id && s.requestType === type && s.phase === 'PHASE_3',
      );
      const state = open
        ? tasks.some((task) => task.requestId === open.id && reviewerTasks.has(task.type))
          ? 'WITH_REVIEWER'
          : record
            ? 'RETURNED'
            : 'IN_PROGRESS'
        : record
          ? 'SUBMITTED'
          : 'NOT_STARTED';
      byAccount.set(id, state);
    }
    states.set(type, byAccount);
  }
  const nocs = submitted.filter(
    (s) => s.requestType === NOC && states.get(NOC)?.get(s.accountId) === 'SUBMITTED',
  );
  const tally = (values: (string | null)[]) => {
    const counts = new Map<string | null, number>();
    for (const value of values) counts.set(value, (counts.get(value) ?? 0) + 1);
    return [...counts].map(([value, count]) => ({ value, count })).sort(byValue);
  };
  return {
    live: live.length,
    states,
    byCategory: tally(nocs.map((s) => s.reportingObligationCategory)),
    byLeadAssessor: tally(nocs.map((s) => s.leadAssessorType)),
    byRoute: tally(nocs.map((s) => routeOf(s.data as never))),
  };
}
const byValue = (a: { value: string | null }, b: { value: string | null }) =>
  String(a.value).localeCompare(String(b.value));

describe('compliance overview and drill-down', () => {
  let t: TestApp;
  let other: OtherSide;
  beforeAll(async () => {
    t = await createTestApp();
    other = await createOtherSide(t);
  });
  afterAll(async () => t.close());

  const get = async (email: string, url: string) =>
    t.app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${await t.tokenFor(email)}` } });
  const post = async (email: string, url: string, payload: object) =>
    t.app.inject({
      method: 'POST',
      url,
      payload,
      headers: { authorization: `Bearer ${await t.tokenFor(email)}` },
    });
  const overview = async (email = REGULATOR) => {
    const response = await get(email, '/api/v1.0/compliance/overview');
    expect(response.statusCode, response.body).toBe(200);
    return response.json<Overview>();
  };
  const everyPage = async (email: string, query: string) => {
    const ids: number[] = [];
    let total: number;
    for (let page = 0; ; page += 1) {
      const response = await get(email, `/api/v1.0/compliance/accounts?${query}&page=${page}&pageSize=7`);
      expect(response.statusCode, response.body).toBe(200);
      const body = response.json<Page>();
      total = body.total;
      ids.push(...body.accounts.map((account) => account.accountId));
      if (body.accounts.length < 7) break;
    }
    return { ids: ids.sort((a, b) => a - b), total };
  };

  /** Every count and every drill-down list equals what the rows say. */
  const expectCountsMatchRows = async (email = REGULATOR, authority: 'ENGLAND' | 'SCOTLAND' = 'ENGLAND') => {
    const expected = await bruteForce(t, authority);
    const body = await overview(email);
    expect(body.liveAccounts).toBe(expected.live);
    expect(body.reports.map((report) => report.requestType)).toEqual(reportTypes);
    for (const report of body.reports) {
      const states = expected.states.get(report.requestType)!;
      for (const state of ['NOT_STARTED', 'IN_PROGRESS', 'WITH_REVIEWER', 'RETURNED', 'SUBMITTED'] as const) {
        const accountsIn = [...states].filter(([, s]) => s === state).map(([id]) => id);
        expect(report.states[state], `${report.requestType} ${state}`).toBe(accountsIn.length);
        const listed = await everyPage(email, `report=${report.requestType}&state=${state}`);
        expect(listed.total).toBe(accountsIn.length);
        expect(listed.ids).toEqual(accountsIn.sort((a, b) => a - b));
      }
      expect(report.submissions.at(-1)?.cumulative ?? 0).toBe(report.states.SUBMITTED);
      for (const day of report.submissions.slice(0, 2)) {
        const listed = await everyPage(email, `report=${report.requestType}&submittedTo=${day.date}`);
        expect(listed.total, `${report.requestType} by ${day.date}`).toBe(day.cumulative);
        expect(listed.ids).toHaveLength(day.cumulative);
      }
    }
    expect(body.notification.byCategory.sort(byValue)).toEqual(expected.byCategory);
    expect(body.notification.byLeadAssessor.sort(byValue)).toEqual(expected.byLeadAssessor);
    expect(body.notification.byRoute.sort(byValue)).toEqual(expected.byRoute);
    for (const { value, count } of expected.byCategory.filter((entry) => entry.value !== null)) {
      const listed = await everyPage(email, `report=${NOC}&state=SUBMITTED&category=${value}`);
      expect(listed.total).toBe(count);
    }
    return body;
  };

  it("knows the registry's supporting tasks by the name migration 0026's trigger looks for", () => {
    expect(reviewerTasks.size).toBeGreaterThan(0);
    for (const type of reviewerTasks) expect(type).toMatch(/_APPLICATION_EDIT$/);
  });

  it('counts the demo accounts as their rows say, every state of every report', async () => {
    const body = await expectCountsMatchRows();
    const noc = body.reports.find((report) => report.requestType === NOC)!;
    // The demo data gives a regulator something to see in more than one state.
    expect(Object.values(noc.states).filter((count) => count > 0).length).toBeGreaterThan(2);
  });

  it('keeps the counts true as reports start, go back to the operator and accounts close', async () => {
    const nocs = await t.database.db
      .select({ id: requests.id, accountId: requests.accountId })
      .from(requests)
      .where(
        and(
          eq(requests.type, NOC),
          eq(requests.status, 'COMPLETED'),
          eq(requests.competentAuthority, 'ENGLAND'),
        ),
      );
    const completed = nocs[0]!;
    const reInitiated = await post(
      REGULATOR,
      `/api/v1.0/requests?accountId=${completed.accountId}`,
      reInitiateBody(NOC, completed.id),
    );
    expect(reInitiated.statusCode, reInitiated.body).toBeLessThan(300);
    const after = await expectCountsMatchRows();
    expect(after.reports.find((report) => report.requestType === NOC)!.states.RETURNED).toBeGreaterThan(0);

    const [notStarted] = await t.database.db
      .select({ id: accounts.id })
      .from(accounts)
      .where(and(eq(accounts.competentAuthority, 'ENGLAND'), eq(accounts.status, 'LIVE')));
    await post(OPERATOR, `/api/v1.0/requests?accountId=${notStarted!.id}`, startBody('ACTION_PLAN_P3'));
    await expectCountsMatchRows();

    await t.database.db
      .update(accounts)
      .set({ status: 'CLOSED' })
      .where(eq(accounts.id, completed.accountId!));
    await expectCountsMatchRows();
  });

  it('shows a regulator only their own authority', async () => {
    const scotland = await expectCountsMatchRows(otherSideEmails.scotlandRegulator, 'SCOTLAND');
    expect(scotland.liveAccounts).toBe(1);
    const england = await everyPage(REGULATOR, `report=${NOC}`);
    expect(england.ids).not.toContain(other.accountId);
    const theirs = await everyPage(otherSideEmails.scotlandRegulator, `report=${NOC}`);
    expect(theirs.ids).toEqual([other.accountId]);
  });

  it('refuses operators and verifiers', async () => {
    for (const email of [OPERATOR, VERIFIER]) {
      expect((await get(email, '/api/v1.0/compliance/overview')).statusCode).toBe(403);
      expect((await get(email, `/api/v1.0/compliance/accounts?report=${NOC}`)).statusCode).toBe(403);
    }
  });

  it('pages and sorts the drill-down', async () => {
    const url = `/api/v1.0/compliance/accounts?report=${NOC}&pageSize=100`;
    const ascending = (await get(REGULATOR, `${url}&sort=name,asc`)).json<Page>();
    const descending = (await get(REGULATOR, `${url}&sort=name,desc`)).json<Page>();
    const names = ascending.accounts.map((account) => account.name);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'en', { sensitivity: 'base' })));
    expect(descending.accounts.map((account) => account.name)).toEqual([...names].reverse());
    const second = (
      await get(REGULATOR, `/api/v1.0/compliance/accounts?report=${NOC}&pageSize=2&page=1`)
    ).json<Page>();
    expect(second.accounts.map((account) => account.accountId)).toEqual(
      ascending.accounts.slice(2, 4).map((account) => account.accountId),
    );
    for (const sort of [
      'registrationNumber',
      'nation',
      'state',
      'category',
      'submittedOn',
      'daysOverdue',
      'assignee',
    ]) {
      const response = await get(REGULATOR, `${url}&sort=${sort},desc`);
      expect(response.statusCode, sort).toBe(200);
      expect(response.json<Page>().total).toBe(ascending.total);
    }
  });

  it('answers 400 naming the field for unknown filters, sort keys, dates and reports', async () => {
    const cases: [string, string][] = [
      [`report=${NOC}&colour=red`, 'colour'],
      [`report=${NOC}&sort=colour,asc`, 'sort'],
      [`report=${NOC}&sort=name,sideways`, 'sort'],
      [`report=${NOC}&submittedTo=2026-02-30`, 'submittedTo'],
      [`report=${NOC}&submittedTo=yesterday`, 'submittedTo'],
      [`report=${NOC}&state=LOST`, 'state'],
      ['report=ACCOUNT_CLOSURE', 'report'],
      ['state=SUBMITTED', 'report'],
    ];
    for (const [query, field] of cases) {
      const response = await get(REGULATOR, `/api/v1.0/compliance/accounts?${query}`);
      expect(response.statusCode, query).toBe(400);
      expect(JSON.stringify(response.json<{ data: unknown }>().data), query).toContain(field);
    }
  });
});

describe('compliance overview once a report is overdue', () => {
  let t: TestApp;
  beforeAll(async () => {
    const past = {
      initiateStart: '2020-01-01',
      initiateEnd: '2021-01-01',
      submitStart: '2020-01-01',
      submitEnd: '2021-01-01',
    };
    t = await createTestApp({ WORKFLOW_VALIDITY_WINDOWS: JSON.stringify({ [NOC]: past }) });
  });
  afterAll(async () => t.close());

  it('counts every LIVE account that has not submitted as overdue, and lists them with days overdue', async () => {
    const token = await t.tokenFor(REGULATOR);
    const headers = { authorization: `Bearer ${token}` };
    const body = (
      await t.app.inject({ method: 'GET', url: '/api/v1.0/compliance/overview', headers })
    ).json<Overview>();
    const noc = body.reports.find((report) => report.requestType === NOC)!;
    expect(noc.dueDate).toBe('2021-01-02');
    expect(noc.states.OVERDUE).toBe(body.liveAccounts - noc.states.SUBMITTED);
    expect(noc.states.OVERDUE).toBeGreaterThan(0);
    const page = (
      await t.app.inject({
        method: 'GET',
        url: `/api/v1.0/compliance/accounts?report=${NOC}&state=OVERDUE&pageSize=100`,
        headers,
      })
    ).json<Page>();
    expect(page.total).toBe(noc.states.OVERDUE);
    expect(
      page.accounts.every((account) => account.state !== 'SUBMITTED' && (account.daysOverdue ?? 0) > 0),
    ).toBe(true);
    const action = body.reports.find((report) => report.requestType === 'ACTION_PLAN_P3')!;
    expect(action.states.OVERDUE).toBe(0);
  });
});
