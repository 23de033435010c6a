import { describe, expect, it } from 'vitest';
import { checkReportQuery } from '../../src/api/mi-reports/query-guard';
import { ApiError } from '../../src/platform/http/errors';

/** The guard's message for a query, or 'allowed'. */
async function verdict(sqlQuery: string): Promise<string> {
  try {
    await checkReportQuery(sqlQuery);
    return 'allowed';
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    expect(error.code).toBe('REPORT1001');
    return error.message;
  }
}

describe('custom report query guard', () => {
  it('allows one SELECT over the report views with ordinary functions', async () => {
    for (const sqlQuery of [
      'select count(*) as n from accounts;',
      'with open as (select * from requests where status = $$IN_PROGRESS$$) select r.id, a.name from open r join accounts a on a.id = r.account_id order by 1 limit 5',
      "select lower(name), extract(year from now()), coalesce(null, 1), date_trunc('month', now()), row_number() over (order by id) from accounts",
      'select (select count(*) from action_plans) as plans union all select count(*) from noc',
      'select generate_series(1, 10000) as n',
      "select repeat('x', 1000000) as big from generate_series(1, 25)",
      "select data->>'x', jsonb_typeof(data) from action_plans where exists (select 1 from users u where u.id = action_plans.id)",
    ]) {
      expect(await verdict(sqlQuery), sqlQuery).toBe('allowed');
    }
  });

  it('refuses statements that are not one plain SELECT', async () => {
    const cases: [string, RegExp][] = [
      ["insert into accounts (name) values ('x')", /Only SELECT queries can be run/],
      ["update accounts set name = 'x'", /Only SELECT queries can be run/],
      ['delete from accounts', /Only SELECT queries can be run/],
      ['drop view accounts', /Only SELECT queries can be run/],
      ['set role none', /Only SELECT queries can be run/],
      ['select 1; delete from account', /only one statement/],
      ['select 1; select 2', /only one statement/],
      [
        'with gone as (delete from accounts returning id) select * from gone',
        /remove the INSERT, UPDATE, DELETE/,
      ],
      ['with x as (update accounts set name = 1 returning id) select 1', /remove the INSERT, UPDATE, DELETE/],
      ['select * from accounts for update', /remove FOR UPDATE or FOR SHARE/],
      ['select * from accounts for share skip locked', /remove FOR UPDATE or FOR SHARE/],
      ['select * into stolen from accounts', /remove INTO/],
      ['with recursive r(n) as (select 1 union all select n + 1 from r) select * from r', /WITH RECURSIVE/],
      ['select 1 +', /could not be read: syntax error/],
      ['select $1', /parameters/],
      ['select 1 from accounts\u0000; delete from account', /NUL character/],
      [';;', /no statement/],
    ];
    for (const [sqlQuery, message] of cases) expect(await verdict(sqlQuery), sqlQuery).toMatch(message);
  });

  it('refuses tables that are not report views, in any schema and any position', async () => {
    const cases: [string, string][] = [
      ['select password_hash from user_credential', 'remove user_credential.'],
      ['select * from public.app_user', 'remove public.app_user (name the view without a schema).'],
      ['select * from pg_catalog.pg_authid', 'remove pg_catalog.pg_authid'],
      ['select * from pg_roles', 'remove pg_roles.'],
      ['select * from mi_report_scotland.accounts', 'remove mi_report_scotland.accounts'],
      ['select (select count(*) from mail_outbox) from accounts', 'remove mail_outbox.'],
      ['select * from accounts where id in (select account_id from public.account)', 'remove public.account'],
    ];
    for (const [sqlQuery, message] of cases) {
      const said = await verdict(sqlQuery);
      expect(said, sqlQuery).toMatch(/^Your query can only read the report views: /);
      expect(said, sqlQuery).toContain(message);
    }
  });

  it('refuses functions outside the allow-list and unbounded generators', async () => {
    const cases: [string, RegExp][] = [
      ['select pg_sleep(3600)', /cannot call pg_sleep/],
      ['select pg_catalog.pg_sleep(1)', /cannot call pg_catalog\.pg_sleep/],
      ["select pg_read_file('/etc/passwd')", /cannot call pg_read_file/],
      ['select lo_create(0)', /cannot call lo_create/],
      ["select dblink('x', 'y')", /cannot call dblink/],
      ["select set_config('role', 'none', true)", /cannot call set_config/],
      ["select current_setting('data_directory')", /cannot call current_setting/],
      ["select query_to_xml('select 1', true, false, '')", /cannot call query_to_xml/],
      ['select pg_advisory_lock(1)', /cannot call pg_advisory_lock/],
      ['select public.lower(name) from accounts', /cannot call public\.lower/],
      ['select count(*) from accounts a, lateral pg_ls_dir(a.name) d', /cannot call pg_ls_dir/],
      ['select generate_series(1, 10001)', /generate_series only with whole numbers/],
      ['select count(*) from generate_series(1, 100000) a', /generate_series only/],
      ['select generate_series(1, n) from accounts', /generate_series only/],
      ["select generate_series(now(), now() + interval '1 year', '1 second')", /generate_series only/],
      ['select generate_series(1, 10, 0)', /generate_series only/],
      ["select repeat('x', 1000000000)", /repeat only/],
      ["select 'accounts'::regclass", /::reg/],
    ];
    for (const [sqlQuery, message] of cases) expect(await verdict(sqlQuery), sqlQuery).toMatch(message);
  });
});
