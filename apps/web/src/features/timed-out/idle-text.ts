/** Whole minutes (at least 1) from the `idle` query value in seconds; null when absent or not a positive number. */
export function idleMinutes(idle: string | null): number | null {
  if (idle === null || !/^\d+(\.\d+)?$/.test(idle.trim())) return null;
  const seconds = Number(idle);
  if (!Number.isFinite(seconds) || seconds <= 0) return null;
  return Math.max(1, Math.round(seconds / 60));
}

/** '1 minute', '15 minutes'. */
export function minutesText(minutes: number): string {
  return `${minutes} ${minutes === 1 ? 'minute' : 'minutes'}`;
}

/** The first paragraph of the timed-out page. */
export function timedOutMessage(idle: string | null): string {
  const minutes = idleMinutes(idle);
  return minutes === null
    ? 'Your session has expired, so we have signed you out.'
    : `We reset your session because you did not do anything for ${minutesText(minutes)}.`;
}
