import { and, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../platform/db';
import { accountOnboardingRegistry, accounts, users } from '../../platform/db/schema';

export function registrationNumbersRepository(db: Executor) {
  return {
    /** Whether a LIVE account holds the CRN (compared case-insensitively: CRN letters are upper case). */
    async liveAccountHolds(registrationNumber: string): Promise<boolean> {
      const [row] = await db
        .select({ id: accounts.id })
        .from(accounts)
        .where(
          and(
            eq(accounts.status, 'LIVE'),
            sql`upper(${accounts.registrationNumber}) = upper(${registrationNumber.trim()})`,
          ),
        )
        .limit(1);
      return row !== undefined;
    },

    /** The CRN a regulator registered for the user's email and that no account has used yet. */
    async pendingOnboardingFor(userId: string): Promise<string | undefined> {
      const [row] = await db
        .select({ registrationNumber: accountOnboardingRegistry.registrationNumber })
        .from(accountOnboardingRegistry)
        .innerJoin(users, sql`${accountOnboardingRegistry.email} = lower(${users.email})`)
        .where(and(eq(users.id, userId), eq(accountOnboardingRegistry.status, 'PENDING')))
        .limit(1);
      return row?.registrationNumber;
    },
  };
}
