import { formatShortDateTime } from '../i18n/format';
import { currentLanguage } from '../i18n/store';

/**
 * '1 Jan 2026, 10:30am' (GOV.UK style) in Europe/London, '1 Ion 2026, 10:30yb' in Welsh; blank for a missing or
 * invalid value.
 */
export function formatDateTime(value: string | undefined | null): string {
  if (!value) return '';
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return '';
  return formatShortDateTime(currentLanguage(), date);
}
