import { describe, expect, it } from 'vitest';
import { cookieChoicePending } from './cookie-banner';

describe('cookieChoicePending', () => {
  it('is true for a first visit, so the banner is loaded before the first render', () => {
    expect(cookieChoicePending('')).toBe(true);
    expect(cookieChoicePending('other=1; cookies_policy={"essential":true,"usage":false}')).toBe(true);
  });

  it('is false once the visitor has chosen', () => {
    expect(cookieChoicePending('a=1; cookies_preferences_set=true; b=2')).toBe(false);
  });

  it('does not take a cookie whose name only ends the same way', () => {
    expect(cookieChoicePending('old_cookies_preferences_set=true')).toBe(true);
  });
});
