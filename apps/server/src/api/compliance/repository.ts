import { and, asc, count, desc, eq, isNotNull, isNull, lte, ne, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Executor } from '../../platform/db';
import { accounts, users } from '../../platform/db/schema';
import type { CompetentAuthority } from '../../domain/regulator-scope';
import type { ComplianceRowState } from './table';
import { complianceCounts as counts, complianceStates as states } from './table';
import type { ComplianceSortField, ComplianceState } from './schemas';

export interface Scope {
  competentAuthority: CompetentAuthority;
  phase: string;
}

/** What a drill-down asks for, checked: `overdue` says whether the report's due date has come. */
export interface AccountsFilter {
  requestType: string;
  notificationType: string;
  state?: ComplianceState;
  overdue: boolean;
  category?: string;
  leadAssessorType?: string;
  route?: string;
  nation?: CompetentAuthority;
  submittedTo?: string;
  sort: { field: ComplianceSortField; descending: boolean };
  offset: number;
  limit: number;
}

/**
 * The compliance overview's reads (ADR 50). Every count is an index-only count of compliance_state (or of
 * the account index's status column): no view reads the workflow tables.
 */
export function complianceRepository(db: Executor) {
  const ofCounts = (scope: Scope) =>
    and(eq(counts.competentAuthority, scope.competentAuthority), eq(counts.phase, scope.phase));
  const total = sql<number>`sum(${counts.accounts})::int`;

  return {
    async liveAccounts(scope: Scope): Promise<number> {
      const [row] = await db
        .select({ count: count() })
        .from(accounts)
        .where(and(eq(accounts.competentAuthority, scope.competentAuthority), eq(accounts.status, 'LIVE')));
      return row?.count ?? 0;
    },

    /** Accounts per report type and state (accounts with no row have not started). */
    stateCounts(scope: Scope) {
      return db
        .select({ requestType: counts.requestType, state: counts.state, count: total })
        .from(counts)
        .where(and(ofCounts(scope), isNull(counts.submittedOn)))
        .groupBy(counts.requestType, counts.state);
    },

    /** Submitted reports per type and UK day, oldest first. */
    submissionsByDay(scope: Scope) {
      return db
        .select({
          requestType: counts.requestType,
          date: sql<string>`${counts.submittedOn}::text`,
          count: total,
        })
        .from(counts)
        .where(and(ofCounts(scope), isNotNull(counts.submittedOn), ne(counts.accounts, 0)))
        .groupBy(counts.requestType, counts.submittedOn)
        .orderBy(counts.submittedOn);
    },

    /** Submitted notifications by their indexed answers. */
    notificationAnswers(scope: Scope, requestType: string) {
      return db
        .select({
          category: counts.reportingObligationCategory,
          leadAssessorType: counts.leadAssessorType,
          route: counts.complianceRoute,
          count: total,
        })
        .from(counts)
        .where(
          and(
            ofCounts(scope),
            eq(counts.requestType, requestType),
            eq(counts.state, 'SUBMITTED'),
            isNull(counts.submittedOn),
            ne(counts.accounts, 0),
          ),
        )
        .groupBy(counts.reportingObligationCategory, counts.leadAssessorType, counts.complianceRoute);
    },

    /**
     * How many accounts of one report are in a state with these answers (and submitted by a day), from the
     * counts table: what a drill-down that filters on nothing else answers as its total.
     */
    async countOf(
      scope: Scope,
      filter: {
        requestType: string;
        state: ComplianceRowState;
        category?: string;
        leadAssessorType?: string;
        route?: string;
        submittedTo?: string;
      },
    ): Promise<number> {
      const [row] = await db
        .select({ count: total })
        .from(counts)
        .where(
          and(
            ofCounts(scope),
            eq(counts.requestType, filter.requestType),
            eq(counts.state, filter.state),
            filter.submittedTo ? lte(counts.submittedOn, filter.submittedTo) : isNull(counts.submittedOn),
            filter.category ? eq(counts.reportingObligationCategory, filter.category) : undefined,
            filter.leadAssessorType ? eq(counts.leadAssessorType, filter.leadAssessorType) : undefined,
            filter.route ? eq(counts.complianceRoute, filter.route) : undefined,
          ),
        );
      return Number(row?.count ?? 0);
    },

    /** One page of the LIVE accounts a drill-down names, and how many there are. */
    async accounts(scope: Scope, filter: AccountsFilter, knownTotal?: number) {
      const report = alias(states, 'report');
      const notification = alias(states, 'notification');
      const assignee = alias(users, 'assignee');
      const state = sql<string>`coalesce(${report.state}, 'NOT_STARTED')`;
      const conditions: (SQL | undefined)[] = [
        eq(accounts.competentAuthority, scope.competentAuthority),
        eq(accounts.status, 'LIVE'),
        filter.nation ? eq(accounts.location, filter.nation) : undefined,
        filter.category ? eq(notification.reportingObligationCategory, filter.category) : undefined,
        filter.leadAssessorType ? eq(notification.leadAssessorType, filter.leadAssessorType) : undefined,
        filter.route ? eq(notification.complianceRoute, filter.route) : undefined,
        filter.submittedTo
          ? and(
              eq(report.state, 'SUBMITTED'),
              lte(
                // The submission's day as the service counts days: in the UK.
                sql`(${report.submittedAt} AT TIME ZONE 'Europe/London')::date`,
                sql`${filter.submittedTo}::date`,
              ),
            )
          : undefined,
      ];
      if (filter.state === 'NOT_STARTED') conditions.push(isNull(report.accountId));
      else if (filter.state === 'OVERDUE')
        conditions.push(
          filter.overdue ? or(isNull(report.accountId), ne(report.state, 'SUBMITTED')) : sql`false`,
        );
      else if (filter.state) conditions.push(eq(report.state, filter.state));
      const where = and(...conditions);

      const from = <Selection extends Record<string, unknown>>(selection: Selection) =>
        db
          .select(selection as never)
          .from(accounts)
          // A state with rows filters on the report's row: PostgreSQL makes this an inner join.
          .leftJoin(
            report,
            and(
              eq(report.accountId, accounts.id),
              eq(report.requestType, filter.requestType),
              eq(report.phase, scope.phase),
            ),
          )
          .leftJoin(
            notification,
            and(
              eq(notification.accountId, accounts.id),
              eq(notification.requestType, filter.notificationType),
              eq(notification.phase, scope.phase),
            ),
          )
          .leftJoin(assignee, eq(assignee.id, report.assignee))
          .where(where);

      const assigneeName = sql<
        string | null
      >`nullif(trim(concat_ws(' ', ${assignee.firstName}, ${assignee.lastName})), '')`;
      const sortColumn: Record<ComplianceSortField, SQL | typeof accounts.name> = {
        name: accounts.name,
        registrationNumber: sql`${accounts.registrationNumber}`,
        nation: sql`${accounts.location}`,
        state,
        category: sql`${notification.reportingObligationCategory}`,
        submittedOn: sql`${report.submittedAt}`,
        // The same due date for every account of a report: not submitted is as overdue as it gets.
        daysOverdue: sql`(${report.state} IS DISTINCT FROM 'SUBMITTED')`,
        assignee: assigneeName,
      };
      const direction = filter.sort.descending ? desc : asc;
      const rows = (await from({
        accountId: accounts.id,
        name: accounts.name,
        registrationNumber: accounts.registrationNumber,
        nation: accounts.location,
        state,
        category: notification.reportingObligationCategory,
        submittedAt: report.submittedAt,
        assignee: assigneeName,
      })
        .orderBy(direction(sortColumn[filter.sort.field]), direction(accounts.name), asc(accounts.id))
        .limit(filter.limit)
        .offset(filter.offset)) as unknown as {
        accountId: number;
        name: string;
        registrationNumber: string | null;
        nation: CompetentAuthority;
        state: string;
        category: string | null;
        submittedAt: Date | string | null;
        assignee: string | null;
      }[];
      if (knownTotal !== undefined) return { rows, total: knownTotal };
      const [total] = (await from({ count: count() })) as unknown as { count: number }[];
      return { rows, total: total?.count ?? 0 };
    },
  };
}
