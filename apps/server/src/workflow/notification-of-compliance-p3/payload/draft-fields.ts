import { z } from 'zod';
import { checkedAtSubmit } from '../../reports/checked-at-submit';

/**
 * Field types of the draft notification. A save accepts work in progress, so every field may be missing
 * or null, but what is given must have the reference's type, enum value, size, range and date format.
 * The number of digits and decimal places and the registration number's pattern are checked at submit,
 * as the reference does (`checkedAtSubmit`). Messages are the reference's bean-validation texts, so a
 * FORM1001 at save and an "Invalid section data" entry at submit read the same.
 */

export const sizeMessage = (max: number, min = 0) => `size must be between ${min} and ${max}`;
export const MIN_ZERO_MESSAGE = 'must be greater than or equal to 0';
export const maxMessage = (max: number) => `must be less than or equal to ${max}`;
export const DIGITS_15_MESSAGE = 'numeric value out of bounds (<15 digits>.<0 digits> expected)';
const DATE_MESSAGE = 'must be a date in the format yyyy-MM-dd';

/** The largest whole number of 15 digits, the reference's @Digits(integer = 15) on kWh values. */
export const MAX_15_DIGITS = 999_999_999_999_999;
const INT32_MAX = 2_147_483_647;
const INT32_MIN = -2_147_483_648;

export const text = (max: number, message = sizeMessage(max)) => z.string().max(max, message).nullish();

export const flag = () => z.boolean().nullish();

export const oneOf = <const Values extends readonly [string, ...string[]]>(values: Values) =>
  z.enum(values).nullish();

/**
 * A kWh figure: a whole number ≥ 0 (exact in a JavaScript number), of at most 15 digits at submit (the
 * reference's "kWh-int").
 */
export const kilowattHours = () =>
  checkedAtSubmit(z.int().min(0, MIN_ZERO_MESSAGE).nullish(), z.int().max(MAX_15_DIGITS, DIGITS_15_MESSAGE));

/** A 64-bit total ≥ 0 with no digit limit; JavaScript keeps whole numbers exact up to 2^53, far beyond any sum of 15-digit values. */
export const nonNegativeLong = () => z.int().min(0, MIN_ZERO_MESSAGE).nullish();

/** A 32-bit whole number within the reference's @Min/@Max (or the int32 range when it has none). */
export const int32 = (min = INT32_MIN, max = INT32_MAX) =>
  z
    .int()
    .min(min, min === 0 ? MIN_ZERO_MESSAGE : `must be greater than or equal to ${min}`)
    .max(max, maxMessage(max))
    .nullish();

/** A calendar date as the reference's LocalDate travels: yyyy-MM-dd, a real day of a real month. */
export const isoDate = () => z.iso.date(DATE_MESSAGE).nullish();

/** The decimal places a save takes (a bound of input); the submit holds each figure to its own. */
const DRAFT_FRACTION_DIGITS = 30;

/**
 * A decimal ≥ 0 (money, ratios). The reference's BigDecimal travels as a string ("type: string, format:
 * decimal"); a JSON number is accepted too and stored as its decimal string (see the clean-up). Integer
 * digits are capped at 15, where the reference has no limit: no notification needs a larger figure. A
 * save takes up to 30 decimal places; more than `fractionDigits` is refused at submit, as the reference
 * does.
 */
export function decimal(fractionDigits: number, options: { positive?: boolean } = {}) {
  const pattern = `^\\d{1,15}(?:\\.\\d{1,${DRAFT_FRACTION_DIGITS}})?$`;
  const shape = new RegExp(pattern);
  const outOfBounds = `numeric value out of bounds (<15 digits>.<${fractionDigits} digits> expected)`;
  const draft = z
    .union([z.string(), z.number()])
    .superRefine((value, context) => {
      const written = decimalText(value);
      if (written.startsWith('-')) {
        context.addIssue({ code: 'custom', message: MIN_ZERO_MESSAGE });
      } else if (!shape.test(written)) {
        context.addIssue({ code: 'custom', message: outOfBounds });
      } else if (options.positive && !/[1-9]/.test(written)) {
        context.addIssue({ code: 'custom', message: 'must be greater than 0' });
      }
    })
    .meta({
      pattern,
      // The pattern (checked above) already limits the length; the maximum says so to clients (ADR 40).
      maxLength: 16 + DRAFT_FRACTION_DIGITS,
      description: `A decimal number${options.positive ? ' > 0' : ' ≥ 0'} with at most ${fractionDigits} fraction digits (checked at submit), written as a string (a JSON number is also accepted)`,
    })
    .nullish();
  const places = new RegExp(`^\\d+(?:\\.\\d{1,${fractionDigits}})?$`);
  const strict = z
    .union([z.string(), z.number()])
    .refine((value) => places.test(decimalText(value)), outOfBounds);
  return checkedAtSubmit(draft, strict);
}

/** A decimal as stored: the string form of an accepted number (already a string stays as it is). */
export function decimalText(value: string | number): string {
  return typeof value === 'number' ? String(value) : value;
}
