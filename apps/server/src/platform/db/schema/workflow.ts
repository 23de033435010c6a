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
  uuid,
} from 'drizzle-orm/pg-core';
import { accounts, competentAuthorityCodes } from './accounts';
import { users } from './users';

export const requestTypes = [
  'ORGANISATION_ACCOUNT_OPENING',
  'NOTIFICATION_OF_COMPLIANCE_P3',
  'ACTION_PLAN_P3',
  'ACCOUNT_CLOSURE',
  'PROGRESS_UPDATE_1_P3',
  'PROGRESS_UPDATE_2_P3',
] as const;

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

export const requestTaskTypes = [
  'ORGANISATION_ACCOUNT_OPENING_APPLICATION_REVIEW',
  'NOTIFICATION_OF_COMPLIANCE_P3_APPLICATION_SUBMIT',
  'NOTIFICATION_OF_COMPLIANCE_P3_APPLICATION_EDIT',
  'NOTIFICATION_OF_COMPLIANCE_P3_WAIT_FOR_EDIT',
  'ACTION_PLAN_P3_APPLICATION_SUBMIT',
  'ACCOUNT_CLOSURE_SUBMIT',
  'PROGRESS_UPDATE_1_P3_APPLICATION_SUBMIT',
  'PROGRESS_UPDATE_2_P3_APPLICATION_SUBMIT',
] as const;

/** A workflow instance: ids as the reference (ACC000042, NOC000042-P3, ...). */
export const requests = pgTable(
  'request',
  {
    id: text('id').primaryKey(),
    type: text('type', { enum: requestTypes }).notNull(),
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
    type: text('type', { enum: requestTaskTypes }).notNull(),
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
    index('request_task_account_idx').on(table.accountId),
    index('request_task_ca_idx').on(table.competentAuthority),
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
