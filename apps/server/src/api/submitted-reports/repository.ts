import { and, asc, count, desc, eq, gte, inArray, lt, or, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../platform/db';
import { accounts } from '../../platform/db/schema';
import type { CompetentAuthority } from '../../domain/regulator-scope';
import { submittedReports } from '../../workflow/reports/records';
import { SEARCH_COUNT_CAP, SUBMITTED_REPORTS_COUNT_CAP } from './schemas';

export interface SubmittedReportsFilter {
  competentAuthority: CompetentAuthority;
  type?: string | undefined;
  category?: string | undefined;
  /** Submitted at or after. */
  from?: Date | undefined;
  /** Submitted before. */
  before?: Date | undefined;
  search?: string | undefined;
  newestFirst: boolean;
  page: number;
  size: number;
  /** The timeline entry types that record a report's submission (one per registered report). */
  submittedActionTypes: readonly string[];
}

/** `%` and `_` are wildcards in LIKE; a term containing them must match them literally. */
const likeEscape = (term: string) => term.replace(/[\\%_]/g, (character) => `\\${character}`);

export function submittedReportsRepository(db: Executor) {
  return {
    /**
     * A page of the authority's submitted reports by submission date, and their number up to the cap
     * (a search's lower: ADR 53).
     * Both walk submitted_report_ca_submitted_idx (migration 0027), whose included columns answer the
     * type and category filters without visiting the table; a search first finds the few matching
     * accounts of the authority (the account search's indexes) and then their reports.
     */
    async page(filter: SubmittedReportsFilter) {
      const { competentAuthority: ca } = filter;
      const conditions: (SQL | undefined)[] = [
        eq(submittedReports.competentAuthority, ca),
        filter.type ? eq(submittedReports.requestType, filter.type as never) : undefined,
        filter.category ? eq(submittedReports.reportingObligationCategory, filter.category) : undefined,
        filter.from ? gte(submittedReports.submittedAt, filter.from) : undefined,
        filter.before ? lt(submittedReports.submittedAt, filter.before) : undefined,
      ];
      if (filter.search) {
        const term = filter.search;
        conditions.push(
          inArray(
            submittedReports.accountId,
            db
              .select({ id: accounts.id })
              .from(accounts)
              .where(
                and(
                  eq(accounts.competentAuthority, ca),
                  // As the account search writes them, so each branch uses its index (ADR 12).
                  or(
                    sql`${accounts.organisationId} = upper(${term})`,
                    sql`upper(${accounts.registrationNumber}) = upper(${term})`,
                    sql`${accounts.name} ilike ${`%${likeEscape(term)}%`} escape '\\'`,
                  ),
                ),
              ),
          ),
        );
      }
      const where = and(...conditions);
      const newestFirst = filter.newestFirst;
      const order = newestFirst
        ? [desc(submittedReports.submittedAt), desc(submittedReports.id)]
        : [asc(submittedReports.submittedAt), asc(submittedReports.id)];
      // The page's ids first, from the index alone (the offset's rows are walked there, not joined)...
      const page = db
        .select({ id: submittedReports.id, at: submittedReports.submittedAt })
        .from(submittedReports)
        .where(where)
        .orderBy(...order)
        .limit(filter.size)
        .offset(filter.page * filter.size)
        .as('page');
      const submittedAction =
        filter.submittedActionTypes.length === 0
          ? sql<number | null>`null`
          : sql<
              number | null
            >`(select ra.id from request_action ra where ra.request_id = ${submittedReports.id}
              and ra.type in (${sql.join(
                filter.submittedActionTypes.map((type) => sql`${type}`),
                sql`, `,
              )})
              order by ra.creation_date desc, ra.id desc limit 1)`;
      // A search counts up to the account search's cap (ADR 12): a common word then costs what a rare one does.
      const cap = filter.search ? SEARCH_COUNT_CAP : SUBMITTED_REPORTS_COUNT_CAP;
      const [rows, totals] = await Promise.all([
        // ...then only those rows read with their account and timeline entry.
        db
          .select({
            id: submittedReports.id,
            requestType: submittedReports.requestType,
            phase: submittedReports.phase,
            accountId: submittedReports.accountId,
            submittedAt: submittedReports.submittedAt,
            category: submittedReports.reportingObligationCategory,
            accountName: accounts.name,
            registrationNumber: accounts.registrationNumber,
            organisationId: accounts.organisationId,
            submittedActionId: submittedAction.mapWith(Number),
          })
          .from(page)
          .innerJoin(submittedReports, eq(submittedReports.id, page.id))
          .innerJoin(accounts, eq(accounts.id, submittedReports.accountId))
          .orderBy(...(newestFirst ? [desc(page.at), desc(page.id)] : [asc(page.at), asc(page.id)])),
        db.select({ total: count() }).from(
          db
            .select({ id: submittedReports.id })
            .from(submittedReports)
            .where(where)
            .limit(cap + 1)
            .as('capped'),
        ),
      ]);
      const counted = Number(totals[0]?.total ?? 0);
      const capped = counted > cap;
      return { rows, total: capped ? cap : counted, totalCapped: capped };
    },
  };
}
