import { bigint, bigserial, index, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { users } from './users';

export const competentAuthorityCodes = ['ENGLAND', 'NORTHERN_IRELAND', 'OPRED', 'SCOTLAND', 'WALES'] as const;
export const accountStatuses = ['AWAITING_APPROVAL', 'LIVE', 'DENIED', 'CLOSED'] as const;

export const competentAuthorities = pgTable('competent_authority', {
  code: text('code', { enum: competentAuthorityCodes }).primaryKey(),
  name: text('name').notNull(),
  email: text('email').notNull(),
});

/** An organisation account (the reference's account + account_organisation). */
export const accounts = pgTable(
  'account',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    /** ORG followed by the id padded to 6 digits, e.g. ORG000042. */
    organisationId: text('organisation_id')
      .notNull()
      .unique()
      .generatedAlwaysAs(sql`'ORG' || lpad(id::text, 6, '0')`),
    name: text('name').notNull(),
    registrationNumber: text('registration_number'),
    status: text('status', { enum: accountStatuses }).notNull(),
    competentAuthority: text('competent_authority', { enum: competentAuthorityCodes })
      .notNull()
      .references(() => competentAuthorities.code),
    location: text('location', { enum: competentAuthorityCodes }).notNull(),
    addressLine1: text('address_line1').notNull(),
    addressLine2: text('address_line2'),
    city: text('city').notNull(),
    county: text('county'),
    postcode: text('postcode').notNull(),
    acceptedDate: timestamp('accepted_date', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('account_ca_idx').on(table.competentAuthority),
    index('account_registration_number_idx').on(table.registrationNumber),
  ],
);

export const contactTypes = ['PRIMARY', 'SECONDARY', 'SERVICE', 'FINANCIAL', 'CA_SITE', 'VB_SITE'] as const;

export const accountContacts = pgTable(
  'account_contact',
  {
    accountId: bigint('account_id', { mode: 'number' })
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    contactType: text('contact_type', { enum: contactTypes }).notNull(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
  },
  (table) => [primaryKey({ columns: [table.accountId, table.contactType] })],
);
