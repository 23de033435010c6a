import {
  bigint,
  bigserial,
  customType,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { accounts } from './accounts';
import { roleTypes } from './authorities';
import { users } from './users';
import { requests } from './workflow';

const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
});

/** What an uploaded file is for: task attachments, note files, or documents the service generates. */
export const storedFileKinds = ['ATTACHMENT', 'NOTE', 'DOCUMENT'] as const;

/**
 * Uploaded files, kept in the database as the reference does. PENDING until something refers to them,
 * then SUBMITTED; PENDING files nobody took up are removed after a day.
 */
export const storedFiles = pgTable(
  'stored_file',
  {
    uuid: uuid('uuid').primaryKey().defaultRandom(),
    kind: text('kind', { enum: storedFileKinds }).notNull(),
    fileName: text('file_name').notNull(),
    contentType: text('content_type').notNull(),
    size: integer('size').notNull(),
    content: bytea('content').notNull(),
    status: text('status', { enum: ['PENDING', 'SUBMITTED'] })
      .notNull()
      .default('PENDING'),
    /** Where the file was uploaded: note files belong to an account or a request, attachments to a request. */
    accountId: bigint('account_id', { mode: 'number' }).references(() => accounts.id, {
      onDelete: 'cascade',
    }),
    requestId: text('request_id').references(() => requests.id, { onDelete: 'cascade' }),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastUpdatedOn: timestamp('last_updated_on', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('stored_file_pending_idx').on(table.status, table.createdAt)],
);

/** A note's text and the files it refers to ({uuid: file name}). */
export interface NotePayload {
  note: string;
  files: Record<string, string>;
}

const noteColumns = () => ({
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  payload: jsonb('payload').$type<NotePayload>().notNull(),
  submitterId: uuid('submitter_id').references(() => users.id, { onDelete: 'set null' }),
  /** The author's full name when they wrote it. */
  submitter: text('submitter').notNull(),
  /** Operators only see notes written by operators. */
  roleType: text('role_type', { enum: roleTypes }).notNull(),
  lastUpdatedOn: timestamp('last_updated_on', { withTimezone: true }).notNull().defaultNow(),
});

export const accountNotes = pgTable(
  'account_note',
  {
    ...noteColumns(),
    accountId: bigint('account_id', { mode: 'number' })
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
  },
  (table) => [index('account_note_account_idx').on(table.accountId, table.lastUpdatedOn)],
);

export const requestNotes = pgTable(
  'request_note',
  {
    ...noteColumns(),
    requestId: text('request_id')
      .notNull()
      .references(() => requests.id, { onDelete: 'cascade' }),
  },
  (table) => [index('request_note_request_idx').on(table.requestId, table.lastUpdatedOn)],
);
