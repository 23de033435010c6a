import { and, asc, count, eq, inArray, or, sql, sum, type SQL } from 'drizzle-orm';
import type { Executor } from '../../platform/db';
import { accountCounts, accounts } from '../../platform/db/schema';
import type { OrganisationAccountUpdate } from './schemas';

/** Which accounts a caller may see: those with the given ids, or those of the given competent authorities. */
export type AccountScope = { accountIds: number[] } | { competentAuthorities: string[] };

/**
 * A search term is counted up to this many matches (ADR 12): past it the total says "more than", so a
 * common fragment costs the same at any number of accounts.
 */
export const ACCOUNT_SEARCH_COUNT_CAP = 300;

/** `%` and `_` are wildcards in LIKE; a term containing them must match them literally. */
function likeEscape(term: string): string {
  return term.replace(/[\\%_]/g, (character) => `\\${character}`);
}

export function organisationAccountsRepository(db: Executor) {
  return {
    /**
     * One page of the accounts in scope, by name. A term matches the organisation id or registration
     * number exactly (ignoring case) or any part of the name.
     */
    async search(scope: AccountScope, term: string | undefined, page: number, size: number) {
      const inScope =
        'accountIds' in scope
          ? inArray(accounts.id, scope.accountIds)
          : inArray(sql<string>`${accounts.competentAuthority}`, scope.competentAuthorities);
      let matches: SQL | undefined;
      if (term) {
        // Each branch is written as its index is (schema/accounts.ts), so the three combine as a
        // bitmap OR: the organisation id is generated in upper case, so it is compared as stored.
        matches = or(
          sql`${accounts.organisationId} = upper(${term})`,
          sql`upper(${accounts.registrationNumber}) = upper(${term})`,
          sql`${accounts.name} ilike ${`%${likeEscape(term)}%`} escape '\\'`,
        );
      }
      const where = and(inScope, matches);
      const [rows, totals] = await Promise.all([
        db
          .select({
            id: accounts.id,
            name: accounts.name,
            organisationId: accounts.organisationId,
            status: accounts.status,
          })
          .from(accounts)
          .where(where)
          .orderBy(asc(accounts.name), asc(accounts.id))
          .limit(size)
          .offset(page * size),
        // Without a term a regulator's total is all their authorities' accounts: read from the
        // trigger-kept counts (one row per authority) rather than counted (70,000 rows for England at
        // 100k accounts). With a term, matches are counted only up to the cap.
        'competentAuthorities' in scope && !matches
          ? db
              .select({ total: sql<number>`coalesce(${sum(accountCounts.accounts)}, 0)::int` })
              .from(accountCounts)
              .where(inArray(sql<string>`${accountCounts.competentAuthority}`, scope.competentAuthorities))
          : matches
            ? db.select({ total: count() }).from(
                db
                  .select({ id: accounts.id })
                  .from(accounts)
                  .where(where)
                  .limit(ACCOUNT_SEARCH_COUNT_CAP + 1)
                  .as('capped'),
              )
            : db.select({ total: count() }).from(accounts).where(where),
      ]);
      const counted = Number(totals[0]?.total ?? 0);
      const capped = matches !== undefined && counted > ACCOUNT_SEARCH_COUNT_CAP;
      return { rows, total: capped ? ACCOUNT_SEARCH_COUNT_CAP : counted, totalCapped: capped };
    },

    async update(id: number, values: OrganisationAccountUpdate): Promise<void> {
      await db
        .update(accounts)
        .set({
          name: values.name,
          addressLine1: values.line1,
          addressLine2: values.line2 || null,
          city: values.city,
          county: values.county || null,
          postcode: values.postcode,
          classificationType: values.type,
          classificationOtherName: values.type === 'OTHER' ? (values.otherTypeName ?? null) : null,
          classificationCodes: values.codes,
        })
        .where(eq(accounts.id, id));
    },
  };
}
