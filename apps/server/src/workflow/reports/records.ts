import { bigint, boolean, index, jsonb, pgTable, text, timestamp, unique } from 'drizzle-orm/pg-core';
import { accounts, requests } from '../../platform/db/schema';

/*
 * The reports' submitted records (ADR 20, ADR 45): the workflows' own tables, kept beside the report kit
 * rather than in platform/, which knows nothing of the service. drizzle.config.ts reads this file too.
 */

/** The reporting phases; ESOS has one so far (the reference's Phase, code P3). */
export const reportingPhases = ['PHASE_3'] as const;

/*
 * The submitted action plans and progress updates, as the reference keeps them (api-behaviour §1): one
 * row per account and phase, its id the request's, `data` the submitted container. A report the
 * regulator re-initiated keeps its row until it is submitted again, which overwrites it. The MI
 * exports and the per-authority report views read these (migration 0016).
 */

export const actionPlans = pgTable(
  'action_plan',
  {
    id: text('id')
      .primaryKey()
      .references(() => requests.id),
    accountId: bigint('account_id', { mode: 'number' })
      .notNull()
      .references(() => accounts.id),
    phase: text('phase', { enum: reportingPhases }).notNull(),
    /** ActionPlanP3Container: {phase, actionPlan, actionPlanAttachments}. */
    data: jsonb('data').notNull(),
  },
  (table) => [unique('action_plan_account_phase_key').on(table.accountId, table.phase)],
);

export const progressUpdates1 = pgTable(
  'progress_update_1',
  {
    id: text('id')
      .primaryKey()
      .references(() => requests.id),
    accountId: bigint('account_id', { mode: 'number' })
      .notNull()
      .references(() => accounts.id),
    phase: text('phase', { enum: reportingPhases }).notNull(),
    isDisaggregateUndertaking: boolean('is_disaggregate_undertaking').notNull(),
    /** ProgressUpdate1P3Container: {phase, progressUpdate1P3, progressUpdate1Attachments}. */
    data: jsonb('data').notNull(),
  },
  (table) => [unique('progress_update_1_account_phase_key').on(table.accountId, table.phase)],
);

export const progressUpdates2 = pgTable(
  'progress_update_2',
  {
    id: text('id')
      .primaryKey()
      .references(() => requests.id),
    accountId: bigint('account_id', { mode: 'number' })
      .notNull()
      .references(() => accounts.id),
    phase: text('phase', { enum: reportingPhases }).notNull(),
    isDisaggregateUndertaking: boolean('is_disaggregate_undertaking').notNull(),
    /** ProgressUpdate2P3Container: {phase, progressUpdate2P3, progressUpdate2Attachments}. */
    data: jsonb('data').notNull(),
  },
  (table) => [unique('progress_update_2_account_phase_key').on(table.accountId, table.phase)],
);

/**
 * The submitted Phase 3 notifications of compliance, one row per account and phase, as the reference
 * keeps them: the id is the request's (NOC000042-P3) and a notification re-submitted after a
 * re-initiation overwrites its row. What the MI reports read (migration 0017 adds a report view).
 */
export const submittedNotifications = pgTable(
  'noc',
  {
    id: text('id').primaryKey(),
    accountId: bigint('account_id', { mode: 'number' })
      .notNull()
      .references(() => accounts.id),
    phase: text('phase', { enum: ['PHASE_3'] }).notNull(),
    /** The notification (NocP3) as submitted. */
    data: jsonb('data').notNull(),
    submissionDate: timestamp('submission_date', { withTimezone: true }).notNull(),
  },
  (table) => [index('noc_account_idx').on(table.accountId)],
);
