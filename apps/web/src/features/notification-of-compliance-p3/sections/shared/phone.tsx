import { getCountryCallingCode, getCountries, validatePhoneNumberLength } from 'libphonenumber-js/min';
import type { FieldErrors, FieldValues, Path, UseFormRegister } from 'react-hook-form';
import { z } from 'zod';
import { fieldId, text } from '../../../../shared/forms';
import { Fieldset, TextInput } from '../../../../shared/govuk/forms';
import { DEFAULT_COUNTRY_CODE, callingCode, isValidPhone } from '../../../../shared/profile';
export { phoneText } from '../../../../shared/profile';
import type { components } from '../../../../shared/api';

/** A phone number on the wire (PhoneNumberDTO): the calling code's digits and the number. */
export type PhoneNumber = NonNullable<components['schemas']['ContactPerson']['phoneNumber']>;

const CALLING_CODES = new Set(getCountries().map((country) => getCountryCallingCode(country)));
const PHONE_CHARACTERS = /^[\d\s()-]+$/;

/** The Phone block's messages (task-forms §0). */
export const PHONE_MESSAGES = {
  required: 'Enter phone number',
  both: 'Enter both country code and number',
  tooLong: 'Your phone number should not be larger than 255 characters',
  characters: 'The phone number contains invalid characters',
  countryCode: 'Enter a country code that exists, like 44 for the UK',
  tooShort: 'The phone number is too short for your country code',
  tooLongForCode: 'The phone number is too long for your country code',
  length: 'The phone number length is invalid',
  invalid: 'Your phone number is not valid',
};

function numberProblem(code: string, number: string): string | undefined {
  const m = PHONE_MESSAGES;
  if (number.length > 255) return m.tooLong;
  if (!PHONE_CHARACTERS.test(number)) return m.characters;
  const international = `+${code}${number.replace(/[\s()-]/g, '')}`;
  switch (validatePhoneNumberLength(international)) {
    case 'TOO_SHORT':
      return m.tooShort;
    case 'TOO_LONG':
      return m.tooLongForCode;
    case 'INVALID_LENGTH':
      return m.length;
    default:
      return isValidPhone(code, number) ? undefined : m.invalid;
  }
}

/**
 * A country code and number; a number alone, or nothing, when optional. A country code without a number
 * counts as no phone number, since the form starts with the UK's.
 */
export function phoneSchema(required: boolean) {
  return z.object({ countryCode: text(), number: text() }).superRefine((value, context) => {
    const issue = (path: 'countryCode' | 'number', message: string) =>
      context.addIssue({ code: 'custom', path: [path], message });
    if (value.number === null) {
      if (required) issue('number', PHONE_MESSAGES.required);
      return;
    }
    const code = callingCode(value.countryCode);
    if (!code) return issue('countryCode', PHONE_MESSAGES.both);
    if (!CALLING_CODES.has(code)) return issue('countryCode', PHONE_MESSAGES.countryCode);
    const problem = numberProblem(code, value.number);
    if (problem) issue('number', problem);
  });
}
export type PhoneValues = z.input<ReturnType<typeof phoneSchema>>;
export type PhoneOutput = z.output<ReturnType<typeof phoneSchema>>;

export function phoneValues(phone: PhoneNumber | null | undefined): PhoneValues {
  return {
    countryCode: callingCode(phone?.countryCode) || DEFAULT_COUNTRY_CODE,
    number: phone?.number ?? '',
  };
}

/** The wire's phone number: null when no number was given. */
export function toPhoneNumber(value: PhoneOutput): PhoneNumber | null {
  return value.number === null ? null : { countryCode: callingCode(value.countryCode), number: value.number };
}

export interface PhoneFieldsProps<T extends FieldValues> {
  /** The form field holding the phone: its `.countryCode` and `.number`. */
  name: string;
  legend: string;
  register: UseFormRegister<T>;
  errors: FieldErrors<PhoneValues> | undefined;
}

/** The Phone block: the calling code (the UK's by default) and the number. */
export function PhoneFields<T extends FieldValues>({ name, legend, register, errors }: PhoneFieldsProps<T>) {
  return (
    <Fieldset legend={{ text: legend, size: 's' }}>
      <TextInput
        id={fieldId(`${name}.countryCode`)}
        label="Country code"
        hint="For example, 44 for the UK"
        className="govuk-input--width-4"
        inputMode="numeric"
        errorMessage={errors?.countryCode?.message}
        {...register(`${name}.countryCode` as Path<T>)}
      />
      <TextInput
        id={fieldId(`${name}.number`)}
        label="Phone number"
        type="tel"
        autoComplete="off"
        className="govuk-input--width-20"
        errorMessage={errors?.number?.message}
        {...register(`${name}.number` as Path<T>)}
      />
    </Fieldset>
  );
}
