import { pgTable, serial, text, unique } from 'drizzle-orm/pg-core';
import { competentAuthorities, competentAuthorityCodes } from './accounts';

export const miReportTypes = [
  'LIST_OF_ACCOUNTS_USERS_CONTACTS',
  'COMPLETED_WORK',
  'REGULATOR_OUTSTANDING_REQUEST_TASKS',
  'LIST_OF_ACCOUNTS_ASSIGNED_REGULATOR_SITE_CONTACTS',
  'LIST_OF_VERIFICATION_BODY_USERS',
  'NOC_SUBMITTED_DATA_P3',
  'CUSTOM',
  'ACTION_PLAN_SUBMITTED_DATA_P3',
  'PROGRESS_UPDATE_1_SUBMITTED_DATA_P3',
  'PROGRESS_UPDATE_2_SUBMITTED_DATA_P3',
] as const;

/**
 * The per competent authority switchboard of MI reports: a type may be run by the authority's
 * regulators only while its row is here (seeded by migration 0009_mi_reports). Migration 0009 also
 * creates the read-only report schemas and roles custom SQL runs under (ADR 0010).
 */
export const miReports = pgTable(
  'mi_report',
  {
    id: serial('id').primaryKey(),
    competentAuthority: text('competent_authority', { enum: competentAuthorityCodes })
      .notNull()
      .references(() => competentAuthorities.code),
    type: text('type', { enum: miReportTypes }).notNull(),
    accountType: text('account_type', { enum: ['ORGANISATION'] })
      .notNull()
      .default('ORGANISATION'),
  },
  (table) => [unique('mi_report_ca_type_key').on(table.competentAuthority, table.type, table.accountType)],
);
