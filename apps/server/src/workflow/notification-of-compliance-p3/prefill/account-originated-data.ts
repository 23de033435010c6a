import type { accounts, users } from '../../../platform/db/schema';
import type { AccountOriginatedData } from '../payload/account-originated-data';
import type { NocSubmitTaskPayload } from '../payload/envelopes';
import { nocPayloadTypes } from '../payload/envelopes';
import type { ContactPerson, PhoneNumber } from '../payload/shared/contact-person';
import type { ContactPersons } from '../payload/sections/contact-persons';
import type { ResponsibleUndertaking } from '../payload/sections/responsible-undertaking';

/** The account columns the notification starts from. */
export type OrganisationAccount = Pick<
  typeof accounts.$inferSelect,
  | 'name'
  | 'registrationNumber'
  | 'addressLine1'
  | 'addressLine2'
  | 'city'
  | 'county'
  | 'postcode'
  | 'classificationType'
  | 'classificationOtherName'
  | 'classificationCodes'
>;

/** A contact's user columns (the reference reads them from Keycloak). */
export type ContactUser = Pick<
  typeof users.$inferSelect,
  | 'firstName'
  | 'lastName'
  | 'jobTitle'
  | 'email'
  | 'phoneNumberCode'
  | 'phoneNumber'
  | 'mobileNumberCode'
  | 'mobileNumber'
  | 'addressLine1'
  | 'addressLine2'
  | 'addressCity'
  | 'addressCounty'
  | 'addressPostcode'
>;

/** Leaves out what the account does not have, as the reference leaves nulls out of its JSON. */
function present<Value extends Record<string, unknown>>(
  value: Value,
): { [Key in keyof Value]?: NonNullable<Value[Key]> } {
  return Object.fromEntries(
    Object.entries(value).filter(([, field]) => field !== null && field !== undefined && field !== ''),
  ) as { [Key in keyof Value]?: NonNullable<Value[Key]> };
}

/** A phone as the notification carries it: the calling code's digits (profiles may hold "GB44") and the number. */
function phone(code: string | null, number: string | null): PhoneNumber | undefined {
  if (!number) return undefined;
  return present({ countryCode: code?.replace(/\D/g, '') || undefined, number });
}

export function contactPersonOf(user: ContactUser): ContactPerson {
  return present({
    firstName: user.firstName,
    lastName: user.lastName,
    jobTitle: user.jobTitle,
    phoneNumber: phone(user.phoneNumberCode, user.phoneNumber),
    mobileNumber: phone(user.mobileNumberCode, user.mobileNumber),
    email: user.email,
    line1: user.addressLine1,
    line2: user.addressLine2,
    city: user.addressCity,
    county: user.addressCounty,
    postcode: user.addressPostcode,
  });
}

/**
 * accountOriginatedData of a new SUBMIT task: the account's organisation details and its PRIMARY and
 * SECONDARY contacts, as they are when the task is created (read-only afterwards).
 */
export function buildAccountOriginatedData(
  account: OrganisationAccount,
  contacts: { primary?: ContactUser | null; secondary?: ContactUser | null },
): AccountOriginatedData {
  return present({
    organisationDetails: present({
      name: account.name,
      registrationNumber: account.registrationNumber,
      type: account.classificationType,
      otherTypeName: account.classificationType === 'OTHER' ? account.classificationOtherName : null,
      codes: account.classificationCodes,
      line1: account.addressLine1,
      line2: account.addressLine2,
      city: account.city,
      county: account.county,
      postcode: account.postcode,
    }),
    primaryContact: contacts.primary ? contactPersonOf(contacts.primary) : undefined,
    secondaryContact: contacts.secondary ? contactPersonOf(contacts.secondary) : undefined,
  });
}

/**
 * The payload of a new SUBMIT task: an empty notification (the reference's web offers the account data
 * as the answers' defaults; see the two starting points below) and the account data. A re-initiated
 * request's task starts from the notification last submitted instead (reporting-inventory §6).
 */
export function newSubmitTaskPayload(accountOriginatedData: AccountOriginatedData): NocSubmitTaskPayload {
  return {
    payloadType: nocPayloadTypes.submitTask,
    noc: {},
    accountOriginatedData,
    nocSectionsCompleted: {},
    nocAttachments: {},
  };
}

/** What the responsible-undertaking questions start from: the account's organisation. */
export function startingResponsibleUndertaking(data: AccountOriginatedData): ResponsibleUndertaking {
  const organisation = data.organisationDetails ?? {};
  return {
    organisationDetails: present({
      name: organisation.name,
      registrationNumberExist: organisation.registrationNumber ? true : undefined,
      registrationNumber: organisation.registrationNumber,
      line1: organisation.line1,
      line2: organisation.line2,
      city: organisation.city,
      county: organisation.county,
      postcode: organisation.postcode,
      type: organisation.type,
      otherTypeName: organisation.otherTypeName,
      codes: organisation.codes,
    }),
  };
}

/** What the contact-person questions start from: the account's primary and secondary contacts. */
export function startingContactPersons(data: AccountOriginatedData): ContactPersons {
  return present({ primaryContact: data.primaryContact, secondaryContact: data.secondaryContact });
}
