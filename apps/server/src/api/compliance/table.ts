import {
  bigint,
  boolean,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  unique,
  uuid,
} from 'drizzle-orm/pg-core';
import { accounts } from '../../platform/db/schema';

/** Where one account's report of a phase stands, beside NOT_STARTED (no row). */
export const complianceRowStates = ['IN_PROGRESS', 'WITH_REVIEWER', 'RETURNED', 'SUBMITTED'] as const;
export type ComplianceRowState = (typeof complianceRowStates)[number];

/**
 * Where each account's reports of each phase stand (migration 0026, ADR 50): a row per account, report
 * type and phase with a report in progress or submitted. Written only by the migration's triggers on
 * account, request, request_task and submitted_report, in the transaction of each change; the compliance
 * overview counts it through its indexes instead of reading the workflow tables.
 */
export const complianceStates = pgTable(
  'compliance_state',
  {
    accountId: bigint('account_id', { mode: 'number' })
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    requestType: text('request_type').notNull(),
    phase: text('phase').notNull(),
    competentAuthority: text('competent_authority').notNull(),
    accountLive: boolean('account_live').notNull(),
    state: text('state').$type<ComplianceRowState>().notNull(),
    requestId: text('request_id').notNull(),
    submittedAt: timestamp('submitted_at', { withTimezone: true }),
    reportingObligationCategory: text('reporting_obligation_category'),
    leadAssessorType: text('lead_assessor_type'),
    /** ISO_50001, DEC_OR_GDA or ENERGY_AUDIT, read from a submitted notification's answers. */
    complianceRoute: text('compliance_route'),
    /** The open task's assignee (the reviewer's when it is with one). */
    assignee: uuid('assignee'),
  },
  (table) => [
    primaryKey({ columns: [table.accountId, table.requestType, table.phase] }),
    index('compliance_state_ca_phase_type_idx').on(
      table.competentAuthority,
      table.phase,
      table.requestType,
      table.accountLive,
      table.state,
      table.submittedAt,
    ),
    index('compliance_state_ca_phase_noc_idx').on(
      table.competentAuthority,
      table.phase,
      table.requestType,
      table.accountLive,
      table.reportingObligationCategory,
      table.leadAssessorType,
      table.complianceRoute,
    ),
  ],
);

/**
 * The overview's numbers (migration 0026): LIVE accounts' compliance_state rows counted by state and
 * notification answers (submittedOn null), and SUBMITTED ones again by UK day (answers null). Written only
 * by statement triggers on compliance_state.
 */
export const complianceCounts = pgTable(
  'compliance_count',
  {
    competentAuthority: text('competent_authority').notNull(),
    phase: text('phase').notNull(),
    requestType: text('request_type').notNull(),
    state: text('state').$type<ComplianceRowState>().notNull(),
    reportingObligationCategory: text('reporting_obligation_category'),
    leadAssessorType: text('lead_assessor_type'),
    complianceRoute: text('compliance_route'),
    submittedOn: date('submitted_on', { mode: 'string' }),
    accounts: integer('accounts').notNull(),
  },
  (table) => [
    unique('compliance_count_key')
      .on(
        table.competentAuthority,
        table.phase,
        table.requestType,
        table.state,
        table.reportingObligationCategory,
        table.leadAssessorType,
        table.complianceRoute,
        table.submittedOn,
      )
      .nullsNotDistinct(),
  ],
);
