import { and, count, eq, ne, sql } from 'drizzle-orm';
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  accounts,
  authorities,
  authorityPermissions,
  miReports,
  requests,
  users,
} from '../../src/platform/db/schema';
import { submittedReports } from '../../src/workflow/reports/records';
import { CUSTOM_REPORT_MAX_ROWS, runCustomQuery } from '../../src/api/mi-reports/custom-query';
import { REPORT_VIEWS } from '../../src/api/mi-reports/query-guard';
import { ApiError } from '../../src/platform/http/errors';
import { createTestApp, type TestApp } from '../support/test-app';

const base = '/api/v1.0/ORGANISATION/mireports';
const regulator = 'regulator@example.gov.uk';
const scottishRegulator = 'mi.scotland.regulator@example.gov.uk';
/**
 * Custom SQL is checked by PostgreSQL's parser on both databases, and runs only on PostgreSQL, which can
 * stop a query; the embedded database refuses a query that passed the check (ADR 10).
 */
const onPostgres = Boolean(process.env.DATABASE_URL);
/** Registers the suite only where it applies (not a skipped test: there is nothing to run elsewhere). */
const describeWhen = (applies: boolean) =>
  applies ? describe : (_name: string, _suite: () => void) => undefined;
const sleepForAnHour = 'select pg_sleep(3600)';
/** Allowed by the query check (each series is small), and far too slow to finish. */
const cartesianProduct =
  'select count(*) as n from generate_series(1, 10000) a, generate_series(1, 10000) b, generate_series(1, 10000) c';

