import type { PGlite } from '@electric-sql/pglite';
import { openDatabase, type DatabaseHandle } from '../../src/platform/db';

/**
 * Loading the seeded snapshot into a new embedded database costs about 2 s of CPU, once per API test file
 * (57 of them; ADR 25, fifth round). A worker runs its files one after another in one module graph, so it
 * keeps one database and, when the next file asks for one, puts every table back as the snapshot had it:
 * the copies are taken in a schema of their own when the database is first loaded, and restored with
 * triggers off (session_replication_role = replica), so the trigger-kept counts come back as they were too.
 * A file that asks for a second database while the first is still open gets a freshly loaded one.
 */
const COPIES = 'api_test_snapshot';

interface Table {
  qualified: string;
  copy: string;
  /** Generated columns cannot be written: the rest, quoted. */
  columns: string;
}

interface ReusableDatabase {
  handle: DatabaseHandle;
  client: PGlite;
  restore: string;
  inUse: boolean;
}

let reusable: Promise<ReusableDatabase> | undefined;

const quote = (name: string) => `"${name.replaceAll('"', '""')}"`;

async function snapshotTables(client: PGlite): Promise<string> {
  const tables = (
    await client.query<{ schema: string; name: string; columns: string }>(
      `select c.table_schema as schema, c.table_name as name,
              string_agg(quote_ident(c.column_name), ', ' order by c.ordinal_position) as columns
         from information_schema.columns c
         join information_schema.tables t using (table_schema, table_name)
        where t.table_type = 'BASE TABLE' and c.is_generated = 'NEVER'
          and c.table_schema not in ('pg_catalog', 'information_schema', '${COPIES}')
        group by 1, 2 order by 1, 2`,
    )
  ).rows.map((row, index): Table => ({
    qualified: `${quote(row.schema)}.${quote(row.name)}`,
    copy: `${COPIES}.t${index}`,
    columns: row.columns,
  }));
  const sequences = (
    await client.query<{ name: string; value: string | null; called: boolean }>(
      `select format('%I.%I', schemaname, sequencename) as name, last_value::text as value,
              last_value is not null as called
         from pg_sequences`,
    )
  ).rows;
  await client.exec(
    [
      `create schema ${COPIES}`,
      ...tables.map(
        (table) => `create table ${table.copy} as select ${table.columns} from ${table.qualified}`,
      ),
    ].join(';\n'),
  );
  return [
    'begin',
    'set local session_replication_role = replica',
    `truncate ${tables.map((table) => table.qualified).join(', ')}`,
    ...tables.map(
      (table) =>
        `insert into ${table.qualified} (${table.columns}) overriding system value select ${table.columns} from ${table.copy}`,
    ),
    ...sequences.map((sequence) =>
      sequence.called
        ? `select setval('${sequence.name}', ${sequence.value}, true)`
        : `select setval('${sequence.name}', 1, false)`,
    ),
    'commit',
  ].join(';\n');
}

async function loadReusable(loadDataDir: () => Promise<Blob>): Promise<ReusableDatabase> {
  const handle = await openDatabase({ kind: 'pglite-memory', loadDataDir: await loadDataDir() });
  const client = (handle.db as unknown as { $client: PGlite }).$client;
  return { handle, client, restore: await snapshotTables(client), inUse: false };
}

/** The worker's embedded database as the snapshot had it, or a freshly loaded one while that is in use. */
export async function openSnapshotDatabase(loadDataDir: () => Promise<Blob>): Promise<DatabaseHandle> {
  reusable ??= loadReusable(loadDataDir);
  const database = await reusable;
  if (database.inUse) return openDatabase({ kind: 'pglite-memory', loadDataDir: await loadDataDir() });
  database.inUse = true;
  // Session settings a file may have changed (a role, a time-out) go back to their defaults as well.
  await database.client.exec(`reset all;\n${database.restore}`);
  return {
    ...database.handle,
    close: async () => {
      database.inUse = false;
    },
  };
}
