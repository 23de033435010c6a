import {
  bigint,
  bigserial,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { users } from './users';

export const competentAuthorityCodes = ['ENGLAND', 'NORTHERN_IRELAND', 'OPRED', 'SCOTLAND', 'WALES'] as const;
export const accountStatuses = ['AWAITING_APPROVAL', 'LIVE', 'DENIED', 'CLOSED'] as const;
export const classificationTypes = ['SIC', 'OTHER'] as const;

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
    /** Activity codes: every code of an account has one classification type (SIC or OTHER). */
    classificationType: text('classification_type', { enum: classificationTypes }).notNull().default('SIC'),
    /** The name of the other classification, set exactly when the type is OTHER. */
    classificationOtherName: text('classification_other_name'),
    classificationCodes: text('classification_codes')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    acceptedDate: timestamp('accepted_date', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  // Account search (organisation-accounts/repository.ts) at 100k accounts: a regulator's page of
  // their CA by name walks the (competent_authority, name, id) index, which also INCLUDEs the
  // organisation id, registration number and status (migration 0010: drizzle cannot declare it); a term is matched through the
  // trigram index (name ILIKE '%term%', needs pg_trgm), the upper() index (registration number, any
  // case) and the organisation id's unique index (always upper case, so compared as stored).
  (table) => [
    index('account_ca_name_idx').on(table.competentAuthority, table.name, table.id),
    index('account_registration_number_upper_idx').on(sql`upper(${table.registrationNumber})`),
    index('account_name_trgm_idx').using('gin', table.name.op('gin_trgm_ops')),
  ],
);

/**
 * Accounts per competent authority, kept exact by statement triggers on account (migration
 * 0008_account_search), so a regulator's unfiltered account search reads its total from one row
 * instead of counting tens of thousands of accounts. Written only by those triggers.
 */
export const accountCounts = pgTable('account_count', {
  competentAuthority: text('competent_authority', { enum: competentAuthorityCodes })
    .primaryKey()
    .references(() => competentAuthorities.code),
  accounts: integer('accounts').notNull(),
});

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

/** Verified (registration number, email) pairs uploaded by regulators: such applications go LIVE at once. */
export const accountOnboardingRegistry = pgTable('account_onboarding_registry', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  /** Stored lower-cased. */
  email: text('email').notNull().unique(),
  registrationNumber: text('registration_number').notNull().unique(),
  status: text('status', { enum: ['PENDING', 'ONBOARDED'] })
    .notNull()
    .default('PENDING'),
  submitterId: uuid('submitter_id').references(() => users.id, { onDelete: 'set null' }),
  submissionDate: timestamp('submission_date', { withTimezone: true }).notNull().defaultNow(),
  competentAuthority: text('competent_authority', { enum: competentAuthorityCodes }).notNull(),
});
