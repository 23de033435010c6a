import { bigserial, index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';

/**
 * Every email the service sends, written in the same transaction as the change that causes it and
 * delivered after commit (the outbox pattern). In the embedded default the outbox is the mailbox.
 */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    /** The reference's template name, e.g. InvitationToOperatorAccount. */
    template: text('template').notNull(),
    recipient: text('recipient').notNull(),
    subject: text('subject').notNull(),
    /** Plain text with blank lines between paragraphs; links written out in full. */
    body: text('body').notNull(),
    /** The values the body was made from, for template-based providers such as GOV.UK Notify. */
    personalisation: jsonb('personalisation').$type<Record<string, string>>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    attempts: integer('attempts').notNull().default(0),
    deliveredAt: timestamp('delivered_at', { withTimezone: true }),
    /** The provider's id for the message, once accepted. */
    providerReference: text('provider_reference'),
    lastError: text('last_error'),
  },
  (table) => [
    index('mail_outbox_pending_idx')
      .on(table.nextAttemptAt)
      .where(sql`delivered_at is null`),
    index('mail_outbox_recipient_idx').on(table.recipient, table.createdAt),
  ],
);
