import { preloadable } from '../shared/lazy/preloadable';

// The layout's header (with the language toggle) and footer are out of the application's start (its budget,
// ADR 54) but in its first render: main.tsx, the prerender and the tests' setup preload them (one chunk)
// beside the session's own start. A module of its own, so preloading imports nothing of the layout's.
export const header = preloadable(() => import('./chrome').then((m) => m.SiteHeader));
export const footer = preloadable(() => import('./chrome').then((m) => m.SiteFooter));

export function preloadChrome(): Promise<void> {
  return Promise.all([header.preload(), footer.preload()]).then(() => undefined);
}
