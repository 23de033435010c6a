import { bigserial, index, pgTable, primaryKey, text, timestamp, uuid, bigint } from 'drizzle-orm/pg-core';
import { users } from './users';
import { accounts, competentAuthorities } from './accounts';

export const roleTypes = ['OPERATOR', 'REGULATOR', 'VERIFIER'] as const;
export const authorityStatuses = [
  'PENDING',
  'ACCEPTED',
  'ACTIVE',
  'DISABLED',
  'TEMP_DISABLED',
  'TEMP_DISABLED_PENDING',
] as const;

/** Role templates (operator_admin, regulator_technical_officer, ...) and their default permissions. */
export const roles = pgTable('role', {
  code: text('code').primaryKey(),
  name: text('name').notNull(),
  type: text('type', { enum: roleTypes }).notNull(),
});

export const rolePermissions = pgTable(
  'role_permission',
  {
    roleCode: text('role_code')
      .notNull()
      .references(() => roles.code, { onDelete: 'cascade' }),
    permission: text('permission').notNull(),
  },
  (table) => [primaryKey({ columns: [table.roleCode, table.permission] })],
);

/**
 * One row per user per scope: exactly one of accountId, competentAuthority or verificationBodyId is set.
 * Permissions are copied onto the authority when it is granted; checks read the copies.
 */
export const authorities = pgTable(
  'authority',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    code: text('code'),
    status: text('status', { enum: authorityStatuses }).notNull(),
    accountId: bigint('account_id', { mode: 'number' }).references(() => accounts.id, {
      onDelete: 'cascade',
    }),
    competentAuthority: text('competent_authority').references(() => competentAuthorities.code),
    verificationBodyId: bigint('verification_body_id', { mode: 'number' }),
    uuid: uuid('uuid').notNull().defaultRandom().unique(),
    createdBy: uuid('created_by'),
    creationDate: timestamp('creation_date', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('authority_user_idx').on(table.userId),
    index('authority_account_idx').on(table.accountId),
    index('authority_ca_idx').on(table.competentAuthority),
  ],
);

export const authorityPermissions = pgTable(
  'authority_permission',
  {
    authorityId: bigint('authority_id', { mode: 'number' })
      .notNull()
      .references(() => authorities.id, { onDelete: 'cascade' }),
    permission: text('permission').notNull(),
  },
  (table) => [primaryKey({ columns: [table.authorityId, table.permission] })],
);
