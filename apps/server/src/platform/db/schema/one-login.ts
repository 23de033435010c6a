import { pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './users';

/** GOV.UK One Login's subject for a person of this service (ADR 48); owned by the identity provider. */
export const oneLoginLinks = pgTable('one_login_link', {
  subject: text('subject').primaryKey(),
  userId: uuid('user_id')
    .notNull()
    .unique()
    .references(() => users.id, { onDelete: 'cascade' }),
  linkedAt: timestamp('linked_at', { withTimezone: true }).notNull().defaultNow(),
});
