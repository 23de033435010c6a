import { ApiError } from '../../platform/http/errors';

/** The views of every authority's report schema (migrations 0009, 0016 and later; ADR 10). */
export const REPORT_VIEWS: ReadonlySet<string> = new Set([
  'accounts',
  'account_contacts',
  'authorities',
  'authority_permissions',
  'roles',
  'users',
  'requests',
  'request_tasks',
  'request_task_history',
  'request_actions',
  'noc',
  'action_plans',
  'progress_updates_1',
  'progress_updates_2',
  'audit_events',
]);

/** generate_series may make at most this many rows, and repeat at most this many characters. */
export const GENERATED_ROWS_LIMIT = 10_000;
export const REPEAT_LIMIT = 1_000_000;

/**
 * Functions a report may call: aggregates, window functions and plain text, number, date and JSON
 * functions, all of which only compute on their arguments. Nothing that sleeps, reads files or
 * settings, locks, touches large objects, other databases or the catalogue, or sets anything.
 */
const ALLOWED_FUNCTIONS: ReadonlySet<string> = new Set(
  [
    'count sum avg min max string_agg array_agg bool_and bool_or every json_agg jsonb_agg',
    'json_object_agg jsonb_object_agg stddev stddev_pop stddev_samp variance var_pop var_samp',
    'percentile_cont percentile_disc mode',
    'row_number rank dense_rank percent_rank cume_dist ntile lag lead first_value last_value nth_value',
    'lower upper initcap length char_length character_length octet_length trim btrim ltrim rtrim',
    'substring substr left right replace concat concat_ws split_part position strpos starts_with',
    'reverse translate overlay regexp_replace regexp_match regexp_like regexp_count to_char to_number',
    'repeat abs round trunc ceil ceiling floor mod power sqrt sign div greatest least coalesce nullif',
    'now date_trunc date_part extract age to_date to_timestamp make_date make_time make_interval',
    'justify_days justify_hours justify_interval date_bin isfinite timezone',
    'jsonb_extract_path jsonb_extract_path_text json_extract_path json_extract_path_text jsonb_typeof',
    'json_typeof jsonb_array_length json_array_length jsonb_build_object json_build_object',
    'jsonb_build_array json_build_array to_json to_jsonb row_to_json jsonb_strip_nulls jsonb_pretty',
    'array_length cardinality array_to_string generate_series',
  ]
    .join(' ')
    .split(' '),
);

/** The node types that change data or are not a query, as the parser names them. */
const WRITES = new Set(['InsertStmt', 'UpdateStmt', 'DeleteStmt', 'MergeStmt']);

type Node = Record<string, unknown>;

const refuse = (message: string): never => {
  throw new ApiError('REPORT1001', [], message);
};

const namesOf = (list: unknown): string[] =>
  Array.isArray(list)
    ? list.map((item) => String((item as { String?: { sval?: string } }).String?.sval ?? ''))
    : [];

/** An integer constant's value (the parser leaves a zero out), or undefined for anything else. */
function integerOf(node: unknown): number | undefined {
  const constant = (node as { A_Const?: { ival?: { ival?: number } } } | undefined)?.A_Const;
  return constant?.ival ? (constant.ival.ival ?? 0) : undefined;
}

function checkFunction(call: Node): void {
  const names = namesOf(call.funcname).map((name) => name.toLowerCase());
  const name = names.at(-1) ?? '';
  const schema = names.length > 1 ? names[0] : 'pg_catalog';
  if (schema !== 'pg_catalog' || names.length > 2 || !ALLOWED_FUNCTIONS.has(name)) {
    refuse(
      `Your query cannot call ${names.join('.')}: reports may use aggregate, window, text, number, date and JSON functions only.`,
    );
  }
  const args = Array.isArray(call.args) ? call.args : [];
  if (name === 'generate_series') {
    const [start, stop, step = 1] = args.map(integerOf);
    const rows =
      start === undefined || stop === undefined || step === 0 || args.length > 3
        ? Infinity
        : Math.floor((stop - start) / step) + 1;
    if (!(rows <= GENERATED_ROWS_LIMIT)) {
      refuse(
        `Your query can use generate_series only with whole numbers that make at most ${GENERATED_ROWS_LIMIT} rows.`,
      );
    }
  }
  if (name === 'repeat' && !((integerOf(args[1]) ?? Infinity) <= REPEAT_LIMIT)) {
    refuse(`Your query can use repeat only with a whole number of at most ${REPEAT_LIMIT} times.`);
  }
}

