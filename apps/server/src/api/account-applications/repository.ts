import { and, desc, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../platform/db';
import { accounts, requests } from '../../platform/db/schema';

export interface PendingApplication {
  requestId: string;
  accountName: string;
  registrationNumber?: string;
  competentAuthority: (typeof accounts.$inferSelect)['competentAuthority'];
  submissionDate: string;
}

export function accountApplicationsRepository(db: Executor) {
  return {
    /** The person's applications for an organisation account that a regulator has not decided yet, newest first. */
    async pendingOf(userId: string): Promise<PendingApplication[]> {
      const rows = await db
        .select({
          requestId: requests.id,
          accountName: accounts.name,
          registrationNumber: accounts.registrationNumber,
          competentAuthority: accounts.competentAuthority,
          submissionDate: requests.submissionDate,
          creationDate: requests.creationDate,
        })
        .from(requests)
        .innerJoin(accounts, eq(accounts.id, requests.accountId))
        .where(
          and(
            eq(requests.type, 'ORGANISATION_ACCOUNT_OPENING'),
            eq(requests.status, 'IN_PROGRESS'),
            // Served by the partial index request_account_applicant_idx (migration 0020).
            sql`${requests.payload}->>'operatorAssignee' = ${userId}`,
            eq(accounts.status, 'AWAITING_APPROVAL'),
          ),
        )
        .orderBy(desc(requests.creationDate));
      return rows.map((row) => ({
        requestId: row.requestId,
        accountName: row.accountName,
        ...(row.registrationNumber ? { registrationNumber: row.registrationNumber } : {}),
        competentAuthority: row.competentAuthority,
        submissionDate: (row.submissionDate ?? row.creationDate).toISOString(),
      }));
    },
  };
}
