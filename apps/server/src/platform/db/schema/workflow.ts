import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  unique,
  uuid,
} from 'drizzle-orm/pg-core';
import { accounts, competentAuthorityCodes } from './accounts';
import { users } from './users';

/**
 * What the workflow columns hold: names the workflow layer owns (workflow/catalogue.ts), which it declares
 * by adding them to this interface (TypeScript's declaration merging). Platform stores them as text and
 * names none of them; without the declaration a column is plain text.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled in by workflow/catalogue.ts
export interface WorkflowVocabulary {}
type NameOf<Kind extends string> = WorkflowVocabulary extends { [K in Kind]: infer Name extends string }
  ? Name
  : string;
type RequestTypeName = NameOf<'requestType'>;
type RequestTaskTypeName = NameOf<'requestTaskType'>;

export const requestStatuses = [
  'IN_PROGRESS',
  'COMPLETED',
  'CANCELLED',
  'WITHDRAWN',
  'APPROVED',
  'REJECTED',
  'CLOSED',
  'EXEMPT',
  'TERMINATED',
] as const;

/** A workflow instance: ids as the reference (ACC000042, NOC000042-P3, ...). */
export const requests = pgTable(
  'request',
  {
    id: text('id').primaryKey(),
    type: text('type').$type<RequestTypeName>().notNull(),
    status: text('status', { enum: requestStatuses }).notNull(),
    accountId: bigint('account_id', { mode: 'number' }).references(() => accounts.id),
    competentAuthority: text('competent_authority', { enum: competentAuthorityCodes }).notNull(),
    payload: jsonb('payload'),
    metadata: jsonb('metadata'),
    creationDate: timestamp('creation_date', { withTimezone: true }).notNull().defaultNow(),
    submissionDate: timestamp('submission_date', { withTimezone: true }),
    endDate: timestamp('end_date', { withTimezone: true }),
    version: integer('version').notNull().default(0),
  },
  (table) => [
    index('request_account_idx').on(table.accountId),
    index('request_ca_idx').on(table.competentAuthority),
    // Migration 0020: an applicant's own account-opening requests, for their landing page.
    index('request_account_applicant_idx')
      .on(sql`(${table.payload}->>'operatorAssignee')`)
      .where(sql`${table.type} = 'ORGANISATION_ACCOUNT_OPENING'`),
  ],
);

/** Open tasks only; a completed task moves to request_task_history. */
export const requestTasks = pgTable(
  'request_task',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    requestId: text('request_id')
      .notNull()
      .references(() => requests.id, { onDelete: 'cascade' }),
    type: text('type').$type<RequestTaskTypeName>().notNull(),
    // Copied from the request (which never changes account), so dashboards filter tasks without a join.
    accountId: bigint('account_id', { mode: 'number' }).references(() => accounts.id),
    competentAuthority: text('competent_authority', { enum: competentAuthorityCodes }).notNull(),
    assignee: uuid('assignee').references(() => users.id),
    dueDate: timestamp('due_date', { withTimezone: true }),
    startDate: timestamp('start_date', { withTimezone: true }).notNull().defaultNow(),
    pauseDate: timestamp('pause_date', { withTimezone: true }),
    payload: jsonb('payload'),
    /** Optimistic lock: every write checks and increments it. */
    version: integer('version').notNull().default(0),
  },
  (table) => [
    index('request_task_request_idx').on(table.requestId),
    // Dashboard lists: by assignee (or none), newest first, then narrowed to the caller's scopes.
    index('request_task_assignee_start_idx').on(
      table.assignee,
      table.startDate.desc().nullsFirst(),
      table.id.desc().nullsFirst(),
    ),
    // Operators' lists: the page of a few accounts is picked from the index alone (an index-only scan;
    // type is the last key column as Drizzle has no INCLUDE), so only the page's rows are read from the
    // table. Also serves lookups by account, hence no separate account index.
    index('request_task_account_assignee_start_idx').on(
      table.accountId,
      table.assignee,
      table.startDate.desc().nullsFirst(),
      table.id.desc().nullsFirst(),
      table.type,
    ),
    // Regulators' lists: assignment within a competent authority and task type (also serves
    // competent-authority-only lookups, which is why there is no separate index on it).
    index('request_task_ca_type_assignee_idx').on(table.competentAuthority, table.type, table.assignee),
    // Regulators' pages, merged newest first from one slice per (competent authority, task type).
    index('request_task_ca_type_start_idx').on(
      table.competentAuthority,
      table.type,
      table.startDate.desc().nullsFirst(),
      table.id.desc().nullsFirst(),
    ),
  ],
);

export const taskCountScopeKinds = ['COMPETENT_AUTHORITY', 'ACCOUNT'] as const;

/**
 * Open tasks per scope, task type and assignee (none = unassigned), kept exact by statement triggers
 * on request_task (migration 0007_request_task_counts), so dashboard totals are read from a few rows
 * instead of counting every matching task. Every task is counted once under its competent authority
 * and once under its account (if any). Written only by those triggers; rows may reach zero and stay.
 */
export const requestTaskCounts = pgTable(
  'request_task_count',
  {
    scopeKind: text('scope_kind', { enum: taskCountScopeKinds }).notNull(),
    /** The competent authority code, or the account id as text. */
    scopeId: text('scope_id').notNull(),
    taskType: text('task_type').$type<RequestTaskTypeName>().notNull(),
    assignee: uuid('assignee'),
    openTasks: integer('open_tasks').notNull(),
  },
  (table) => [
    // The triggers' upsert target; an unassigned row has no assignee, hence nulls not distinct.
    unique('request_task_count_key')
      .on(table.scopeKind, table.scopeId, table.taskType, table.assignee)
      .nullsNotDistinct(),
  ],
);

export const requestTaskVisits = pgTable(
  'request_task_visit',
  {
    taskId: bigint('task_id', { mode: 'number' })
      .notNull()
      .references(() => requestTasks.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
  },
  (table) => [primaryKey({ columns: [table.taskId, table.userId] })],
);

/** A completed task, copied here with its end date when it completes (cancelled processes are not copied). */
export const requestTaskHistory = pgTable(
  'request_task_history',
  {
    id: bigint('id', { mode: 'number' }).primaryKey(),
    requestId: text('request_id')
      .notNull()
      .references(() => requests.id, { onDelete: 'cascade' }),
    type: text('type').$type<RequestTaskTypeName>().notNull(),
    assignee: uuid('assignee').references(() => users.id, { onDelete: 'set null' }),
    startDate: timestamp('start_date', { withTimezone: true }).notNull(),
    endDate: timestamp('end_date', { withTimezone: true }).notNull().defaultNow(),
    payload: jsonb('payload'),
  },
  (table) => [index('request_task_history_request_idx').on(table.requestId)],
);

/** The timeline: what happened on a request, who did it and a snapshot of what they sent. */
export const requestActions = pgTable(
  'request_action',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    requestId: text('request_id')
      .notNull()
      .references(() => requests.id, { onDelete: 'cascade' }),
    type: text('type').notNull(),
    payload: jsonb('payload'),
    submitterId: uuid('submitter_id').references(() => users.id, { onDelete: 'set null' }),
    /** The submitter's full name at the time. */
    submitter: text('submitter'),
    creationDate: timestamp('creation_date', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('request_action_request_idx').on(table.requestId, table.creationDate)],
);
