/** Share of the maximum at which the count is announced to screen readers (spec §5: 99%). */
export const CHARACTER_COUNT_THRESHOLD = 0.99;

function characters(count: number): string {
  return count === 1 ? 'character' : 'characters';
}

/** 'You have N characters remaining' / 'You have N characters too many', singular for 1. */
export function characterCountMessage(length: number, maxLength: number): string {
  const remaining = maxLength - length;
  if (remaining < 0) return `You have ${-remaining} ${characters(-remaining)} too many`;
  return `You have ${remaining} ${characters(remaining)} remaining`;
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
