import { sql } from 'drizzle-orm';
import {
  boolean,
  customType,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
});

/** A person known to the service. The id is the identity provider's `sub`. */
export const users = pgTable(
  'app_user',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Stored in lower case (platform/text.ts normaliseEmail); unique whatever the case. */
    email: text('email').notNull(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    /** PENDING until the person completes registration, then REGISTERED. */
    status: text('status', { enum: ['PENDING', 'REGISTERED'] })
      .notNull()
      .default('PENDING'),
    jobTitle: text('job_title'),
    phoneNumberCode: text('phone_number_code'),
    phoneNumber: text('phone_number'),
    mobileNumberCode: text('mobile_number_code'),
    mobileNumber: text('mobile_number'),
    addressLine1: text('address_line1'),
    addressLine2: text('address_line2'),
    addressCity: text('address_city'),
    addressCounty: text('address_county'),
    addressPostcode: text('address_postcode'),
    addressCountry: text('address_country'),
    termsVersion: integer('terms_version'),
    enabled: boolean('enabled').notNull().default(true),
    lastLoginAt: timestamp('last_login_at', { withTimezone: true }),
    /** The language the person chose for the service and its e-mails (ADR 55); null until they choose. */
    language: text('language', { enum: ['en', 'cy'] }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex('app_user_email_lower_key').on(sql`lower(${table.email})`)],
);

/** Latest terms and conditions are the row with the highest version. */
export const terms = pgTable('terms', {
  version: integer('version').primaryKey(),
  url: text('url').notNull(),
  text: text('text').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** A regulator's signature image (BMP), used on official notices. */
export const userSignatures = pgTable('user_signature', {
  uuid: uuid('uuid').primaryKey().defaultRandom(),
  userId: uuid('user_id')
    .notNull()
    .unique()
    .references(() => users.id, { onDelete: 'cascade' }),
  name: text('name').notNull(),
  contentType: text('content_type').notNull(),
  size: integer('size').notNull(),
  content: bytea('content').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
