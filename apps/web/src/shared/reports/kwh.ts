/**
 * kWh figures as typed: whole numbers of at most 15 digits (task-forms §0 "Integer rules"), from zero or, for a
 * reduction the reference requires to be above zero, from one. Kept as text in the form and sent as numbers; the
 * rules are the reporting-rules package's, which the server's spreadsheet upload applies too (issue 42).
 */
export { KWH_MAX_DIGITS, kwhMessages, kwhProblem, kwhValue } from '@esos/reporting-rules';

/** A saved figure as the form shows it. */
export const kwhText = (value: number | null | undefined): string =>
  value === null || value === undefined ? '' : String(value);
