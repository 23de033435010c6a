import { and, asc, count, desc, eq, isNull, lte, ne, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Executor } from '../../platform/db';
import { accounts, users } from '../../platform/db/schema';
import type { CompetentAuthority } from '../../domain/regulator-scope';
import { complianceStates as states } from './table';
import type { ComplianceSortField, ComplianceState } from './schemas';

/** A submission's day as the service counts days: in the UK. */
const ukDay = sql<string>`to_char(${states.submittedAt} AT TIME ZONE 'Europe/London', 'YYYY-MM-DD')`;

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
  const ofScope = (scope: Scope) =>
    and(
      eq(states.competentAuthority, scope.competentAuthority),
      eq(states.phase, scope.phase),
      eq(states.accountLive, true),
    );

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
        .select({ requestType: states.requestType, state: states.state, count: count() })
        .from(states)
        .where(ofScope(scope))
        .groupBy(states.requestType, states.state);
    },

    /** Submitted reports per type and UK day, oldest first. */
    submissionsByDay(scope: Scope) {
      return db
        .select({ requestType: states.requestType, date: ukDay, count: count() })
        .from(states)
        .where(and(ofScope(scope), eq(states.state, 'SUBMITTED')))
        .groupBy(states.requestType, ukDay)
        .orderBy(ukDay);
    },

    /** Submitted notifications by their indexed answers. */
    notificationAnswers(scope: Scope, requestType: string) {
      return db
        .select({
          category: states.reportingObligationCategory,
          leadAssessorType: states.leadAssessorType,
          route: states.complianceRoute,
          count: count(),
        })
        .from(states)
        .where(and(ofScope(scope), eq(states.requestType, requestType), eq(states.state, 'SUBMITTED')))
        .groupBy(states.reportingObligationCategory, states.leadAssessorType, states.complianceRoute);
    },

    /** One page of the LIVE accounts a drill-down names, and how many there are. */
    async accounts(scope: Scope, filter: AccountsFilter) {
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
          ? and(eq(report.state, 'SUBMITTED'), lte(sql`${ukDay.getSQL()}`, filter.submittedTo))
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
      const [total] = (await from({ count: count() })) as unknown as { count: number }[];
      return { rows, total: total?.count ?? 0 };
    },
  };
}
