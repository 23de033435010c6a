import { normaliseEmail } from '../../platform/text';
import type { FastifyInstance } from 'fastify';
import { ApiError } from '../../platform/http/errors';
import { enqueueMails } from '../../platform/mail/mail';
import type { RegulatorScope } from '../../domain/regulator-scope';
import { verifiedAccountInvitationMail } from './emails';
import { accountOnboardingRepository } from './repository';
import type { OnboardingRegistryEntry } from './schemas';

const UPLOAD_PERMISSION = 'PERM_UPLOAD_VERIFIED_ORGANISATION_ACCOUNTS';

/** Only regulators holding the upload permission on their own competent authority. */
export function requireUploadPermission(scope: RegulatorScope): void {
  if (!scope.permissions.has(UPLOAD_PERMISSION)) throw new ApiError('FORBIDDEN');
}

/** Values that occur more than once, each listed once, in the order first repeated. */
function repeated(values: readonly string[]): string[] {
  const seen = new Set<string>();
  const twice = new Set<string>();
  for (const value of values) {
    if (seen.has(value)) twice.add(value);
    else seen.add(value);
  }
  return [...twice];
}

/** Postgres (and PGlite) report a unique-constraint violation as SQLSTATE 23505; drizzle wraps it in `cause`. */
function isUniqueViolation(error: unknown): boolean {
  for (let current: unknown = error; current instanceof Error; current = current.cause) {
    if ((current as { code?: unknown }).code === '23505') return true;
  }
  return false;
}

export function accountOnboardingService(app: FastifyInstance) {
  const repository = accountOnboardingRepository(app.db);

  return {
    existingEmails: (emails: string[]) => repository.existingEmails([...new Set(emails.map(normaliseEmail))]),

    existingRegistrationNumbers: (registrationNumbers: string[]) =>
      repository.existingRegistrationNumbers([...new Set(registrationNumbers.map((value) => value.trim()))]),

    /**
     * Stores the whole list or nothing: duplicates within it (ONBOARDING1001) or values the registry
     * already holds (ONBOARDING1002) refuse the upload, listing the offending values.
     */
    async add(scope: RegulatorScope, entries: OnboardingRegistryEntry[]): Promise<void> {
      requireUploadPermission(scope);
      const rows = entries.map((entry) => ({
        email: normaliseEmail(entry.email),
        registrationNumber: entry.registrationNumber.trim(),
      }));
      const emails = rows.map((row) => row.email);
      const registrationNumbers = rows.map((row) => row.registrationNumber);
      const duplicates = [...repeated(registrationNumbers), ...repeated(emails)];
      if (duplicates.length > 0) throw new ApiError('ONBOARDING1001', duplicates);

      try {
        await app.db.transaction(async (tx) => {
          const registry = accountOnboardingRepository(tx);
          const stored = [
            ...(await registry.existingRegistrationNumbers(registrationNumbers)),
            ...(await registry.existingEmails(emails)),
          ];
          if (stored.length > 0) throw new ApiError('ONBOARDING1002', stored);
          await registry.insertPending(
            rows.map((row) => ({
              ...row,
              submitterId: scope.userId,
              competentAuthority: scope.competentAuthority,
            })),
          );
          // All invitations are queued with the rows; the outbox worker paces their delivery.
          await enqueueMails(
            tx,
            rows.map((row) => verifiedAccountInvitationMail(app.mail.context, row)),
          );
        });
      } catch (error) {
        // Another upload stored one of the values between our check and our insert.
        if (isUniqueViolation(error)) throw new ApiError('ONBOARDING1002');
        throw error;
      }
      app.mail.delivery.kick();
    },
  };
}
