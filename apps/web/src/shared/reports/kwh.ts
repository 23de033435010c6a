/**
 * kWh figures as typed: whole numbers of at most 15 digits (task-forms §0 "Integer rules"), from zero or, for a
 * reduction the reference requires to be above zero, from one. Kept as text in the form and sent as numbers.
 */
export const KWH_MAX_DIGITS = 15;

export const kwhMessages = {
  atLeastZero: 'Must be integer greater than or equal to 0',
  aboveZero: 'Must be integer greater than 0',
  whole: 'Enter a whole number without decimal places',
  digits: `Enter a number up to ${KWH_MAX_DIGITS} digits`,
};

const NUMBER = /^-?\d+(?:\.\d+)?$/;

/** What is wrong with a typed kWh figure, or undefined when it is fine (blank is for the caller to judge). */
export function kwhProblem(text: string, minimum: 0 | 1): string | undefined {
  const value = text.trim().replace(/,/g, '');
  if (value === '') return undefined;
  const tooSmall = minimum === 0 ? kwhMessages.atLeastZero : kwhMessages.aboveZero;
  if (!NUMBER.test(value)) return tooSmall;
  if (value.includes('.')) return kwhMessages.whole;
  if (Number(value) < minimum) return tooSmall;
  if (value.replace(/^-?0*(?=\d)/, '').length > KWH_MAX_DIGITS) return kwhMessages.digits;
  return undefined;
}

/** The number typed (commas allowed), or null when blank. Only for text kwhProblem accepted. */
export function kwhValue(text: string): number | null {
  const value = text.trim().replace(/,/g, '');
  return value === '' ? null : Number(value);
}

/** A saved figure as the form shows it. */
export const kwhText = (value: number | null | undefined): string =>
  value === null || value === undefined ? '' : String(value);
