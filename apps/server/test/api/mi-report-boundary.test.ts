import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runCustomQuery } from '../../src/api/mi-reports/custom-query';
import { ApiError } from '../../src/platform/http/errors';
import {
  accountContacts,
  accounts,
  authorities,
  requestActions,
  requests,
  users,
} from '../../src/platform/db/schema';
import { createTestApp, type TestApp } from '../support/test-app';

const SECRET_NAME = 'SCOTTISH-SECRET-7f3a';
const SECRET_EMAIL = 'secret.scot.7f3a@example.com';
const SECRET_CRN = 'SC7F3A01';
const limits = { timeoutMs: 5000, userId: '00000000-0000-4000-8000-000000000001' };

/**
 * A regulator's custom SQL reads its own competent authority's report views only. The views are
 * security barriers: no condition of the query (a failing cast, a division by zero, a function, a
 * join) may run on another authority's rows, neither to show them in an error nor as a yes/no oracle.
 */
describe('MI report views keep each competent authority to its own rows', () => {
  let t: TestApp;
  let scottishAccountId = 0;

  beforeAll(async () => {
    t = await createTestApp();
    const db = t.database.db;
    const [person] = await db
      .insert(users)
      .values({ email: SECRET_EMAIL, firstName: SECRET_NAME, lastName: 'Scot', status: 'REGISTERED' })
      .returning({ id: users.id });
    const [account] = await db
      .insert(accounts)
      .values({
        name: SECRET_NAME,
        registrationNumber: SECRET_CRN,
        status: 'LIVE',
        competentAuthority: 'SCOTLAND',
        location: 'SCOTLAND',
        addressLine1: SECRET_NAME,
        city: 'Perth',
        postcode: 'PH1 1AA',
        classificationCodes: ['70100'],
      })
      .returning({ id: accounts.id });
    await db.insert(authorities).values({
      userId: person!.id,
      status: 'ACTIVE',
      accountId: account!.id,
      code: 'operator_admin',
    });
    await db
      .insert(accountContacts)
      .values({ accountId: account!.id, contactType: 'PRIMARY', userId: person!.id });
    await db.insert(requests).values({
      id: 'NOC-SCOT-7F3A',
      type: 'NOTIFICATION_OF_COMPLIANCE_P3',
      status: 'IN_PROGRESS',
      accountId: account!.id,
      competentAuthority: 'SCOTLAND',
      payload: { secret: SECRET_NAME },
    });
    await db.insert(requestActions).values({
      requestId: 'NOC-SCOT-7F3A',
      type: 'NOTIFICATION_OF_COMPLIANCE_P3_APPLICATION_SUBMITTED',
      payload: { secret: SECRET_NAME },
      submitter: SECRET_NAME,
    });
    scottishAccountId = account!.id;
  });
  afterAll(async () => t.close());

  /** The report as England runs it: its rows, or the message a regulator would see. */
  async function asEngland(sqlQuery: string): Promise<string> {
    try {
      return JSON.stringify(await runCustomQuery(t.database.db, 'ENGLAND', sqlQuery, limits));
    } catch (error) {
      if (error instanceof ApiError) return `${error.code}: ${error.message}`;
      throw error;
    }
  }

  const leakingShapes = [
    'select * from accounts where name::bool',
    'select * from accounts where registration_number::bool',
    'select * from users where email::bool',
    'select * from accounts order by name::bool',
    "select * from accounts where competent_authority <> 'ENGLAND' and name::bool",
    "select * from accounts where case when competent_authority = 'SCOTLAND' then name::bool else false end",
    "select * from request_actions where payload::text like '%SCOTTISH%' and payload::text::bool",
    "select * from request_actions where submitter like 'SCOT%' and submitter::bool",
    "select * from users where email like 'secret%' and email::bool",
    "select * from users where first_name like 'SCOT%' and first_name::bool",
    'select * from authorities a where a.code::bool and a.account_id > 0',
    'select * from accounts where name::int = 1',
    'select * from accounts where registration_number::int = 1',
    "select * from accounts where to_date(name, 'YYYY-MM-DD') is null",
    "select * from accounts where ('{' || name || '}')::int[] is null",
    'select * from accounts where name::json is null',
    'select * from accounts a join account_contacts c on c.account_id = a.id and a.name::int = 1',
    'select * from accounts a, (values (1)) v(n) where a.address_line1::int = v.n',
    'select (select name::int from accounts order by name desc limit 1) as x',
    'select * from users where email::int = 1',
    'select * from users where first_name::numeric = 1',
    'select * from requests where payload::text::int = 1',
    'select * from requests where (payload->>$$secret$$)::int = 1',
    'select * from authorities a join users u on u.id = a.user_id where u.email::int = 1',
  ];

  it.each(leakingShapes)('never shows another authority’s data in an error: %s', async (sqlQuery) => {
    const answer = await asEngland(sqlQuery);
    expect(answer).not.toContain(SECRET_NAME);
    expect(answer).not.toContain(SECRET_EMAIL);
    expect(answer).not.toContain(SECRET_CRN);
  });

  it('names no value from the data in a data error', async () => {
    const answer = await asEngland('select * from accounts where name::int = 1');
    expect(answer).toMatch(/^REPORT1001: /);
    expect(answer).not.toMatch(/Applicant|Demo|"/);
    // Mistakes in the query itself are still explained.
    expect(await asEngland('select nme from accounts')).toMatch(/column "nme" does not exist/);
  });

  const oracles: [string, (guess: string) => string][] = [
    [
      'division by zero',
      (guess) =>
        `select count(*) as n from accounts where 1 / (case when name = '${guess}' then 0 else 1 end) = 1`,
    ],
    [
      'a failing cast on a match',
      (guess) =>
        `select count(*) as n from accounts where (case when name = '${guess}' then 'x' else '1' end)::int = 1`,
    ],
    [
      'a join condition',
      (guess) =>
        `select count(*) as n from accounts a join account_contacts c on c.account_id = a.id
           and 1 / (case when a.registration_number = '${guess}' then 0 else 1 end) = 1`,
    ],
    [
      'a user lookup',
      (guess) =>
        `select count(*) as n from users where 1 / (case when email = '${guess}' then 0 else 1 end) = 1`,
    ],
    [
      'a contact of an account',
      (guess) =>
        `select count(*) as n from account_contacts where 1 / (case when account_id::text = '${guess}' then 0 else 1 end) = 1`,
    ],
    [
      'an authority on an account',
      (guess) =>
        `select count(*) as n from authorities where 1 / (case when account_id::text = '${guess}' then 0 else 1 end) = 1`,
    ],
  ];

  it.each(oracles)(
    'answers the same whether a guess about another authority is right or not: %s',
    async (_, query) => {
      const right = await asEngland(query(SECRET_NAME));
      const rightCrn = await asEngland(query(SECRET_CRN));
      const rightEmail = await asEngland(query(SECRET_EMAIL));
      const rightId = await asEngland(query(String(scottishAccountId)));
      const wrong = await asEngland(query('no-such-value-anywhere'));
      expect([right, rightCrn, rightEmail, rightId]).toEqual([wrong, wrong, wrong, wrong]);
    },
  );

  it('still lets Scotland read its own rows', async () => {
    const report = await runCustomQuery(t.database.db, 'SCOTLAND', 'select name from accounts', limits);
    expect(report.results).toEqual([{ name: SECRET_NAME }]);
  });
});
