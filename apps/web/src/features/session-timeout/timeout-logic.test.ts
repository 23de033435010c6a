import { describe, expect, it } from 'vitest';
import { announcementStep, countdownMessage, idleSeconds, timeoutState } from './timeout-logic';

const expiry = { expiresAt: 100_000, issuedAt: 40_000, lifetime: 60, originalLifetime: 60 };

describe('session timeout timing', () => {
  it('stays quiet until 30 seconds before the refresh token expires', () => {
    expect(timeoutState(expiry, 60_000)).toEqual({ phase: 'active', warnAt: 70_000 });
    expect(timeoutState(expiry, 69_999)).toEqual({ phase: 'active', warnAt: 70_000 });
    expect(timeoutState(expiry, 70_000)).toEqual({ phase: 'warning', secondsLeft: 30 });
    expect(timeoutState(expiry, 99_001)).toEqual({ phase: 'warning', secondsLeft: 1 });
    expect(timeoutState(expiry, 100_000)).toEqual({ phase: 'expired' });
  });

  it('announces the countdown at 30, 20 and 10 seconds only', () => {
    expect([30, 25, 21, 20, 15, 11, 10, 3, 1].map(announcementStep)).toEqual([
      30, 30, 30, 20, 20, 20, 10, 10, 10,
    ]);
  });

  it('words the countdown, with a different text once extending is no longer possible', () => {
    expect(countdownMessage(30, true)).toBe(
      'We will sign you out in 30 seconds to keep your information secure.',
    );
    expect(countdownMessage(1, true)).toBe(
      'We will sign you out in 1 second to keep your information secure.',
    );
    expect(countdownMessage(12, false)).toBe(
      'You cannot extend your session again. You will be signed out in 12 seconds.',
    );
  });

  it('measures the idle time from the last token', () => {
    expect(idleSeconds(expiry, 100_400)).toBe(60);
  });
});
