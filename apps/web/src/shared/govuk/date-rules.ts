import { formatDayMonthYear } from '../i18n/format';
import { currentLanguage } from '../i18n/store';

/** The three boxes of a GOV.UK date input, as typed. */
export interface DateParts {
  day: string;
  month: string;
  year: string;
}

export type DatePart = keyof DateParts;

export interface DateRules {
  required?: boolean;
  /** Earliest allowed date (compared by calendar day, UTC). */
  min?: Date;
  /** Latest allowed date (compared by calendar day, UTC). */
  max?: Date;
  /**
   * What the date is ('Valid from date'): its messages then name it, so two dates on one page are told apart
   * in the error summary (GOV.UK's '[Whatever it is] must be a real date').
   */
  name?: string;
}

export interface DateCheck {
  /** The date at midnight UTC, or null when empty or invalid. */
  date: Date | null;
  error: string | null;
  /** The boxes to highlight; all three when the date as a whole is wrong. */
  fields: DatePart[];
}

export const MIN_YEAR = 1900;
export const MAX_YEAR = 2100;

const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

const ALL: DatePart[] = ['day', 'month', 'year'];

/**
 * Day, full month name and year, e.g. '1 June 2024' (spec §5), '1 Mehefin 2024' in Welsh. Read in UTC, like the
 * dates built here.
 */
export function formatDate(date: Date | string): string {
  const value = typeof date === 'string' ? new Date(date) : date;
  return formatDayMonthYear(currentLanguage(), value);
}

export function isLeapYear(year: number): boolean {
  return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
}

export function daysInMonth(year: number, month: number): number {
  if (month === 2) return isLeapYear(year) ? 29 : 28;
  return [4, 6, 9, 11].includes(month) ? 30 : 31;
}

function whole(text: string): number | null {
  return /^\d+$/.test(text) ? Number(text) : null;
}

// Welsh too, whatever the page's language ('Gorffennaf' is the longest name, ten letters).
const WELSH_MONTHS = [
  'Ionawr',
  'Chwefror',
  'Mawrth',
  'Ebrill',
  'Mai',
  'Mehefin',
  'Gorffennaf',
  'Awst',
  'Medi',
  'Hydref',
  'Tachwedd',
  'Rhagfyr',
];

const MONTH_WORD = /^[a-z]{3,10}\.?$/;

/**
 * The month box's number: digits, or a month's name in English or Welsh, in full or shortened to at least its
 * first three letters ('January', 'jan', 'Sept', 'Mehefin', 'Meh'), as the GOV.UK date pattern accepts. No
 * three-letter start is shared by an English and a Welsh name. Null for anything else.
 */
export function monthNumber(text: string): number | null {
  const word = text.trim().toLowerCase();
  const digits = whole(word);
  if (digits !== null) return digits;
  if (!MONTH_WORD.test(word)) return null;
  const prefix = word.replace(/\.$/, '');
  const starts = (month: string) => month.toLowerCase().startsWith(prefix);
  const index = MONTHS.findIndex(starts);
  if (index !== -1) return index + 1;
  const welsh = WELSH_MONTHS.findIndex(starts);
  return welsh === -1 ? null : welsh + 1;
}

function startOfDayUtc(date: Date): number {
  return Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate());
}

const lowerFirst = (text: string) => text.charAt(0).toLowerCase() + text.slice(1);

/** Turns the three boxes into one date at midnight UTC, applying the rules of spec §5. */
export function checkDate(parts: DateParts, rules: DateRules = {}): DateCheck {
  const trimmed = { day: parts.day.trim(), month: parts.month.trim(), year: parts.year.trim() };
  const empty = ALL.filter((part) => trimmed[part] === '');
  const { name } = rules;
  if (empty.length === 3) {
    const error = name ? `Enter the ${lowerFirst(name)}` : 'Enter a date';
    return { date: null, error: rules.required ? error : null, fields: rules.required ? ALL : [] };
  }
  if (empty.length > 0) {
    const missing = empty.length === 1 ? `a ${empty[0]}` : `a ${empty.join(' and a ')}`;
    return {
      date: null,
      error: name ? `${name} must include ${missing}` : 'Enter a full date',
      fields: empty,
    };
  }

  const day = whole(trimmed.day);
  const month = monthNumber(trimmed.month);
  const year = whole(trimmed.year);
  // '24' for 2024 is the likeliest slip; GOV.UK's pattern names the year box rather than the whole date.
  if (year !== null && trimmed.year.length !== 4)
    return {
      date: null,
      error: name
        ? `The year of the ${lowerFirst(name)} must include 4 numbers`
        : 'Year must include 4 numbers',
      fields: ['year'],
    };
  const real =
    day !== null &&
    month !== null &&
    year !== null &&
    month >= 1 &&
    month <= 12 &&
    year >= MIN_YEAR &&
    year <= MAX_YEAR &&
    day >= 1 &&
    day <= daysInMonth(year, month);
  if (!real)
    return { date: null, error: name ? `${name} must be a real date` : 'Enter a real date', fields: ALL };
  const subject = name ?? 'This date';

  const date = new Date(Date.UTC(year, month - 1, day));
  if (rules.min && date.getTime() < startOfDayUtc(rules.min))
    return { date, error: `${subject} must be the same as or after ${formatDate(rules.min)}`, fields: ALL };
  if (rules.max && date.getTime() > startOfDayUtc(rules.max))
    return { date, error: `${subject} must be the same as or before ${formatDate(rules.max)}`, fields: ALL };
  return { date, error: null, fields: [] };
}

/** The boxes for an existing date (UTC). */
export function dateParts(date: Date | null | undefined): DateParts {
  if (!date) return { day: '', month: '', year: '' };
  return {
    day: String(date.getUTCDate()),
    month: String(date.getUTCMonth() + 1),
    year: String(date.getUTCFullYear()),
  };
}
