import { Suspense, lazy, type ComponentType } from 'react';

const load = () => import('../features/cookies/pages');
const LazyCookieBanner = lazy(() => load().then((m) => ({ default: m.CookieBanner })));
let loaded: ComponentType | null = null;

/**
 * Loads the banner before the application's first render. main.tsx does so when the prerendered page shows
 * one, so that render puts the banner where it already is instead of removing it until its chunk arrives.
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
