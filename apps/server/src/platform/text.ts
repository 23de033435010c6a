/**
 * Small string helpers written as loops rather than regexes: a pattern like /\/+$/ is quadratic on a
 * long run of the character followed by something else (eslint-plugin-regexp, no-super-linear-move).
 */

/** The value without any trailing `character`s ("a//" → "a"). */
export function withoutTrailing(value: string, character: string): string {
  let end = value.length;
  while (end > 0 && value[end - 1] === character) end -= 1;
  return value.slice(0, end);
}

/** An email address's shape: something@domain.tld, no spaces, at most 255 characters (checked first). */
const EMAIL_SHAPE = /^[^\s@]+@[^\s@.]+(?:\.[^\s@.]+)+$/;
export const EMAIL_MAX_LENGTH = 255;

export function isEmailAddress(value: string): boolean {
  return value.length <= EMAIL_MAX_LENGTH && EMAIL_SHAPE.test(value);
}

/** The one form an email address is stored and compared in. */
export function normaliseEmail(value: string): string {
  return value.trim().toLowerCase();
}
