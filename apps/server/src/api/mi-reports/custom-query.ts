import { sql, TransactionRollbackError } from 'drizzle-orm';
import type { Database, Transaction } from '../../platform/db';
import { ApiError } from '../../platform/http/errors';
import type { CompetentAuthority } from './repository';
import type { MiReportRow } from './schemas';

/** More rows than this is refused rather than cut short, so an export is never silently incomplete. */
export const CUSTOM_REPORT_MAX_ROWS = 10_000;
/** Nor more than this much data (as the database writes the rows out): 20 MB. */
export const CUSTOM_REPORT_MAX_BYTES = 20 * 1024 * 1024;
/** Advisory lock class of "a custom report of this user is running" (the second key is the user). */
const RUNNING_REPORT_LOCK = 4_200_082;

/** The role and schema migration 0009_mi_reports made for each competent authority (ADR 0010). */
export function reportSandboxOf(ca: CompetentAuthority): { role: string; schema: string } {
  const suffix = ca.toLowerCase(); // from a fixed enum: safe to put in SQL as an identifier
  return { role: `esos_mi_report_${suffix}`, schema: `mi_report_${suffix}` };
}

// Columns whose values are user ids, looked up and replaced by a detail of the user, as the reference
// does with its identity provider (here: the CA's users view, so only people in the CA's scope).
const userColumnSuffixes = {
  $userfirstname: 'first_name',
  $userlastname: 'last_name',
  $userfullname: 'full_name',
  $usertelephone: 'telephone',
  $useremail: 'email',
  $userjobtitle: 'job_title',
  $userlastlogindate: 'last_login_at',
} as const;
type UserColumnSuffix = keyof typeof userColumnSuffixes;

interface RawResult {
  rows: Record<string, unknown>[];
  fields?: { name: string }[];
}

/**
 * SQLSTATE classes whose messages are about the query, not the data: syntax and access (42), the
 * read-only transaction (25), the timeout (57), unsupported features (0A) and limits (53, 54).
 */
const QUERY_ERROR_CLASSES = new Set(['42', '25', '57', '0A', '53', '54']);
export const DATA_ERROR_MESSAGE =
  'The query failed on a value in the data (a conversion, a division by zero or a function given a value it cannot use). Check the query’s conversions and conditions.';

/**
 * The database's message for mistakes in the query (a syntax error, a missing relation, a timeout),
 * never a stack. Errors about values (class 22 and the rest) get a fixed message: their text quotes the
 * value, which must not reach the caller.
 */
function databaseMessage(error: unknown): string {
  let current: unknown = error;
  // Drizzle wraps the driver's error (whose message repeats the whole query) in `cause`.
  while (current instanceof Error && current.cause instanceof Error) current = current.cause;
  const code = (current as { code?: unknown } | undefined)?.code;
  if (typeof code !== 'string' || !QUERY_ERROR_CLASSES.has(code.slice(0, 2))) return DATA_ERROR_MESSAGE;
  const message = current instanceof Error ? current.message : 'The query failed';
  return message.slice(0, 500);
}

/** JSON-safe cells: 64-bit integers as text (no precision lost), times as ISO strings, binary left out. */
function cellOf(value: unknown): unknown {
  if (value === null || value === undefined) return null;
  if (typeof value === 'bigint') return value.toString();
  if (value instanceof Date) return value.toISOString();
  if (value instanceof Uint8Array) return '[binary]';
  return value;
}

/**
 * The query without trailing semicolons and whitespace: a trailing semicolon is habit, not a second
 * statement. A loop, not /;+\s*$/, which is quadratic on a long run of semicolons followed by text.
 */
export function statementBody(sqlQuery: string): string {
  let end = sqlQuery.length;
  while (end > 0 && (sqlQuery[end - 1] === ';' || /\s/.test(sqlQuery[end - 1] ?? ''))) end -= 1;
  return sqlQuery.slice(0, end).trim();
}

/**
 * The query's first word, after leading whitespace and comments, in lower case. A loop over the text
 * (linear), not a regular expression over comments, which can backtrack on unclosed ones.
 */
