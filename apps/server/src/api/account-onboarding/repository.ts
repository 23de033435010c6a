import { inArray } from 'drizzle-orm';
import type { Executor } from '../../platform/db';
import { accountOnboardingRegistry } from '../../platform/db/schema';
import type { CompetentAuthority } from '../regulator-authorities/repository';

// Postgres allows 65 535 parameters a statement: work through long lists in slices well below that.
const SLICE = 1_000;

function slices<T>(values: readonly T[]): T[][] {
  const result: T[][] = [];
  for (let start = 0; start < values.length; start += SLICE) result.push(values.slice(start, start + SLICE));
  return result;
}

export interface NewOnboardingRow {
  email: string;
  registrationNumber: string;
  submitterId: string;
  competentAuthority: CompetentAuthority;
}

export function accountOnboardingRepository(db: Executor) {
  return {
    /** Which of the (lower-cased) emails the registry already holds. */
    async existingEmails(emails: readonly string[]): Promise<string[]> {
      const found: string[] = [];
      for (const slice of slices(emails)) {
        const rows = await db
          .select({ email: accountOnboardingRegistry.email })
          .from(accountOnboardingRegistry)
          .where(inArray(accountOnboardingRegistry.email, slice));
        found.push(...rows.map((row) => row.email));
      }
      return found;
    },

    /** Which of the registration numbers the registry already holds. */
    async existingRegistrationNumbers(registrationNumbers: readonly string[]): Promise<string[]> {
      const found: string[] = [];
      for (const slice of slices(registrationNumbers)) {
        const rows = await db
          .select({ registrationNumber: accountOnboardingRegistry.registrationNumber })
          .from(accountOnboardingRegistry)
          .where(inArray(accountOnboardingRegistry.registrationNumber, slice));
        found.push(...rows.map((row) => row.registrationNumber));
      }
      return found;
    },

    /** Stores the rows as PENDING, submitted now. */
    async insertPending(rows: readonly NewOnboardingRow[]): Promise<void> {
      const submissionDate = new Date();
      for (const slice of slices(rows)) {
        await db
          .insert(accountOnboardingRegistry)
          .values(slice.map((row) => ({ ...row, status: 'PENDING' as const, submissionDate })));
      }
    },
  };
}
