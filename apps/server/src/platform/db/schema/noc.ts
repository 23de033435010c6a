import { bigint, index, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { accounts } from './accounts';

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
