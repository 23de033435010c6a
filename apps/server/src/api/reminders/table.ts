import { bigint, date, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { requestTasks } from '../../platform/db/schema';

/**
 * The deadline reminders sent, one row per task and kind (migration 0025, ADR 49). The row is the claim:
 * inserted in the transaction that queues the reminder's mail, its key lets one instance send it.
 */
export const deadlineReminders = pgTable(
  'deadline_reminder',
  {
    taskId: bigint('task_id', { mode: 'number' })
      .notNull()
      .references(() => requestTasks.id, { onDelete: 'cascade' }),
    /** `due-in-7`, `due-in-1` (one per configured day), or `overdue`. */
    kind: text('kind').notNull(),
    requestId: text('request_id').notNull(),
    /** The task's due date when it was sent (the day after the window's last submission day, ADR 22). */
    dueDate: date('due_date').notNull(),
    /** How many people it went to: none when the account had nobody to send it to (logged as well). */
    recipients: integer('recipients').notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.taskId, table.kind] })],
);