export function firstKeyword(sqlQuery: string): string {
  let at = 0;
  while (at < sqlQuery.length) {
    if (/\s/.test(sqlQuery[at] ?? '')) at += 1;
    else if (sqlQuery.startsWith('--', at)) {
      const end = sqlQuery.indexOf('\n', at);
      at = end === -1 ? sqlQuery.length : end + 1;
    } else if (sqlQuery.startsWith('/*', at)) {
      const end = sqlQuery.indexOf('*/', at + 2);
      at = end === -1 ? sqlQuery.length : end + 2;
    } else break;
  }
  let end = at;
  while (end < sqlQuery.length && /[A-Za-z]/.test(sqlQuery[end] ?? '')) end += 1;
  return sqlQuery.slice(at, end).toLowerCase();
}

/** Reports read: a query must start as one (WITH for its common table expressions). */
const READING_KEYWORDS = new Set(['select', 'with']);
export const ONLY_SELECT_MESSAGE = 'Only SELECT queries can be run.';

/**
 * Runs a regulator's SQL so that it can only read its competent authority's report views:
 * - a READ ONLY transaction: no INSERT/UPDATE/DELETE/DDL, and nothing is committed;
 * - SET LOCAL ROLE to the CA's report role, which holds SELECT on its own schema's views only;
 * - SET LOCAL search_path to that schema, so `accounts` means the CA's view;
 * - SET LOCAL statement_timeout (PostgreSQL; PGlite has no timers, see ADR 0010);
 * - the SQL is wrapped as a sub-query sent with a bind parameter, i.e. through the extended protocol,
 *   which takes exactly one statement: `select 1; reset role; ...` fails instead of running;
 * - before running it, the role must not be able to call set_config (which could switch the role back).
 */
export async function runCustomQuery(
  db: Database,
  ca: CompetentAuthority,
  sqlQuery: string,
  limits: { timeoutMs: number; userId: string },
): Promise<{ columnNames: string[]; results: MiReportRow[] }> {
  // Said plainly rather than left to the read-only transaction's refusal, whose message names internals.
  // The sandbox below is what keeps the data safe; this is only the clearer message.
  if (!READING_KEYWORDS.has(firstKeyword(sqlQuery)))
    throw new ApiError('REPORT1001', [], ONLY_SELECT_MESSAGE);
  const { role, schema } = reportSandboxOf(ca);
  const body = statementBody(sqlQuery);
  let report: { columnNames: string[]; results: MiReportRow[] } | undefined;
  try {
    // One snapshot for the size check and the read, read only. Given as the transaction's mode (BEGIN
    // ... REPEATABLE READ, READ ONLY) rather than a SET TRANSACTION inside it, which must be its first
    // statement: every request's transaction first names who acts for the audit triggers.
    await db.transaction(
      async (tx) => {
        report = await runInSandbox(tx, role, schema, body, limits);
        // Always rolled back: some functions change data even in a READ ONLY transaction (lo_create
        // before PostgreSQL 18), so nothing a report did may ever be committed.
        tx.rollback();
      },
      { isolationLevel: 'repeatable read', accessMode: 'read only' },
    );
  } catch (error) {
    if (!(error instanceof TransactionRollbackError)) throw error;
  }
  if (!report) throw new Error('custom report: no result');
  return report;
}

const tooManyRows = () =>
  new ApiError(
    'REPORT1001',
    [],
    `The query returned more than ${CUSTOM_REPORT_MAX_ROWS} rows. Add conditions or a LIMIT to narrow it.`,
  );

