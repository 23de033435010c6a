import { z } from 'zod';
import { checkedAtSubmit } from './checked-at-submit';

/**
 * Field types of the action plan and progress update drafts (ADR 0020). A save takes work in
 * progress, so any field may be missing or null, but what is given has the reference's type, enum
 * value, size and range, with its bean-validation texts: a FORM1001 at save and an "Invalid section
 * data" detail at submit read the same. A kWh figure's number of digits is checked at submit, as the
 * reference does (`checkedAtSubmit`); a progress update's reductions have no such cap in the reference.
 */

export const lengthMessage = (max: number) => `size must be between 0 and ${max}`;
export const NOT_NULL = 'must not be null';
export const NOT_BLANK = 'must not be blank';
export const NOT_EMPTY = 'must not be empty';
const AT_LEAST_ZERO = 'must be greater than or equal to 0';
const ABOVE_ZERO = 'must be greater than 0';
const FIFTEEN_DIGITS = 'numeric value out of bounds (<15 digits>.<0 digits> expected)';

/** The largest whole number of 15 digits: the reference's kWh figures (and the web's "up to 15 digits"). */
export const MAX_KWH = 999_999_999_999_999;

export const optionalText = (max: number) => z.string().max(max, lengthMessage(max)).nullish();

export const optionalFlag = () => z.boolean().nullish();

export const optionalChoice = <const Values extends readonly [string, ...string[]]>(values: Values) =>
  z.enum(values).nullish();

/** A set of enum values (the reference's Set<Enum>): repeats are dropped when saved. */
export const choices = <const Values extends readonly [string, ...string[]]>(values: Values) =>
  z
    .array(z.enum(values))
    .max(values.length * 2, lengthMessage(values.length))
    .nullish();

const fifteenDigits = () => z.int().max(MAX_KWH, FIFTEEN_DIGITS);

/** kWh-int: a whole number ≥ 0 (exact in a JavaScript number), of at most 15 digits at submit. */
export const kilowattHours = () => checkedAtSubmit(z.int().min(0, AT_LEAST_ZERO).nullish(), fifteenDigits());

/**
 * A progress update's reduction: whole, above zero or at least zero, with no cap on its digits, as the
 * reference's (a Long without @Digits, issue 37); bounded only by what a JavaScript number holds exactly.
 */
export const reductionKilowattHours = (minimum: 0 | 1) =>
  z
    .int()
    .min(minimum, minimum === 1 ? ABOVE_ZERO : AT_LEAST_ZERO)
    .nullish();

/** A sum of four kWh figures: whole, ≥ 0, exact in a JavaScript number; at most 4 × 15 nines at submit. */
export const kilowattHoursTotal = () =>
  checkedAtSubmit(
    z.int().min(0, AT_LEAST_ZERO).nullish(),
    z.int().max(4 * MAX_KWH, 'numeric value out of bounds (<16 digits>.<0 digits> expected)'),
  );

/** A calendar date as the reference's LocalDate travels: yyyy-MM-dd, a real day. */
export const isoDate = () => z.iso.date('must be a date in the format yyyy-MM-dd').nullish();

/** The server-made identity of a carried-over measure. */
export const measureUuid = () => z.guid('must be a valid UUID');

/** A list with the reference's @Size(max) message for it. */
export const listOf = <Item extends z.ZodType>(item: Item, max: number) =>
  z.array(item).max(max, `The list of energy efficiency measures cannot exceed ${max} items`);

/** A section's progress in a `…SectionsCompleted` map; a section with no entry has not been started. */
export const sectionStatuses = ['IN_PROGRESS', 'COMPLETED'] as const;
export type SectionStatus = (typeof sectionStatuses)[number];
export const sectionStatus = () => z.enum(sectionStatuses).nullish();

/** A report's attachments, file uuid to name: never filled (no page uploads any), kept for the wire. */
export const reportAttachmentsSchema = z.record(z.string(), z.string());
