import { Suspense, lazy, type ComponentType } from 'react';
import { PREFERENCES_SET_COOKIE, readCookie } from '../features/cookies/cookie-names';

const load = () => import('../features/cookies/pages');
const LazyCookieBanner = lazy(() => load().then((m) => ({ default: m.CookieBanner })));
let loaded: ComponentType | null = null;

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
export async function preloadCookieBanner(): Promise<void> {
  loaded = (await load()).CookieBanner;
}

/** The cookie banner: at once when preloaded, else as soon as its chunk has loaded (out of the initial bundle). */
export function CookieBannerSlot() {
  const Loaded = loaded;
  if (Loaded) return <Loaded />;
  return (
    <Suspense fallback={null}>
      <LazyCookieBanner />
    </Suspense>
  );
}
