import type { Database } from '../../platform/db';
import { ApiError } from '../../platform/http/errors';
import type { UserContextLoader } from '../../domain/current-user';
import { termsRepository } from '../terms/repository';
import { usersRepository, type UserRow } from './repository';

const defined = <T extends object>(value: T): T =>
  Object.fromEntries(Object.entries(value).filter(([, v]) => v !== null && v !== undefined)) as T;

function phone(code: string | null, number: string | null) {
  return number ? defined({ countryCode: code ?? undefined, number }) : undefined;
}

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
  const address =
    user.addressLine1 && user.addressCity && user.addressPostcode
      ? defined({
          line1: user.addressLine1,
          line2: user.addressLine2 ?? undefined,
          city: user.addressCity,
          county: user.addressCounty ?? undefined,
          postcode: user.addressPostcode,
        })
      : undefined;
  return defined({
    ...base,
    address,
    jobTitle: user.jobTitle ?? undefined,
    phoneNumber: phone(user.phoneNumberCode, user.phoneNumber),
    mobileNumber: phone(user.mobileNumberCode, user.mobileNumber),
  });
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
  };
}
