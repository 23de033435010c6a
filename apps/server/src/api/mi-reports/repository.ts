import { and, asc, count, eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Executor } from '../../platform/db';
import {
  accountContacts,
  accounts,
  authorities,
  miReports,
  requests,
  roles,
  users,
  type competentAuthorityCodes,
} from '../../platform/db/schema';
import {
  actionPlans,
  progressUpdates1,
  progressUpdates2,
  submittedNotifications,
} from '../../workflow/reports/records';
import type { MiReportType } from './schemas';

export type CompetentAuthority = (typeof competentAuthorityCodes)[number];

/** The id a reporting request of an account has (NOC000042-P3, AP000042-P3, ...), as the workflows create them. */
const requestIdOf = (prefix: string) => sql<string>`${prefix} || lpad(${accounts.id}::text, 6, '0') || '-P3'`;

export function miReportsRepository(db: Executor) {
  return {
    async enabledTypes(ca: CompetentAuthority) {
      return db
        .select({ id: miReports.id, miReportType: miReports.type })
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
      const where = eq(accounts.competentAuthority, ca);
      const [total] = await db
        .select({ total: count() })
        .from(submittedNotifications)
        .innerJoin(accounts, eq(accounts.id, submittedNotifications.accountId))
        .where(where);
      const rows = await db
        .select({
          id: submittedNotifications.id,
          organisationName: accounts.name,
          registrationNumber: accounts.registrationNumber,
          location: accounts.location,
          noc: submittedNotifications.data,
          status: accounts.status,
        })
        .from(submittedNotifications)
        .innerJoin(accounts, eq(accounts.id, submittedNotifications.accountId))
        .where(where)
        .orderBy(asc(submittedNotifications.id))
        .limit(size)
        .offset(page * size);
      return { rows, total: total?.total ?? 0 };
    },

    /**
     * The submitted action plans or progress updates of the authority's accounts, one row each with the
     * submitted container (tables action_plan, progress_update_1/2) and the reports of the same account
     * it follows: the notification by its id (it has no cancel, so its id is the account's), the plan
     * and progress update 1 through their own tables (a later one after a cancelled one has another id).
     */
    async submittedReports(
      ca: CompetentAuthority,
      type: 'ACTION_PLAN_P3' | 'PROGRESS_UPDATE_1_P3' | 'PROGRESS_UPDATE_2_P3',
    ) {
      const report = {
        ACTION_PLAN_P3: actionPlans,
        PROGRESS_UPDATE_1_P3: progressUpdates1,
        PROGRESS_UPDATE_2_P3: progressUpdates2,
      }[type];
      const noc = alias(requests, 'noc_request');
      const plan = alias(actionPlans, 'submitted_action_plan');
      const planRequest = alias(requests, 'action_plan_request');
      const pu1 = alias(progressUpdates1, 'submitted_progress_update_1');
      const pu1Request = alias(requests, 'pu1_request');
      return db
        .select({
          id: report.id,
          submissionDate: requests.submissionDate,
          payload: report.data,
          organisationName: accounts.name,
          registrationNumber: accounts.registrationNumber,
          location: accounts.location,
          nocId: noc.id,
          nocSubmitDate: noc.submissionDate,
          actionPlanId: plan.id,
          actionPlanSubmitDate: planRequest.submissionDate,
          pu1Id: pu1.id,
          pu1SubmitDate: pu1Request.submissionDate,
        })
        .from(report)
        .innerJoin(requests, eq(requests.id, report.id))
        .innerJoin(accounts, eq(accounts.id, report.accountId))
        .leftJoin(noc, and(eq(noc.id, requestIdOf('NOC')), eq(noc.status, 'COMPLETED')))
        .leftJoin(plan, and(eq(plan.accountId, report.accountId), eq(plan.phase, report.phase)))
        .leftJoin(planRequest, eq(planRequest.id, plan.id))
        .leftJoin(pu1, and(eq(pu1.accountId, report.accountId), eq(pu1.phase, report.phase)))
        .leftJoin(pu1Request, eq(pu1Request.id, pu1.id))
        .where(eq(accounts.competentAuthority, ca))
        .orderBy(asc(report.id));
    },
  };
}