describe('MI reports', () => {
  let t: TestApp;
  let token: string;

  beforeAll(async () => {
    // A short statement timeout, so the slow query below is cut off quickly on PostgreSQL.
    t = await createTestApp({ MI_REPORT_TIMEOUT_MS: '1000' });
    token = await t.tokenFor(regulator);
    // A regulator of another competent authority, whose report schema must show none of England's data.
    const [person] = await t.database.db
      .insert(users)
      .values({ email: scottishRegulator, firstName: 'Morag', lastName: 'Reid', status: 'REGISTERED' })
      .returning({ id: users.id });
    const [authority] = await t.database.db
      .insert(authorities)
      .values({ userId: person?.id ?? '', status: 'ACTIVE', competentAuthority: 'SCOTLAND' })
      .returning({ id: authorities.id });
    await t.database.db
      .insert(authorityPermissions)
      .values({ authorityId: authority?.id ?? 0, permission: 'PERM_CA_USERS_EDIT' });
  });
  afterAll(async () => t.close());

  const get = (url: string, bearer = token) =>
    t.app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${bearer}` } });
  const post = (url: string, payload: object, bearer = token) =>
    t.app.inject({ method: 'POST', url, payload, headers: { authorization: `Bearer ${bearer}` } });
  const custom = (sqlQuery: string, bearer = token) =>
    post(`${base}/custom`, { reportType: 'CUSTOM', sqlQuery }, bearer);
  /** The database sandbox without the query check in front of it: its result, or its refusal. */
  const sandbox = async (sqlQuery: string, ca: 'ENGLAND' | 'SCOTLAND' = 'ENGLAND') =>
    runCustomQuery(t.database.db, ca, sqlQuery, { timeoutMs: 1000, userId: regulator }).catch(
      (error: unknown) => {
        if (error instanceof ApiError) return error;
        throw error;
      },
    );

  it('lists the types switched on for the caller’s competent authority', async () => {
    const response = await get(`${base}/types`);
    expect(response.statusCode).toBe(200);
    const types = (response.json() as { id: number; miReportType: string }[]).map((row) => row.miReportType);
    expect(types.sort()).toEqual(
      [
        'ACTION_PLAN_SUBMITTED_DATA_P3',
        'CUSTOM',
        'LIST_OF_ACCOUNTS_USERS_CONTACTS',
        'NOC_SUBMITTED_DATA_P3',
        'PROGRESS_UPDATE_1_SUBMITTED_DATA_P3',
        'PROGRESS_UPDATE_2_SUBMITTED_DATA_P3',
      ].sort(),
    );
  });

  it('accepts only the ORGANISATION account type and only regulators', async () => {
    expect((await get('/api/v1.0/INSTALLATION/mireports/types')).json()).toMatchObject({ code: 'FORM1002' });
    const operator = await t.tokenFor('operator@example.com');
    expect((await get(`${base}/types`, operator)).statusCode).toBe(403);
    expect((await custom('select 1', operator)).statusCode).toBe(403);
  });

  it('lists one row per operator authority of the authority’s accounts, with the reference columns', async () => {
    const operatorId = await t.userId('operator@example.com');
    // 14:05:09 UTC in January is 14:05:09 in London.
    await t.database.db
      .update(users)
      .set({ lastLoginAt: new Date('2026-01-15T14:05:09Z') })
      .where(eq(users.id, operatorId));
    const response = await post(base, { reportType: 'LIST_OF_ACCOUNTS_USERS_CONTACTS' });
    expect(response.statusCode).toBe(200);
    const body = response.json() as { columnNames: string[]; results: Record<string, unknown>[] };
    expect(body.columnNames).toEqual([
      'Account registration number',
      'Account ID',
      'Account name',
      'Account status',
      'Is User Primary contact?',
      'Is User Secondary contact?',
      'User status',
      'Name',
      'Telephone',
      'Last logon',
      'Email',
      'User role',
      'Location of registered office',
    ]);
    const [operatorAuthorities] = await t.database.db
      .select({ n: count() })
      .from(authorities)
      .innerJoin(accounts, eq(accounts.id, authorities.accountId))
      .where(eq(accounts.competentAuthority, 'ENGLAND'));
    expect(body.results).toHaveLength(operatorAuthorities?.n ?? -1);
    const operatorRows = body.results.filter((row) => row.Email === 'operator@example.com');
    expect(operatorRows.length).toBeGreaterThan(0);
    expect(operatorRows.some((row) => row['Is User Primary contact?'] === true)).toBe(true);
    expect(operatorRows[0]).toMatchObject({ 'Last logon': '15 January 2026 14:05:09', userId: operatorId });
    expect(String(operatorRows[0]?.['Account ID'])).toMatch(/^ORG\d{6}$/);
  });

  it('refuses types that are not switched on, CUSTOM on the generic endpoint and others on the custom one', async () => {
    expect((await post(base, { reportType: 'CUSTOM', sqlQuery: 'select 1' })).json()).toMatchObject({
      code: 'MIREPORT1000',
    });
    const completedWork = await post(base, { reportType: 'COMPLETED_WORK', fromDate: '2026-01-01' });
    expect(completedWork.statusCode).toBe(409);
    expect(completedWork.json()).toMatchObject({ code: 'MIREPORT1000' });
    expect(
      (
        await post(`${base}/custom`, { reportType: 'LIST_OF_ACCOUNTS_USERS_CONTACTS', sqlQuery: 'select 1' })
      ).json(),
    ).toMatchObject({ code: 'MIREPORT1000' });

    const switchedOff = and(
      eq(miReports.competentAuthority, 'ENGLAND'),
      eq(miReports.type, 'LIST_OF_ACCOUNTS_USERS_CONTACTS'),
    );
    await t.database.db.delete(miReports).where(switchedOff);
    try {
      const response = await post(base, { reportType: 'LIST_OF_ACCOUNTS_USERS_CONTACTS' });
      expect(response.statusCode).toBe(409);
      expect(response.json()).toMatchObject({ code: 'MIREPORT1000' });
    } finally {
      await t.database.db
        .insert(miReports)
        .values({ competentAuthority: 'ENGLAND', type: 'LIST_OF_ACCOUNTS_USERS_CONTACTS' });
    }
  });

  it('returns the submitted action plans and progress updates with their containers and the reports they follow', async () => {
    const idOf = async (prefix: string, name: string) => {
      const [account] = await t.database.db
        .select({ id: accounts.id })
        .from(accounts)
        .where(eq(accounts.name, name));
      return `${prefix}${String(account?.id).padStart(6, '0')}-P3`;
    };
    type Rows = { columnNames: string[]; results: Record<string, unknown>[] };
    const plans = (await post(base, { reportType: 'ACTION_PLAN_SUBMITTED_DATA_P3' })).json<Rows>();
    // The demo's: accounts 03, 04, 10 and 11, in id order.
    expect(plans.results).toHaveLength(4);
    expect(plans.columnNames).toEqual([
      'actionPlanId',
      'nocId',
      'organisationName',
      'registrationNumber',
      'location',
      'nocSubmitDate',
      'actionPlanSubmitDate',
      'actionPlanContainer',
    ]);
    const plan = plans.results.find((row) => row.organisationName === 'Demo Subsidiary 04 Ltd');
    expect(plan).toMatchObject({
      actionPlanId: await idOf('AP', 'Demo Subsidiary 04 Ltd'),
      registrationNumber: '10000004',
      location: 'ENGLAND',
      nocId: null,
      actionPlanSubmitDate: expect.stringMatching(/^2026-10-/),
      actionPlanContainer: {
        phase: 'PHASE_3',
        actionPlan: { energyEfficiencyMeasure: { haveEnergyEfficiencyMeasures: true } },
        actionPlanAttachments: {},
      },
    });
    const updates1 = (await post(base, { reportType: 'PROGRESS_UPDATE_1_SUBMITTED_DATA_P3' })).json<Rows>();
    expect(updates1.results).toHaveLength(2);
    expect(updates1.results[1]).toMatchObject({
      pu1Id: await idOf('PU1', 'Demo Subsidiary 04 Ltd'),
      actionPlanId: await idOf('AP', 'Demo Subsidiary 04 Ltd'),
      actionPlanSubmitDate: plan?.actionPlanSubmitDate,
      progressUpdate1Container: {
        phase: 'PHASE_3',
        progressUpdate1P3: { progressUpdate1P3MeasuresUpdate: {} },
      },
    });
    const updates2 = (await post(base, { reportType: 'PROGRESS_UPDATE_2_SUBMITTED_DATA_P3' })).json<Rows>();
    expect(updates2.results).toEqual([
      expect.objectContaining({
        pu2Id: await idOf('PU2', 'Demo Subsidiary 04 Ltd'),
        pu1Id: await idOf('PU1', 'Demo Subsidiary 04 Ltd'),
        actionPlanId: await idOf('AP', 'Demo Subsidiary 04 Ltd'),
        pu1SubmitDate: updates1.results[1]?.pu1SubmitDate,
        progressUpdate2Container: expect.objectContaining({
          phase: 'PHASE_3',
          progressUpdate2Attachments: {},
        }),
      }),
    ]);
    expect((await get(`${base}/request-task-types`)).json()).toContain('ACCOUNT_CLOSURE_SUBMIT');
  });

  it('pages through the submitted NOCs of the authority, as submitted', async () => {
    // The demo's submitted notification is the one row; a completed request is not a submission.
    const [submitted] = await t.database.db
      .select()
      .from(submittedReports)
      .where(eq(submittedReports.requestType, 'NOTIFICATION_OF_COMPLIANCE_P3'));
    if (!submitted) throw new Error('no demo submitted notification');
    const [account] = await t.database.db
      .select({ id: accounts.id, name: accounts.name })
      .from(accounts)
      .where(and(eq(accounts.competentAuthority, 'ENGLAND'), ne(accounts.id, submitted.accountId)))
      .limit(1);
    const other = `NOC${String(account?.id).padStart(6, '0')}-P3`;
    await t.database.db
      .insert(requests)
      .values({
        id: other,
        type: 'NOTIFICATION_OF_COMPLIANCE_P3',
        status: 'COMPLETED',
        accountId: account?.id ?? 0,
        competentAuthority: 'ENGLAND',
        payload: { noc: { reportingObligation: { qualificationType: 'QUALIFY' } } },
      })
      .onConflictDoNothing();
    const first = await get(`${base}/noc/phase-3?page=0&size=1000`);
    expect(first.statusCode).toBe(200);
    const body = first.json<{ total: number; results: Record<string, { noc: unknown }> }>();
    expect(body).toMatchObject({
      reportType: 'NOC_SUBMITTED_DATA_P3',
      total: 1,
      results: { [submitted.id]: { id: submitted.id, location: 'ENGLAND', status: 'LIVE' } },
    });
    expect(body.results[submitted.id]?.noc).toEqual(submitted.data);
    expect(body.results).not.toHaveProperty(other);
    expect((await get(`${base}/noc/phase-3?page=1&size=1000`)).json()).toMatchObject({
      total: 1,
      results: {},
    });
    const scottish = await get(`${base}/noc/phase-3?page=0&size=10`, await t.tokenFor(scottishRegulator));
    expect(scottish.json()).toMatchObject({ total: 0, results: {} });
    expect((await get(`${base}/noc/phase-3?page=0&size=0`)).statusCode).toBe(400);
  });

  it('checks every custom query before it runs, and says what to remove', async () => {
    const refused: [string, RegExp][] = [
      ["insert into accounts (name) values ('x')", /^Only SELECT queries can be run/],
      ["update accounts set name = 'x'", /^Only SELECT queries can be run/],
      ['select 1 as one; delete from public.account', /only one statement/],
      [
        'select password_hash from user_credential',
        /can only read the report views: remove user_credential\./,
      ],
      ['select * from public.account', /can only read the report views: remove public\.account/],
      ['select * from pg_catalog.pg_authid', /remove pg_catalog\.pg_authid/],
      [
        'with gone as (delete from accounts returning id) select * from gone',
        /remove the INSERT, UPDATE, DELETE/,
      ],
      ['select * from accounts for update', /remove FOR UPDATE or FOR SHARE/],
      [sleepForAnHour, /cannot call pg_sleep/],
      ['select count(*) from generate_series(1, 100000000) a', /generate_series only/],
      ["select set_config('role', 'none', true)", /cannot call set_config/],
    ];
    for (const [sqlQuery, message] of refused) {
      const started = Date.now();
      const response = await custom(sqlQuery);
      expect(Date.now() - started, sqlQuery).toBeLessThan(2000);
      expect(response.statusCode, sqlQuery).toBe(400);
      expect(response.json(), sqlQuery).toMatchObject({
        code: 'REPORT1001',
        message: expect.stringMatching(message),
      });
    }
  });

  it('knows exactly the report views the database has', async () => {
    const result = await t.database.db.execute(
      sql`select table_name as name from information_schema.views where table_schema = 'mi_report_england'`,
    );
    const views = (result as unknown as { rows: { name: string }[] }).rows.map((row) => row.name);
    expect(views.sort()).toEqual([...REPORT_VIEWS].sort());
  });

  it('says on the report list whether custom SQL can run here', async () => {
    const types = (await get(`${base}/types`)).json() as {
      miReportType: string;
      unavailableReason?: string;
    }[];
    const entry = types.find((type) => type.miReportType === 'CUSTOM');
    if (onPostgres) expect(entry).not.toHaveProperty('unavailableReason');
    else expect(entry?.unavailableReason).toMatch(/^Custom SQL reports are not available on this service/);
    expect(
      types.filter((type) => type.miReportType !== 'CUSTOM').every((type) => !type.unavailableReason),
    ).toBe(true);
  });

  describeWhen(!onPostgres)('custom SQL on the embedded database', () => {
    it('refuses a query that passed the check at once, with the reason, so none can block the database', async () => {
      for (const sqlQuery of ['select 1 as one', cartesianProduct]) {
        const started = Date.now();
        const response = await custom(sqlQuery);
        expect(Date.now() - started, sqlQuery).toBeLessThan(2000);
        expect(response.statusCode, sqlQuery).toBe(400);
        expect(response.json(), sqlQuery).toMatchObject({
          code: 'REPORT1001',
          message: expect.stringMatching(/not available on this service/),
        });
      }
    });
  });

  it('has the report views the custom report page names, no more and no fewer', async () => {
    const result = await t.database.db.execute(
      sql`select table_name as name from information_schema.views where table_schema = 'mi_report_england'`,
    );
    const views = (result as unknown as { rows: { name: string }[] }).rows.map((row) => row.name);
    expect(views.sort()).toEqual([...viewsNamedOnCustomReportPage()].sort());
  });

  describeWhen(onPostgres)('custom SQL', () => {
    it('can read every view the custom report page names', async () => {
      for (const view of viewsNamedOnCustomReportPage()) {
        const response = await custom(`select * from ${view} limit 1`);
        expect(response.statusCode, view).toBe(200);
      }
    });

    it('reads the authority’s report views, with the aliases as columns', async () => {
      const [england] = await t.database.db
        .select({ n: count() })
        .from(accounts)
        .where(eq(accounts.competentAuthority, 'ENGLAND'));
      const response = await custom('select count(*) as "Accounts", 1 as one from accounts;');
      expect(response.statusCode).toBe(200);
      const body = response.json() as { columnNames: string[]; results: Record<string, unknown>[] };
      expect(body.columnNames).toEqual(['Accounts', 'one']);
      expect(Number(body.results[0]?.Accounts)).toBe(england?.n);
      expect(body.results[0]?.one).toBe(1);
    });

    it('replaces user ids in columns with a $user… suffix by the person’s details', async () => {
      const response = await custom(
        `select c.user_id as "Contact$useremail" from account_contacts c
           join users u on u.id = c.user_id where u.email = 'operator@example.com' limit 1 -- a trailing comment`,
      );
      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({
        columnNames: ['Contact'],
        results: [{ Contact: 'operator@example.com' }],
      });
    });

    it('cannot write: every change fails with REPORT1001 and nothing changes', async () => {
      const [before] = await t.database.db.select({ n: count() }).from(accounts);
      for (const statement of [
        "insert into accounts (name) values ('x')",
        "update accounts set name = 'x'",
        'delete from accounts',
        'drop view accounts',
        'create table stolen (a int)',
        'with gone as (delete from accounts returning id) select * from gone',
        'select 1; delete from public.account',
      ]) {
        const response = await custom(statement);
        expect(response.statusCode, statement).toBe(400);
        expect(response.json(), statement).toMatchObject({ code: 'REPORT1001', security: true });
      }
      // A statement that is not a query is told so in plain words.
      for (const statement of [
        "insert into accounts (name) values ('x')",
        '/* x */ -- y\n drop view accounts',
      ]) {
        expect((await custom(statement)).json().message, statement).toMatch(
          /^Only SELECT queries can be run/,
        );
      }
      // Not a table write: PostgreSQL 18 refuses it in a READ ONLY transaction, older versions allow it,
      // so the report's transaction is always rolled back and the object never exists afterwards.
      // The query check refuses both; the sandbox below it is tested directly (defence in depth).
      expect((await custom('select lo_create(0) as oid')).json().message).toMatch(/cannot call lo_create/);
      const largeObject = await sandbox('select lo_create(0) as oid');
      if (!(largeObject instanceof ApiError)) {
        const oid = Number(largeObject.results[0]?.oid);
        const check = await t.database.db.execute(
          sql`select count(*)::int as n from pg_largeobject_metadata where oid = ${oid}`,
        );
        expect((check as unknown as { rows: { n: number }[] }).rows[0]?.n).toBe(0);
      } else {
        expect(largeObject.message).toMatch(/read-only transaction/);
      }
      // A session-level advisory lock would outlive the transaction on the pooled connection.
      expect((await sandbox('select pg_advisory_lock(4200081)')).toString()).toMatch(/permission denied/);
      const [after] = await t.database.db.select({ n: count() }).from(accounts);
      expect(after?.n).toBe(before?.n);
    });

    it('cannot read base tables, another authority’s schema or switch the role back', async () => {
      const denied = [
        'select * from public.app_user',
        'select * from public.user_credential',
        'select * from public.mail_outbox',
        'select * from public.account',
        'select * from mi_report_scotland.accounts',
        'select * from pg_catalog.pg_authid',
        "select set_config('role', 'none', true)",
        "select query_to_xml('select * from public.user_credential', true, false, '')",
      ];
      for (const statement of denied) {
        const response = await custom(statement);
        expect(response.statusCode, statement).toBe(400);
        expect(response.json().message, statement).toMatch(
          /^Your query (can only read the report views|cannot call)/,
        );
        // And the database refuses it too, should a query ever get past the check.
        expect((await sandbox(statement)).toString(), statement).toMatch(/permission denied/);
      }
      // Unqualified names resolve in the authority's schema only: the base table is not found.
      expect((await sandbox('select password_hash from user_credential')).toString()).toMatch(
        /does not exist/,
      );
      // The Scottish regulator sees their own (empty) schema and not England's.
      const scottish = await t.tokenFor(scottishRegulator);
      expect((await custom('select count(*) as n from accounts', scottish)).json()).toMatchObject({
        results: [{ n: expect.anything() }],
      });
      expect(Number((await custom('select count(*) as n from accounts', scottish)).json().results[0].n)).toBe(
        0,
      );
      expect((await custom('select * from mi_report_england.accounts', scottish)).json().message).toMatch(
        /remove mi_report_england\.accounts/,
      );
      expect((await sandbox('select * from mi_report_england.accounts', 'SCOTLAND')).toString()).toMatch(
        /permission denied/,
      );
      // The submitted plans and updates too (migration 0016): England's demo reports, none for Scotland.
      const reports =
        'select (select count(*) from action_plans) as plans, (select count(*) from progress_updates_1) as pu1, (select count(*) from progress_updates_2) as pu2';
      expect((await custom(reports)).json().results[0]).toEqual({ plans: '4', pu1: '2', pu2: '1' });
      expect((await custom(reports, scottish)).json().results[0]).toEqual({ plans: '0', pu1: '0', pu2: '0' });
    });

    it('shows database errors as REPORT1001 without a stack, and refuses empty queries', async () => {
      const response = await custom('select 1 +');
      expect(response.statusCode).toBe(400);
      const body = response.json() as { code: string; message: string };
      expect(body.code).toBe('REPORT1001');
      expect(body.message).toMatch(/syntax error/);
      expect(body.message).not.toMatch(/custom_report|at .*\.ts/);
      expect((await custom('   ')).json()).toMatchObject({ code: 'FORM1001' });
    });

    it('refuses more rows than the cap instead of cutting the export short', async () => {
      const atCap = await custom(`select generate_series(1, ${CUSTOM_REPORT_MAX_ROWS}) as n`);
      expect(atCap.statusCode).toBe(200);
      expect(atCap.json().results).toHaveLength(CUSTOM_REPORT_MAX_ROWS);
      const over = await custom(
        `select a.n from generate_series(1, ${CUSTOM_REPORT_MAX_ROWS}) a(n), generate_series(1, 2)`,
      );
      expect(over.json()).toMatchObject({
        code: 'REPORT1001',
        message: expect.stringMatching(/more than 10000 rows/),
      });
    });

    it('cuts off a query that sleeps or multiplies tables at the statement timeout', async () => {
      const setting = await sandbox("select current_setting('statement_timeout') as timeout");
      expect(
        Number.parseInt(String((setting as { results: { timeout?: unknown }[] }).results[0]?.timeout), 10),
      ).toBeLessThanOrEqual(1000);
      // The cross join passes the query check; the sleep does not, so the sandbox is tried directly.
      for (const run of [
        () => custom(cartesianProduct).then((r) => r.json().message),
        () => sandbox(sleepForAnHour),
      ]) {
        const started = Date.now();
        expect(String(await run())).toMatch(/statement timeout/);
        expect(Date.now() - started).toBeLessThan(5000);
      }
    });

    it('refuses a result larger than the byte cap before it leaves the database', async () => {
      const huge = await custom("select repeat('x', 1000000) as big from generate_series(1, 25)");
      expect(huge.json()).toMatchObject({ code: 'REPORT1001', message: expect.stringMatching(/20 MB/) });
      const wide = await custom("select repeat('x', 100000) as big from generate_series(1, 10)");
      expect(wide.statusCode).toBe(200);
    });

    it('runs one custom query per user at a time', async () => {
      const runs = await Promise.all([
        sandbox('select pg_sleep(0.3) as slept'),
        sandbox('select pg_sleep(0.3) as slept'),
      ]);
      const refused = runs.filter((run) => run instanceof ApiError);
      expect(refused).toHaveLength(1);
      expect(refused[0]).toMatchObject({
        code: 'TOO_MANY_REQUESTS',
        message: expect.stringMatching(/already running/),
      });
      expect((await custom('select 1 as one')).statusCode).toBe(200);
    });
  });
});

/** The views the web's custom report page lists for regulators (its REPORT_VIEWS), read from its source. */
function viewsNamedOnCustomReportPage(): string[] {
  const page = readFileSync(
    new URL('../../../web/src/features/mi-reports/CustomReportPage.tsx', import.meta.url),
    'utf8',
  );
  const list = /const REPORT_VIEWS[^=]*=\s*\[([^;]*)\];/.exec(page)?.[1] ?? '';
  const groups = [...list.matchAll(/\[\s*'[^']*',\s*\[([^\]]*)\]/g)].map((group) => group[1] ?? '');
  return groups.flatMap((group) => [...group.matchAll(/'([a-z0-9_]+)'/g)].map((name) => name[1] ?? ''));
}
