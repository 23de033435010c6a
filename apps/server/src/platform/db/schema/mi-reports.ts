import { pgTable, serial, text, unique } from 'drizzle-orm/pg-core';
import { competentAuthorities, competentAuthorityCodes } from './accounts';

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
    // One of the MI API's report types (api/mi-reports/schemas.ts).
    type: text('type').notNull(),
    accountType: text('account_type', { enum: ['ORGANISATION'] })
      .notNull()
      .default('ORGANISATION'),
  },
  (table) => [unique('mi_report_ca_type_key').on(table.competentAuthority, table.type, table.accountType)],
);
