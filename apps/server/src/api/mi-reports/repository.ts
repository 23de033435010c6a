import { and, asc, count, eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Executor } from '../../platform/db';
import {
  accountContacts,
  accounts,
  authorities,
  miReports,
  roles,
  users,
  type competentAuthorityCodes,
} from '../../platform/db/schema';
import { submittedReports } from '../../workflow/reports/records';
import type { MiReportType } from './schemas';

export type CompetentAuthority = (typeof competentAuthorityCodes)[number];

export function miReportsRepository(db: Executor) {
  return {
    async enabledTypes(ca: CompetentAuthority) {
      return db
        .select({ id: miReports.id, miReportType: sql<MiReportType>`${miReports.type}` })
        .from(miReports)
        .where(and(eq(miReports.competentAuthority, ca), eq(miReports.accountType, 'ORGANISATION')))
        .orderBy(asc(miReports.id));
    },

    async isEnabled(ca: CompetentAuthority, type: MiReportType): Promise<boolean> {
      const [row] = await db
        .select({ id: miReports.id })
        .from(miReports)
        .where(
          and(
            eq(miReports.competentAuthority, ca),
            eq(miReports.type, type),
            eq(miReports.accountType, 'ORGANISATION'),
          ),
        );
      return row !== undefined;
    },

    /** One row per operator authority on the authority's accounts. */
    async accountsUsersContacts(ca: CompetentAuthority) {
      const primary = alias(accountContacts, 'primary_contact');
      const secondary = alias(accountContacts, 'secondary_contact');
      return db
        .select({
          userId: users.id,
          registrationNumber: accounts.registrationNumber,
          organisationId: accounts.organisationId,
          accountName: accounts.name,
          accountStatus: accounts.status,
          isPrimary: sql<boolean>`${primary.userId} is not null`,
          isSecondary: sql<boolean>`${secondary.userId} is not null`,
          authorityStatus: authorities.status,
          firstName: users.firstName,
          lastName: users.lastName,
          phoneNumberCode: users.phoneNumberCode,
          phoneNumber: users.phoneNumber,
          lastLoginAt: users.lastLoginAt,
          email: users.email,
          roleName: roles.name,
          location: accounts.location,
        })
        .from(authorities)
        .innerJoin(accounts, eq(accounts.id, authorities.accountId))
        .innerJoin(users, eq(users.id, authorities.userId))
        .leftJoin(roles, eq(roles.code, authorities.code))
        .leftJoin(
          primary,
          and(
            eq(primary.accountId, accounts.id),
            eq(primary.contactType, 'PRIMARY'),
            eq(primary.userId, users.id),
          ),
        )
        .leftJoin(
          secondary,
          and(
            eq(secondary.accountId, accounts.id),
            eq(secondary.contactType, 'SECONDARY'),
            eq(secondary.userId, users.id),
          ),
        )
        .where(eq(accounts.competentAuthority, ca))
        .orderBy(
          asc(accounts.name),
          asc(accounts.id),
          asc(users.lastName),
          asc(users.firstName),
          asc(authorities.id),
        );
    },

    /**
     * The submitted notifications (as last submitted: a re-initiated one keeps its earlier submission
     * until it is submitted again) of the authority's accounts, a page at a time, by id.
     */
    async submittedNocs(ca: CompetentAuthority, page: number, size: number) {
      const where = and(
        eq(submittedReports.competentAuthority, ca),
        eq(submittedReports.requestType, 'NOTIFICATION_OF_COMPLIANCE_P3'),
      );
      const [total] = await db.select({ total: count() }).from(submittedReports).where(where);
      const rows = await db
        .select({
          id: submittedReports.id,
          organisationName: accounts.name,
          registrationNumber: accounts.registrationNumber,
          location: accounts.location,
          noc: submittedReports.data,
          status: accounts.status,
        })
        .from(submittedReports)
        .innerJoin(accounts, eq(accounts.id, submittedReports.accountId))
        .where(where)
        .orderBy(asc(submittedReports.id))
        .limit(size)
        .offset(page * size);
      return { rows, total: total?.total ?? 0 };
    },
  };
}
