import type { UserRow } from './repository';

/** The value without its null and undefined fields, as the reference leaves them out. */
export const defined = <T extends object>(value: T): T =>
  Object.fromEntries(Object.entries(value).filter(([, v]) => v !== null && v !== undefined)) as T;

function phone(code: string | null, number: string | null) {
  return number ? defined({ countryCode: code ?? undefined, number }) : undefined;
}

/** An operator's profile as the API gives it: to themselves (`users/current`) and to their account's admins. */
export function toOperatorUserDto(user: UserRow) {
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
    email: user.email,
    firstName: user.firstName,
    lastName: user.lastName,
    termsVersion: user.termsVersion ?? undefined,
    status: user.status,
    address,
    jobTitle: user.jobTitle ?? undefined,
    phoneNumber: phone(user.phoneNumberCode, user.phoneNumber),
    mobileNumber: phone(user.mobileNumberCode, user.mobileNumber),
  });
}
