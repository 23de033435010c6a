import { getTableName } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  date,
  integer,
  pgTable,
  text,
  timestamp,
  unique,
  uuid,
} from 'drizzle-orm/pg-core';
import { accounts } from '../../platform/db/schema';

/**
 * The reminders regulators sent from an account list (migration 0028, ADR 51): one row per account, report
 * and UK day. The row is the claim: inserted in the transaction that queues the mail, its unique key lets
 * one send in a day, however many instances or regulators try. Its audit trigger puts each send on the
 * account's history.
 */
export const complianceReminders = pgTable(
  'compliance_reminder',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    accountId: bigint('account_id', { mode: 'number' })
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    /** The report chased: its request type (NOTIFICATION_OF_COMPLIANCE_P3, ...). */
    requestType: text('request_type').notNull(),
    /** The UK day it was sent: the limit is one per account, report and day. */
    remindedOn: date('reminded_on').notNull(),
    sentBy: uuid('sent_by').notNull(),
    /** How many people it went to (the primary contact and the Advanced users, each once). */
    recipients: integer('recipients').notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    unique('compliance_reminder_account_report_day_key').on(
      table.accountId,
      table.requestType,
      table.remindedOn,
    ),
  ],
);

/** The table's audit trigger (migration 0028) records every change: it has no bookkeeping columns. */
export const complianceReminderAuditing: Readonly<Record<string, readonly string[]>> = {
  [getTableName(complianceReminders)]: [],
};
