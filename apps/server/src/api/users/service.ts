import type { Database } from '../../platform/db';
import { ApiError } from '../../platform/http/errors';
import type { UserContextLoader } from '../../domain/current-user';
import { termsRepository } from '../terms/repository';
import { defined, toOperatorUserDto } from './operator-profile';
import { usersRepository, type UserRow } from './repository';

/** The profile shape the reference returns differs by role type. */
function toCurrentUserDto(user: UserRow, roleType: string) {
  const base = {
    email: user.email,
    firstName: user.firstName,
    lastName: user.lastName,
    termsVersion: user.termsVersion ?? undefined,
    status: user.status,
  };
  if (roleType === 'REGULATOR') {
    return defined({
      ...base,
      jobTitle: user.jobTitle ?? undefined,
      phoneNumber: user.phoneNumber ?? undefined,
      mobileNumber: user.mobileNumber ?? undefined,
    });
  }
  if (roleType === 'VERIFIER') {
    return defined({
      ...base,
      phoneNumber: user.phoneNumber ?? undefined,
      mobileNumber: user.mobileNumber ?? undefined,
    });
  }
  return toOperatorUserDto(user);
}

export function usersService(db: Database, userContext: UserContextLoader) {
  return {
    async currentUser(userId: string) {
      const user = await usersRepository(db).findById(userId);
      if (!user) throw new ApiError('NOTFOUND1001');
      const context = await userContext(userId);
      return toCurrentUserDto(user, context.roleType);
    },

    /** Accepting a version that is not the latest would let old terms stand, so only the latest counts. */
    async acceptTerms(userId: string, version: number): Promise<void> {
      const latest = await termsRepository(db).latest();
      if (!latest || latest.version !== version) {
        throw new ApiError('FORM1001', [
          { fieldName: 'version', message: 'must be the latest terms version' },
        ]);
      }
      // In a transaction, so the audit trail records the acceptance (ADR 21).
      const accepted = await db.transaction((tx) => usersRepository(tx).updateTermsVersion(userId, version));
      if (!accepted) throw new ApiError('NOTFOUND1001');
    },

    /** Null until the person chooses; the web then keeps the cookie's or the browser's choice. */
    async language(userId: string): Promise<'en' | 'cy' | null> {
      const user = await usersRepository(db).findById(userId);
      return user?.language ?? null;
    },

    /** Kept in the profile so every device the person signs in from speaks it (ADR 55); audited like terms. */
    async chooseLanguage(userId: string, language: 'en' | 'cy'): Promise<void> {
      const saved = await db.transaction((tx) => usersRepository(tx).updateLanguage(userId, language));
      if (!saved) throw new ApiError('NOTFOUND1001');
    },
  };
}
