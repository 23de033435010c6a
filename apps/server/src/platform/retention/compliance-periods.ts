/**
 * ESOS compliance periods (spec §9: four years each). Period n ends at the end of 5 December of year
 * 2011 + 4n (Phase 1 on 5 December 2015, Phase 3 on 5 December 2023) and the next begins on 6 December,
 * a day in winter, when UK time is UTC: the boundaries are midnight UTC.
 */
export const PERIOD_YEARS = 4;
/** Data is deleted once this many later periods have ended (spec §9). */
export const LATER_PERIODS_KEPT = 2;

/** The first instant after period n. */
export function periodEnd(period: number): Date {
  return new Date(Date.UTC(2011 + PERIOD_YEARS * period, 11, 6));
}

/** The period an instant falls in. */
export function periodOf(instant: Date): number {
  const year = instant.getUTCFullYear();
  const endYear = instant >= new Date(Date.UTC(year, 11, 6)) ? year + 1 : year;
  // The first period-ending year (2011 + 4n) at or after endYear.
  const remainder = (((endYear - 2011) % PERIOD_YEARS) + PERIOD_YEARS) % PERIOD_YEARS;
  return (endYear - 2011 + (remainder === 0 ? 0 : PERIOD_YEARS - remainder)) / PERIOD_YEARS;
}

export interface RetentionBoundary {
  /** The latest period whose data may go: every period up to it has had two later periods end. */
  lastExpiredPeriod: number;
  /** The end of that period: data dated before it belongs to an expired period. */
  cutoff: Date;
}

/** What the rule allows deleting at `now`. */
export function retentionBoundary(now: Date): RetentionBoundary {
  const lastExpiredPeriod = periodOf(now) - LATER_PERIODS_KEPT - 1;
  return { lastExpiredPeriod, cutoff: periodEnd(lastExpiredPeriod) };
}
