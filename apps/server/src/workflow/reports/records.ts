import { and, eq, getTableName } from 'drizzle-orm';
import { bigint, boolean, index, jsonb, pgTable, text, timestamp, unique } from 'drizzle-orm/pg-core';
import type { Executor } from '../../platform/db';
import { accounts, competentAuthorityCodes, requests } from '../../platform/db/schema';
import type { RequestType } from '../catalogue';
import type { RequestRow, WorkflowStep } from '../definition';
import { storedPhase, type CompliancePhase } from './phases';

/*
 * The reports' submitted records (ADR 20, ADR 45): one table for every report type, kept beside the
 * report kit rather than in platform/, which knows nothing of the service. drizzle.config.ts reads this
 * file too. Migration 0023 made it from the four tables each report type had.
 */

/**
 * One row per account, report type and phase, as the reference keeps its submitted reports: the id
 * is the request's (a later report after a cancelled one, or a re-submission after a re-initiation,
 * replaces the row), `data` the document as submitted. The few columns the MI exports and the
 * compliance overview filter on are copied out of it when it is stored, each null where the type
 * has no such answer.
 */
export const submittedReports = pgTable(
  'submitted_report',
  {
    id: text('id')
      .primaryKey()
      .references(() => requests.id),
    requestType: text('request_type').$type<RequestType>().notNull(),
    accountId: bigint('account_id', { mode: 'number' })
      .notNull()
      .references(() => accounts.id),
    competentAuthority: text('competent_authority', { enum: competentAuthorityCodes }).notNull(),
    phase: text('phase').notNull(),
    submittedAt: timestamp('submitted_at', { withTimezone: true }).notNull(),
    /** A notification's reporting obligation category (reportingObligation.reportingObligationCategory). */
    reportingObligationCategory: text('reporting_obligation_category'),
    /** A notification's lead assessor: INTERNAL or EXTERNAL (leadAssessor.leadAssessorType). */
    leadAssessorType: text('lead_assessor_type'),
    /** A progress update's "disaggregated from a group" answer. */
    isDisaggregateUndertaking: boolean('is_disaggregate_undertaking'),
    data: jsonb('data').notNull(),
  },
  (table) => [
    unique('submitted_report_account_type_phase_key').on(table.accountId, table.requestType, table.phase),
    // The MI exports: one type's reports in an authority, by id.
    index('submitted_report_ca_type_idx').on(
      table.competentAuthority,
      table.requestType,
      table.phase,
      table.id,
    ),
    // The compliance overview: an authority's notifications of a phase by category.
    index('submitted_report_ca_phase_category_idx').on(
      table.competentAuthority,
      table.phase,
      table.reportingObligationCategory,
    ),
    // The regulators' list of submitted reports, newest first (migration 0027 adds its INCLUDE columns).
    index('submitted_report_ca_submitted_idx').on(
      table.competentAuthority,
      table.submittedAt.desc(),
      table.id.desc(),
    ),
  ],
);

/**
 * The table's audit trigger (migrations 0023, 0030) records every change: it has no bookkeeping columns, and
 * each event carries the report's `request_type`, so the history names the kind of a re-submission.
 */
export const submittedReportAuditing: Readonly<Record<string, readonly string[]>> = {
  [getTableName(submittedReports)]: [],
};

/** The columns copied out of a report's document when it is stored (see the table). */
export interface IndexedAnswers {
  reportingObligationCategory?: string | null;
  leadAssessorType?: string | null;
  isDisaggregateUndertaking?: boolean | null;
}

/**
 * Keeps a submitted report: the one row of its account, type and phase, replaced if there is one (a
 * re-submission, or a later report after a cancelled one). The report's definition says what its
 * document is and which indexed answers it has.
 */
export async function storeSubmittedReport(
  step: WorkflowStep,
  request: RequestRow,
  report: { phase: CompliancePhase; document: unknown; indexed?: IndexedAnswers },
): Promise<void> {
  if (request.accountId === null) throw new Error(`${request.id} has no account`);
  const indexed = {
    reportingObligationCategory: report.indexed?.reportingObligationCategory ?? null,
    leadAssessorType: report.indexed?.leadAssessorType ?? null,
    isDisaggregateUndertaking: report.indexed?.isDisaggregateUndertaking ?? null,
  };
  const replaced = { id: request.id, submittedAt: step.now, data: report.document, ...indexed };
  await step.tx
    .insert(submittedReports)
    .values({
      ...replaced,
      requestType: request.type,
      accountId: request.accountId,
      competentAuthority: request.competentAuthority,
      phase: storedPhase(report.phase),
    })
    .onConflictDoUpdate({
      target: [submittedReports.accountId, submittedReports.requestType, submittedReports.phase],
      set: replaced,
    });
}

/** The document an account submitted for a report type in a phase, with when; none if it has not. */
export async function submittedReportOf(
  executor: Executor,
  key: { accountId: number; requestType: RequestType; phase: CompliancePhase },
): Promise<{ id: string; data: unknown; submittedAt: Date } | undefined> {
  const [row] = await executor
    .select({
      id: submittedReports.id,
      data: submittedReports.data,
      submittedAt: submittedReports.submittedAt,
    })
    .from(submittedReports)
    .where(
      and(
        eq(submittedReports.accountId, key.accountId),
        eq(submittedReports.requestType, key.requestType),
        eq(submittedReports.phase, storedPhase(key.phase)),
      ),
    );
  return row;
}
