const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

// The service is for UK organisations: times show in UK time whatever the browser's zone.
const PARTS = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'Europe/London',
  year: 'numeric',
  month: 'numeric',
  day: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
  hourCycle: 'h23',
});

/** '1 Jan 2026, 10:30am' (GOV.UK style) in Europe/London; blank for a missing or invalid value. */
export function formatDateTime(value: string | undefined | null): string {
  if (!value) return '';
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return '';
  const part = (type: Intl.DateTimeFormatPartTypes) =>
    Number(PARTS.formatToParts(date).find((entry) => entry.type === type)?.value ?? '0');
  const hour = part('hour');
  const minute = String(part('minute')).padStart(2, '0');
  const hour12 = hour % 12 === 0 ? 12 : hour % 12;
  const suffix = hour < 12 ? 'am' : 'pm';
  return `${part('day')} ${MONTHS[part('month') - 1] ?? ''} ${part('year')}, ${hour12}:${minute}${suffix}`;
}
