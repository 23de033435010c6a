import type { RefreshExpiry } from '../../shared/auth';

/** The warning opens this many seconds before the refresh token expires (spec §4, §9). */
export const WARNING_SECONDS = 30;
/** Seconds left at which screen readers hear the countdown; the visible one updates every second. */
export const ANNOUNCE_AT: readonly number[] = [30, 20, 10];

export type TimeoutState =
  { phase: 'active'; warnAt: number } | { phase: 'warning'; secondsLeft: number } | { phase: 'expired' };

export function timeoutState(expiry: RefreshExpiry, now: number): TimeoutState {
  const left = expiry.expiresAt - now;
  if (left <= 0) return { phase: 'expired' };
  if (left > WARNING_SECONDS * 1000)
    return { phase: 'active', warnAt: expiry.expiresAt - WARNING_SECONDS * 1000 };
  return { phase: 'warning', secondsLeft: Math.ceil(left / 1000) };
}

/** The announcement step a countdown value belongs to: 30 for 30-21 seconds, 20 for 20-11, 10 below. */
export function announcementStep(secondsLeft: number): number {
  let step = ANNOUNCE_AT[0] ?? secondsLeft;
  for (const at of ANNOUNCE_AT) if (secondsLeft <= at) step = at;
  return step;
}

export function secondsText(seconds: number): string {
  return `${seconds} ${seconds === 1 ? 'second' : 'seconds'}`;
}

export function countdownMessage(seconds: number, extendable: boolean): string {
  return extendable
    ? `We will sign you out in ${secondsText(seconds)} to keep your information secure.`
    : `You cannot extend your session again. You will be signed out in ${secondsText(seconds)}.`;
}

/** How long the person did nothing: since the current refresh token was issued. */
export function idleSeconds(expiry: RefreshExpiry, now: number): number {
  return Math.max(0, Math.round((now - expiry.issuedAt) / 1000));
}
