import { z } from 'zod';

/** Digits only, no sign, no leading zero: the one way an id is written in an address. */
const CANONICAL_DECIMAL = /^[1-9][0-9]{0,15}$/;

/**
 * A numeric id in a path: " 10", "0x10", "1e3", "010" and "+10" are refused, not read as 10, 16 or 1000
 * (`z.coerce.number()` accepts them all), so one resource has one address. Documented as the integer it is.
 */
export const pathId = z
  .string()
  .check(z.refine((value) => CANONICAL_DECIMAL.test(value), 'must be a whole number written in digits'))
  .transform(Number)
  .pipe(z.number().int())
  .meta({ type: 'integer', exclusiveMinimum: 0, maximum: Number.MAX_SAFE_INTEGER });
