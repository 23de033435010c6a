import { eq } from 'drizzle-orm';
import { users } from '../../platform/db/schema';
import { ApiError } from '../../platform/http/errors';
import type { AccountRow, WorkflowStep } from '../definition';
import type { AmendApplicationPayload, OrganisationAccountPayload, ParticipantDetails } from './payloads';

/** The organisation's details (name, address, activity) as the account's columns. */
export function accountColumns(details: Omit<AmendApplicationPayload, 'payloadType'>) {
  return {
    name: details.name,
    addressLine1: details.line1,
    addressLine2: details.line2 ?? null,
    city: details.city,
    county: details.county ?? null,
    postcode: details.postcode,
    classificationType: details.type,
    classificationOtherName: details.type === 'OTHER' ? (details.otherTypeName ?? null) : null,
    classificationCodes: details.codes,
  };
}

/** The account as the application, the review task and the timeline show it. */
export function accountPayload(account: AccountRow): OrganisationAccountPayload {
  return {
    ...(account.registrationNumber ? { registrationNumber: account.registrationNumber } : {}),
    name: account.name,
    competentAuthority: account.location,
    line1: account.addressLine1,
    ...(account.addressLine2 ? { line2: account.addressLine2 } : {}),
    city: account.city,
    ...(account.county ? { county: account.county } : {}),
    postcode: account.postcode,
    type: account.classificationType,
    ...(account.classificationOtherName ? { otherTypeName: account.classificationOtherName } : {}),
    codes: account.classificationCodes,
  };
}

/** The applicant as their profile says, when they apply. */
export async function participantDetails(step: WorkflowStep, userId: string): Promise<ParticipantDetails> {
  const [user] = await step.tx.select().from(users).where(eq(users.id, userId));
  if (!user) throw new ApiError('USER1005');
  const phone = (code: string | null, number: string | null) =>
    number ? { ...(code ? { countryCode: code } : {}), number } : undefined;
  const details: ParticipantDetails = {
    firstName: user.firstName,
    lastName: user.lastName,
    email: user.email,
  };
  if (user.jobTitle) details.jobTitle = user.jobTitle;
  const phoneNumber = phone(user.phoneNumberCode, user.phoneNumber);
  if (phoneNumber) details.phoneNumber = phoneNumber;
  const mobileNumber = phone(user.mobileNumberCode, user.mobileNumber);
  if (mobileNumber) details.mobileNumber = mobileNumber;
  if (user.addressLine1) details.line1 = user.addressLine1;
  if (user.addressLine2) details.line2 = user.addressLine2;
  if (user.addressCity) details.city = user.addressCity;
  if (user.addressCounty) details.county = user.addressCounty;
  if (user.addressPostcode) details.postcode = user.addressPostcode;
  return details;
}
