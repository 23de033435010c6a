import { welshPageText } from './page-text';

/** The languages the identity pages speak (ADR 55), as the web's `esos_lang` contract names them. */
export type PageLanguage = 'en' | 'cy';

export const LANGUAGE_COOKIE = 'esos_lang';
const YEAR_SECONDS = 365 * 24 * 60 * 60;

/** Anything else (a region tag, a typo, a list) reads as not chosen: never an error (issue 43). */
export const asLanguage = (value: unknown): PageLanguage | undefined =>
  value === 'en' || value === 'cy' ? value : undefined;

/** The first language of an OIDC `ui_locales` list the pages speak ("cy-GB en" is Welsh). */
export function fromUiLocales(uiLocales: unknown): PageLanguage | undefined {
  if (typeof uiLocales !== 'string') return undefined;
  for (const tag of uiLocales.slice(0, 200).split(' ')) {
    const language = asLanguage(tag.split('-')[0]?.toLowerCase());
    if (language) return language;
  }
  return undefined;
}

/**
 * A page's language: `?lang` on its address (the toggle, or the authorization request's ui_locales carried
 * into the first page), then the `esos_lang` cookie, then English.
 */
export function pageLanguage(query: unknown, cookie: unknown): PageLanguage {
  return asLanguage(query) ?? asLanguage(cookie) ?? 'en';
}

/** Remembers a choice made on a page as the web does: a year, the whole site, readable by the SPA. */
export function languageCookie(language: PageLanguage, secure: boolean): string {
  return `${LANGUAGE_COOKIE}=${language}; Path=/; Max-Age=${YEAR_SECONDS}; SameSite=Lax${secure ? '; Secure' : ''}`;
}

/** The page's text in its language: Welsh from the catalogue, `{name}` filled; English as written. */
export function translate(
  language: PageLanguage,
  english: string,
  values: Record<string, string> = {},
): string {
  const text = language === 'cy' ? (welshPageText[english] ?? english) : english;
  return text.replace(/\{(\w+)\}/g, (match, name: string) => values[name] ?? match);
}

/** The address of the same page in the other language, for the toggle. */
export function toggleHref(path: string, query: string, language: PageLanguage): string {
  const params = new URLSearchParams(query);
  params.set('lang', language);
  return `${path}?${params.toString()}`;
}

/** What the layout's language toggle shows (GOV.UK's "English | Cymraeg"). */
export function languageToggle(language: PageLanguage, path: string, query: string) {
  return {
    current: language,
    links: (['en', 'cy'] as const).map((code) => ({
      code,
      text: code === 'en' ? 'English' : 'Cymraeg',
      href: toggleHref(path, query, code),
      current: code === language,
    })),
  };
}

/** The `esos_lang` cookie's value from a Cookie header, if any. */
export function languageCookieOf(cookieHeader: string | undefined): string | undefined {
  return /(?:^|;\s*)esos_lang=([^;]*)/.exec(cookieHeader ?? '')?.[1];
}
