import { parsePhoneNumberFromString } from 'libphonenumber-js/min';

const UK = '44';

/** A phone number as stored: a calling code (digits, or older data's 'GB44'/'+44') and the number as typed. */
export interface StoredPhone {
  countryCode?: string | null;
  number?: string | null;
}

/**
 * A phone number as people write it: a UK number in its national form ('0113 496 0000'), any other in its
 * international form ('+33 1 23 45 67 89'). A number the library cannot read is shown as typed, after its
 * calling code, except a UK number already starting with its trunk 0.
 */
export function phoneText(phone: StoredPhone | null | undefined): string {
  const number = phone?.number?.trim();
  if (!number) return '';
  const code = (phone?.countryCode ?? '').replace(/\D/g, '');
  if (!code) return number;
  const parsed = parsePhoneNumberFromString(`+${code}${number.replace(/[\s().-]/g, '')}`);
  if (parsed?.countryCallingCode === code && parsed.isPossible()) {
    return code === UK ? parsed.formatNational() : parsed.formatInternational();
  }
  return code === UK && number.startsWith('0') ? number : `+${code} ${number}`;
}