async function runInSandbox(
  tx: Transaction,
  role: string,
  schema: string,
  body: string,
  { timeoutMs, userId }: { timeoutMs: number; userId: string },
): Promise<{ columnNames: string[]; results: MiReportRow[] }> {
  const started = Date.now();
  // One running custom report per user, across instances; released when the transaction ends.
  const lock = (await tx.execute(
    sql`select pg_try_advisory_xact_lock(${RUNNING_REPORT_LOCK}, hashtext(${userId})) as "locked"`,
  )) as unknown as RawResult;
  if (lock.rows[0]?.locked !== true) {
    throw new ApiError(
      'TOO_MANY_REQUESTS',
      [],
      'A custom report of yours is already running. Wait for it to finish, then try again.',
    );
  }
  await tx.execute(sql.raw(`SET LOCAL statement_timeout = ${Math.trunc(timeoutMs)}`));
  await tx.execute(sql.raw(`SET LOCAL ROLE ${role}`));
  await tx.execute(sql.raw(`SET LOCAL search_path = ${schema}`));
  // Checked as the report role: it must not be able to switch back to the session user's role
  // (set_config) nor take a session-level advisory lock, which would outlive the transaction on
  // the pooled connection (e.g. the migration lock, blocking every later start).
  const guard = (await tx.execute(
    sql`select has_function_privilege('pg_catalog.set_config(text,text,boolean)', 'EXECUTE')
          or has_function_privilege('pg_catalog.pg_advisory_lock(bigint)', 'EXECUTE') as "escapable"`,
  )) as unknown as RawResult;
  if (guard.rows[0]?.escapable !== false) {
    throw new ApiError(
      'REPORT1001',
      [],
      'Custom reports are not available: the report role is not sandboxed',
    );
  }
  let result: RawResult;
  try {
    // First the size, counted in the database, so an oversized result never reaches this process.
    const size = (await tx.execute(
      sql`select count(*)::int as "rows", coalesce(sum(octet_length(row("custom_report".*)::text)), 0)::bigint as "bytes"
          from (select * from (${sql.raw(body)}\n) as "custom_report" limit ${CUSTOM_REPORT_MAX_ROWS + 1}) as "custom_report"`,
    )) as unknown as RawResult;
    const measured = size.rows[0] ?? {};
    if (Number(measured.rows) > CUSTOM_REPORT_MAX_ROWS) throw tooManyRows();
    if (Number(measured.bytes) > CUSTOM_REPORT_MAX_BYTES) {
      throw new ApiError(
        'REPORT1001',
        [],
        `The query returned more than ${CUSTOM_REPORT_MAX_BYTES / 1024 / 1024} MB. Select fewer columns or rows.`,
      );
    }
    // The read gets what is left of the time the size check did not use.
    const remaining = Math.max(1, timeoutMs - (Date.now() - started));
    await tx.execute(sql.raw(`SET LOCAL statement_timeout = ${Math.trunc(remaining)}`));
    result = (await tx.execute(
      sql`select * from (${sql.raw(body)}\n) as "custom_report" limit ${CUSTOM_REPORT_MAX_ROWS + 1}`,
    )) as unknown as RawResult;
  } catch (error) {
    if (error instanceof ApiError) throw error;
    throw new ApiError('REPORT1001', [], databaseMessage(error));
  }
  if (result.rows.length > CUSTOM_REPORT_MAX_ROWS) throw tooManyRows();
  const names = [...new Set((result.fields ?? []).map((field) => field.name))];
  const lookups = names.flatMap((name) => {
    const suffix = (Object.keys(userColumnSuffixes) as UserColumnSuffix[]).find((candidate) =>
      name.toLowerCase().endsWith(candidate),
    );
    return suffix
      ? [{ name, column: name.slice(0, -suffix.length), detail: userColumnSuffixes[suffix] }]
      : [];
  });
  const ids = [
    ...new Set(
      lookups.flatMap((lookup) =>
        result.rows
          .map((row) => row[lookup.name])
          .filter((value): value is string => typeof value === 'string'),
      ),
    ),
  ].filter((id) => /^[0-9a-f-]{36}$/i.test(id));
  const people = new Map<string, Record<string, unknown>>();
  if (ids.length > 0) {
    // Still under the report role: only people in this CA's users view are found.
    const found = (await tx.execute(
      sql`select id::text as id, first_name, last_name, first_name || ' ' || last_name as full_name,
            nullif(concat_ws(' ', phone_number_code, phone_number), '') as telephone, email, job_title,
            last_login_at
          from users where id::text in ${ids}`,
    )) as unknown as RawResult;
    for (const person of found.rows) people.set(String(person.id), person);
  }
  const renamed = new Map(lookups.map((lookup) => [lookup.name, lookup]));
  const columnNames = names.map((name) => renamed.get(name)?.column ?? name);
  const results = result.rows.map((row) => {
    const out: MiReportRow = {};
    for (const name of names) {
      const lookup = renamed.get(name);
      const value = row[name];
      out[lookup?.column ?? name] = lookup
        ? cellOf(typeof value === 'string' ? (people.get(value)?.[lookup.detail] ?? null) : null)
        : cellOf(value);
    }
    return out;
  });
  return { columnNames, results };
}
