import { describe, expect, it } from 'vitest';
import { idleMinutes, minutesText, timedOutMessage } from './idle-text';

describe('timed-out wording', () => {
  it('converts idle seconds to whole minutes', () => {
    expect(idleMinutes('900')).toBe(15);
    expect(idleMinutes('60')).toBe(1);
    expect(idleMinutes('89')).toBe(1);
    expect(idleMinutes('90')).toBe(2);
    // Less than a minute still reads as a minute, never as 0.
    expect(idleMinutes('20')).toBe(1);
  });

  it('ignores a missing or unusable idle value', () => {
    expect(idleMinutes(null)).toBeNull();
    expect(idleMinutes('')).toBeNull();
    expect(idleMinutes('0')).toBeNull();
    expect(idleMinutes('-60')).toBeNull();
    expect(idleMinutes('abc')).toBeNull();
    expect(idleMinutes('1e9')).toBeNull();
  });

  it('uses the singular for one minute', () => {
    expect(minutesText(1)).toBe('1 minute');
    expect(minutesText(15)).toBe('15 minutes');
  });

  it('says why the session ended', () => {
    expect(timedOutMessage('900')).toBe(
      'We reset your session because you did not do anything for 15 minutes.',
    );
    expect(timedOutMessage('60')).toContain('for 1 minute.');
    expect(timedOutMessage(null)).toBe('Your session has expired, so we have signed you out.');
  });
});
