/**
 * Arithmetic on kWh figures, exact for any 64-bit value: shares are computed with BigInt because
 * part × 100 goes past the doubles' exact range for large figures.
 */

/** floor(part × 100 / whole), or undefined when either is missing or the whole is not above 0. */
export function percentageShare(
  part: number | null | undefined,
  whole: number | null | undefined,
): bigint | undefined {
  if (!Number.isSafeInteger(part) || !Number.isSafeInteger(whole) || (whole as number) <= 0) return undefined;
  return (BigInt(part as number) * 100n) / BigInt(whole as number);
}

/** The share as a stored figure, when it is one JavaScript keeps exact. */
export function significantPercentage(
  part: number | null | undefined,
  whole: number | null | undefined,
): number | undefined {
  const share = percentageShare(part, whole);
  return share !== undefined && share <= BigInt(Number.MAX_SAFE_INTEGER) ? Number(share) : undefined;
}

/** The sum of the given figures, missing ones counting as 0. */
export function sumOf(values: (number | null | undefined)[]): number {
  return values.reduce<number>((sum, value) => sum + (value ?? 0), 0);
}

/** Whether any of the figures is given. */
export function anyGiven(values: unknown[]): boolean {
  return values.some((value) => value !== null && value !== undefined);
}
