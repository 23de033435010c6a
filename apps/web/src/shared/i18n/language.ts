/** The service's languages (issue 43): English, and Welsh for organisations reporting to Natural Resources Wales. */
export type Language = 'en' | 'cy';

export const LANGUAGES: readonly Language[] = ['en', 'cy'];

/** The cookie that keeps the choice (strictly necessary: it only remembers a setting the visitor made). */
export const LANGUAGE_COOKIE = 'esos_lang';

const ONE_YEAR_SECONDS = 365 * 24 * 60 * 60;

/** Anything other than 'en' or 'cy' (absent, mistyped, made up) is English, without an error. */
export function parseLanguage(value: unknown): Language {
  return value === 'cy' ? 'cy' : 'en';
}

/** True for exactly 'en' or 'cy': a value that makes a choice (an unknown one chooses nothing). */
export function isLanguage(value: unknown): value is Language {
  return value === 'en' || value === 'cy';
}

/** The language in a `document.cookie` string, or null when none is set. */
export function languageFromCookie(cookie: string): Language | null {
  for (const part of cookie.split(';')) {
    const [name, value] = part.trim().split('=');
    if (name === LANGUAGE_COOKIE) return parseLanguage(value);
  }
  return null;
}

/** The `?lang=` of an address's query, or null when it has none (an unknown value counts as English). */
export function languageFromQuery(search: string): Language | null {
  const value = new URLSearchParams(search).get('lang');
  return value === null ? null : parseLanguage(value);
}

/** The Set-Cookie text for the choice; Secure whenever the page came over https. */
export function languageCookie(language: Language, secure: boolean): string {
  return `${LANGUAGE_COOKIE}=${language}; Path=/; Max-Age=${ONE_YEAR_SECONDS}; SameSite=Lax${secure ? '; Secure' : ''}`;
}
