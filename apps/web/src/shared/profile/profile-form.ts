import { parsePhoneNumberFromString } from 'libphonenumber-js/min';
import { z } from 'zod';
import { maxLength, requiredText, text } from '../forms';
import type { components } from '../api';

type OperatorUser = components['schemas']['OperatorUserDTO'];

export const DEFAULT_COUNTRY_CODE = '44';
const MAX = 255;
const limit = (field: string) => maxLength(MAX, `${field} must be ${MAX} characters or fewer`);

/** The calling code's digits: the API stores what was sent, and older data has a region prefix (GB44). */
export function callingCode(code: string | null | undefined): string {
  return (code ?? '').replace(/\D/g, '');
}

export function isValidPhone(code: string | null, number: string): boolean {
  const digits = callingCode(code);
  if (!digits) return false;
  return parsePhoneNumberFromString(`+${digits}${number.replace(/[\s()-]/g, '')}`)?.isValid() ?? false;
}

function phoneSchema(required: boolean) {
  return z
    .object({ countryCode: text(), number: text(limit('Phone number')) })
    .superRefine((value, context) => {
      if (value.number === null) {
        if (required) context.addIssue({ code: 'custom', path: ['number'], message: 'Enter a phone number' });
        return;
      }
      if (!callingCode(value.countryCode)) {
        context.addIssue({ code: 'custom', path: ['countryCode'], message: 'Enter a country code' });
      } else if (!isValidPhone(value.countryCode, value.number)) {
        context.addIssue({ code: 'custom', path: ['number'], message: 'Enter a valid phone number' });
      }
    });
}

export const profileFormSchema = z.object({
  firstName: requiredText('Enter a first name', limit('First name')),
  lastName: requiredText('Enter a last name', limit('Last name')),
  jobTitle: text(limit('Job title')),
  address: z.object({
    line1: requiredText('Enter an address', limit('Address line 1')),
    line2: text(limit('Address line 2')),
    city: requiredText('Enter a town or city', limit('Town or city')),
    county: text(limit('County')),
    postcode: requiredText('Enter a postcode', maxLength(64, 'Postcode must be 64 characters or fewer')),
  }),
  phoneNumber: phoneSchema(true),
  mobileNumber: phoneSchema(false),
});
export type ProfileFormInput = z.input<typeof profileFormSchema>;
export type ProfileFormOutput = z.output<typeof profileFormSchema>;

export function profileDefaults(user: Partial<OperatorUser> | undefined): ProfileFormInput {
  return {
    firstName: user?.firstName ?? '',
    lastName: user?.lastName ?? '',
    jobTitle: user?.jobTitle ?? '',
    address: {
      line1: user?.address?.line1 ?? '',
      line2: user?.address?.line2 ?? '',
      city: user?.address?.city ?? '',
      county: user?.address?.county ?? '',
      postcode: user?.address?.postcode ?? '',
    },
    phoneNumber: {
      countryCode: callingCode(user?.phoneNumber?.countryCode) || DEFAULT_COUNTRY_CODE,
      number: user?.phoneNumber?.number ?? '',
    },
    mobileNumber: {
      countryCode: callingCode(user?.mobileNumber?.countryCode) || DEFAULT_COUNTRY_CODE,
      number: user?.mobileNumber?.number ?? '',
    },
  };
}

const orUndefined = (value: string | null) => value ?? undefined;

/** The profile as the API takes it: blank optional fields left out. */
export function toProfilePayload(values: ProfileFormOutput) {
  const phone = (value: ProfileFormOutput['phoneNumber']) =>
    value.number ? { countryCode: callingCode(value.countryCode), number: value.number } : undefined;
  return {
    firstName: values.firstName ?? '',
    lastName: values.lastName ?? '',
    jobTitle: orUndefined(values.jobTitle),
    address: {
      line1: values.address.line1 ?? '',
      line2: orUndefined(values.address.line2),
      city: values.address.city ?? '',
      county: orUndefined(values.address.county),
      postcode: values.address.postcode ?? '',
    },
    phoneNumber: phone(values.phoneNumber),
    mobileNumber: phone(values.mobileNumber),
  };
}