/** Refuses what a node may not do; the walk goes on into its children. */
function checkNode(type: string, node: Node, tables: string[]): void {
  if (WRITES.has(type)) {
    refuse('Your query can only read the report views: remove the INSERT, UPDATE, DELETE or MERGE.');
  }
  if (type.endsWith('Stmt') && type !== 'SelectStmt') {
    refuse('Only SELECT queries can be run: start your query with SELECT (or WITH … SELECT).');
  }
  if (type === 'SelectStmt' && node.lockingClause) {
    refuse('Your query can only read the report views: remove FOR UPDATE or FOR SHARE.');
  }
  if (type === 'SelectStmt' && node.intoClause) {
    refuse('Your query can only read the report views: remove INTO and the table name after it.');
  }
  if (type === 'SelectStmt' && (node.withClause as Node | undefined)?.recursive) {
    refuse('Your query cannot use WITH RECURSIVE: write it without recursion.');
  }
  if (type === 'RangeVar') tables.push([node.schemaname, node.relname].filter(Boolean).join('.'));
  if (type === 'FuncCall') checkFunction(node);
  if (
    type === 'TypeCast' &&
    namesOf((node.typeName as Node | undefined)?.names).some((n) => /^reg/i.test(n))
  ) {
    refuse('Your query cannot convert names to database objects: remove the ::reg… conversion.');
  }
  if (type === 'ParamRef') refuse('Your query cannot have parameters: remove $1, $2 and so on.');
  if (type === 'RangeTableFunc' || type === 'JsonTable') {
    refuse('Your query can only read the report views: remove XMLTABLE or JSON_TABLE.');
  }
}

/**
 * Checks a regulator's SQL with PostgreSQL's own parser before it runs: one SELECT (WITH … SELECT
 * allowed) that reads only the report views and calls only allowed functions, with no locking, no
 * INTO and no data-modifying WITH. The database sandbox (role, read-only, timeout) still applies:
 * this check makes refusals immediate and clear, and keeps unbounded work off the database.
 */
export async function checkReportQuery(sqlQuery: string, views = REPORT_VIEWS): Promise<void> {
  // The parser reads a C string, which ends at the first NUL: what followed it would go unchecked.
  if (sqlQuery.includes('\u0000')) refuse('Your query has a NUL character: remove it.');
  // Loaded on the first custom report (its WebAssembly too), not at every start of the server.
  const { parse } = await import('libpg-query');
  let tree: { stmts?: { stmt?: Node }[] };
  try {
    tree = (await parse(sqlQuery)) as typeof tree;
  } catch (error) {
    const reason = error instanceof Error ? error.message.slice(0, 200) : 'syntax error';
    return refuse(`Your query could not be read: ${reason}.`);
  }
  const statements = tree.stmts ?? [];
  if (statements.length === 0) refuse('Your query has no statement: write one SELECT.');
  if (statements.length !== 1)
    refuse('Your query can be only one statement: remove everything after the first ;.');
  const tables: string[] = [];
  const withNames = new Set<string>();
  // An explicit stack rather than recursion: a deeply nested expression must not overflow the call stack.
  const pending: unknown[] = [statements[0]?.stmt];
  if (!('SelectStmt' in (statements[0]?.stmt ?? {}))) {
    refuse('Only SELECT queries can be run: start your query with SELECT (or WITH … SELECT).');
  }
  while (pending.length > 0) {
    const value = pending.pop();
    if (Array.isArray(value)) pending.push(...(value as unknown[]));
    else if (value && typeof value === 'object') {
      for (const [key, child] of Object.entries(value as Node)) {
        if (/^[A-Z]/.test(key) && child && typeof child === 'object') {
          checkNode(key, child as Node, tables);
          if (key === 'CommonTableExpr') withNames.add(String((child as Node).ctename));
        }
        if (child && typeof child === 'object') pending.push(child);
      }
    }
  }
  const other = tables.find((table) => !views.has(table) && !withNames.has(table));
  if (other !== undefined) {
    refuse(
      `Your query can only read the report views: remove ${other}${other.includes('.') ? ' (name the view without a schema)' : ''}.`,
    );
  }
}
