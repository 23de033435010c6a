import { text } from '../i18n/catalogue';
import { componentMessages } from './components.messages.en';

/** Share of the maximum at which the count is announced to screen readers (spec §5: 99%). */
export const CHARACTER_COUNT_THRESHOLD = 0.99;

/**
 * 'You have N characters remaining' / 'You have N characters too many', singular for 1; in the page's language
 * ('Mae gennych N nod ar ôl').
 */
export function characterCountMessage(length: number, maxLength: number): string {
  const remaining = maxLength - length;
  if (remaining < 0) return text(componentMessages, 'charactersTooMany', { count: -remaining });
  return text(componentMessages, 'charactersRemaining', { count: remaining });
}

export function isOverLimit(length: number, maxLength: number): boolean {
  return length > maxLength;
}

export function isAtThreshold(
  length: number,
  maxLength: number,
  threshold = CHARACTER_COUNT_THRESHOLD,
): boolean {
  return length >= maxLength * threshold;
}
