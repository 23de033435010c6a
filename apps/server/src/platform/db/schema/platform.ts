import {
  bigint,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from './users';

/** Key material generated once and shared by every server instance (signing keys, cookie keys). */
export const platformSecrets = pgTable('platform_secret', {
  name: text('name').primaryKey(),
  value: jsonb('value').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** oidc-provider's persisted models (sessions, grants, codes, refresh tokens, interactions). */
export const oidcModels = pgTable(
  'oidc_model',
  {
    kind: text('kind').notNull(),
    id: text('id').notNull(),
    payload: jsonb('payload').notNull(),
    grantId: text('grant_id'),
    userCode: text('user_code'),
    uid: text('uid'),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    consumedAt: timestamp('consumed_at', { withTimezone: true }),
  },
  (table) => [
    primaryKey({ columns: [table.kind, table.id] }),
    index('oidc_model_grant_idx').on(table.grantId),
    index('oidc_model_uid_idx').on(table.uid),
    index('oidc_model_expires_idx').on(table.expiresAt),
  ],
);

/** Sign-in secrets, owned by the identity provider; the API never reads them. */
export const userCredentials = pgTable('user_credential', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  passwordHash: text('password_hash'),
  totpSecret: text('totp_secret'),
  /** The 30-second step of the last authenticator code accepted: a code is good once (no replay). */
  totpLastStep: bigint('totp_last_step', { mode: 'number' }),
  failedAttempts: integer('failed_attempts').notNull().default(0),
  lockedUntil: timestamp('locked_until', { withTimezone: true }),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
