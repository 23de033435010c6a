import { PREFERENCES_SET_COOKIE, readCookie } from '../features/cookies/cookie-names';
import { preloadable } from '../shared/lazy/preloadable';

const banner = preloadable(async () => (await import('../features/cookies/pages')).CookieBanner);

/**
 * Whether the visitor has not chosen yet, so the banner will show. Only the marker cookie is read: a choice
 * whose policy cookie is damaged still shows the banner, from its lazy chunk.
 */
export function cookieChoicePending(cookies: string): boolean {
  return readCookie(PREFERENCES_SET_COOKIE, cookies) !== 'true';
}

/**
 * Loads the banner before the application's first render. main.tsx does so whenever the banner will show, so
 * that render puts it at the top of the page at once: arriving later from its own chunk, it pushed every page
 * down after it had painted, and a click aimed at the page then landed on whatever had moved under it.
 */
export const preloadCookieBanner = banner.preload;

/** The cookie banner: at once when preloaded, else as soon as its chunk has loaded (out of the initial bundle). */
export const CookieBannerSlot = banner.Component;
