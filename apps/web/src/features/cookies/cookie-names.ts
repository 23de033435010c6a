// Apart from cookie-consent.ts so that the application's start can tell whether the banner will show
// without carrying the rest of the consent code (app/cookie-banner.tsx).

/** The cookie banner's two cookies (spec §3): the saved choice, and a marker that the visitor has chosen. */
export const POLICY_COOKIE = 'cookies_policy';
export const PREFERENCES_SET_COOKIE = 'cookies_preferences_set';

export function readCookie(name: string, cookies: string): string | undefined {
  for (const part of cookies.split(';')) {
    const index = part.indexOf('=');
    if (index < 0) continue;
    if (part.slice(0, index).trim() === name) return part.slice(index + 1).trim();
  }
  return undefined;
}
