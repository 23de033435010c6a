import type { Language } from './language';

// The service is for UK organisations: dates and times read in UK time whatever the browser's zone.
const ZONE = 'Europe/London';
const LOCALE: Record<Language, string> = { en: 'en-GB', cy: 'cy' };

const cache = new Map<string, Intl.DateTimeFormat>();
function dateFormat(language: Language, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${language}|${JSON.stringify(options)}`;
  let format = cache.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(LOCALE[language], options);
    cache.set(key, format);
  }
  return format;
}

// The service's own short English months ('Sep', where en-GB's Intl says 'Sept').
const SHORT_EN = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** The month's name, e.g. 'June' or 'Mehefin' (index 0 to 11); short: 'Jun' or 'Meh'. */
export function monthName(language: Language, monthIndex: number, short = false): string {
  if (short && language === 'en') return SHORT_EN[monthIndex] ?? '';
  const date = new Date(Date.UTC(2024, monthIndex, 15));
  return dateFormat(language, { month: short ? 'short' : 'long', timeZone: 'UTC' })
    .format(date)
    .replace(/\.$/, '');
}

/** Day, full month name and year of a date built in UTC: '1 June 2024', '1 Mehefin 2024'. */
export function formatDayMonthYear(language: Language, value: Date): string {
  return `${value.getUTCDate()} ${monthName(language, value.getUTCMonth())} ${value.getUTCFullYear()}`;
}

/** Whole numbers and decimals with the language's grouping: 1,234.5 in both English and Welsh. */
export function formatNumber(language: Language, value: number, options?: Intl.NumberFormatOptions): string {
  return new Intl.NumberFormat(LOCALE[language], options).format(value);
}

/** The parts of a moment in UK time, as numbers (month 1 to 12, hour 0 to 23). */
export function ukParts(value: Date) {
  const parts = dateFormat('en', {
    timeZone: ZONE,
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(value);
  const part = (type: Intl.DateTimeFormatPartTypes) =>
    Number(parts.find((entry) => entry.type === type)?.value ?? '0');
  return {
    year: part('year'),
    month: part('month'),
    day: part('day'),
    hour: part('hour'),
    minute: part('minute'),
  };
}

/** GOV.UK style '1 Jan 2026, 10:30am' in UK time; in Welsh '1 Ion 2026, 10:30yb' (yb/yh: Welsh am/pm). */
export function formatShortDateTime(language: Language, value: Date): string {
  const { year, month, day, hour, minute } = ukParts(value);
  const hour12 = hour % 12 === 0 ? 12 : hour % 12;
  const morning = hour < 12;
  const suffix = language === 'cy' ? (morning ? 'yb' : 'yh') : morning ? 'am' : 'pm';
  const minutes = String(minute).padStart(2, '0');
  return `${day} ${monthName(language, month - 1, true)} ${year}, ${hour12}:${minutes}${suffix}`;
}
