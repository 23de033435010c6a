import { and, count, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Executor } from '../../../platform/db';
import { accountNotes, requestNotes, type NotePayload } from '../../../platform/db/schema';
import type { RoleType } from '../../../domain/permissions';

/** What a note hangs off (its column, the same on uploaded files), with the type of that id. */
export interface NoteScopes {
  accountId: number;
  requestId: string;
}
export type NoteScopeKey = keyof NoteScopes;

/** A note as the services use it: the account or request it belongs to is `scopeId`. */
export interface NoteRow<K extends NoteScopeKey> {
  id: number;
  payload: NotePayload;
  submitterId: string | null;
  submitter: string;
  roleType: RoleType;
  lastUpdatedOn: Date;
  scopeId: NoteScopes[K];
}

type NoteTable = typeof accountNotes | typeof requestNotes;
type ScopeColumn = typeof accountNotes.accountId | typeof requestNotes.requestId;

const tables: Record<NoteScopeKey, { table: NoteTable; column: ScopeColumn }> = {
  accountId: { table: accountNotes, column: accountNotes.accountId },
  requestId: { table: requestNotes, column: requestNotes.requestId },
};

/** The notes of accounts (`accountId`) or of requests (`requestId`): both tables share their columns. */
export function noteRepository<K extends NoteScopeKey>(db: Executor, key: K) {
  const { table, column } = tables[key];
  const fields = {
    id: table.id,
    payload: table.payload,
    submitterId: table.submitterId,
    submitter: table.submitter,
    roleType: table.roleType,
    lastUpdatedOn: table.lastUpdatedOn,
    scopeId: column,
  };
  // The column is the one `key` names, so its values are of that scope's id type.
  const toRow = (row: Omit<NoteRow<K>, 'scopeId'> & { scopeId: unknown }) => row as NoteRow<K>;

  return {
    /** Newest first; only notes written by `roleTypes` when given. */
    async page(scopeId: NoteScopes[K], roleTypes: RoleType[] | null, page: number, size: number) {
      const where = and(eq(column, scopeId), roleTypes ? inArray(table.roleType, roleTypes) : undefined);
      const [rows, [total]] = await Promise.all([
        db
          .select(fields)
          .from(table)
          .where(where)
          .orderBy(desc(table.lastUpdatedOn), desc(table.id))
          .limit(size)
          .offset(page * size),
        db.select({ total: count() }).from(table).where(where),
      ]);
      return { rows: rows.map(toRow), total: total?.total ?? 0 };
    },

    async find(id: number): Promise<NoteRow<K> | undefined> {
      const [note] = await db.select(fields).from(table).where(eq(table.id, id));
      return note && toRow(note);
    },

    /** The author role types of the scope's notes that refer to the file. */
    async referringRoleTypes(scopeId: NoteScopes[K], uuid: string): Promise<RoleType[]> {
      const notes = await db
        .select({ roleType: table.roleType })
        .from(table)
        .where(and(eq(column, scopeId), sql`jsonb_exists(${table.payload} -> 'files', ${uuid})`));
      return notes.map((note) => note.roleType);
    },

    async insert(
      scopeId: NoteScopes[K],
      values: { payload: NotePayload; submitterId: string; submitter: string; roleType: RoleType },
    ) {
      await db.insert(table).values({ ...values, [key]: scopeId, lastUpdatedOn: new Date() });
    },

    async update(id: number, values: { payload: NotePayload; submitterId: string; submitter: string }) {
      await db
        .update(table)
        .set({ ...values, lastUpdatedOn: new Date() })
        .where(eq(table.id, id));
    },

    async remove(id: number) {
      await db.delete(table).where(eq(table.id, id));
    },
  };
}
