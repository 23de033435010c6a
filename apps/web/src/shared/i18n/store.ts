import { isLanguage, languageCookie, languageFromCookie, languageFromQuery, type Language } from './language';

type Listener = (language: Language) => void;

let current: Language = 'en';
const listeners = new Set<Listener>();
/** Each catalogue's Welsh loader, registered when its feature's code loads (catalogue.ts). */
const welshLoaders = new Set<() => Promise<void>>();

export function registerWelshLoader(load: () => Promise<void>): void {
  welshLoaders.add(load);
}

function loadAllWelsh(): Promise<void> {
  return Promise.all([...welshLoaders].map((load) => load())).then(() => undefined);
}

export function currentLanguage(): Language {
  return current;
}

/**
 * Called on every change of language, after the page shows it: the place to keep the choice in a signed-in
 * user's profile (PUT /api/v1.0/users/language). Returns the unsubscribe.
 */
export function onLanguageChange(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

function apply(language: Language) {
  current = language;
  if (typeof document !== 'undefined') document.documentElement.lang = language;
  for (const listener of listeners) listener(language);
}

function remember(language: Language) {
  if (typeof document === 'undefined') return;
  document.cookie = languageCookie(language, location.protocol === 'https:');
}

/**
 * Chooses the language: loads the Welsh of every catalogue the page's code uses first, then switches in one
 * render, so the page re-renders in place (nothing unmounts; answers typed stay). Keeps the choice in the
 * cookie. An unknown value is English.
 */
export async function setLanguage(language: unknown): Promise<void> {
  const next: Language = isLanguage(language) ? language : 'en';
  if (next === 'cy') await loadAllWelsh();
  remember(next);
  if (next !== current) apply(next);
}

/**
 * The language the application starts in: `?lang=` first (kept in the cookie), then the cookie, else English.
 * Resolves once the Welsh of the catalogues loaded so far is in, so the first render is in one language.
 */
export async function startLanguage(): Promise<Language> {
  if (typeof document === 'undefined') return current;
  const fromQuery = languageFromQuery(location.search);
  if (fromQuery) remember(fromQuery);
  const language = fromQuery ?? languageFromCookie(document.cookie) ?? 'en';
  // Set before loading, so code that loads meanwhile (a page preloaded at start) starts its Welsh too.
  apply(language);
  await languageReady();
  return language;
}

/** Resolves when every catalogue loaded so far has the page's language (at once in English). */
export function languageReady(): Promise<void> {
  return current === 'cy' ? loadAllWelsh() : Promise.resolve();
}

/** For useSyncExternalStore. */
export function subscribeLanguage(onChange: () => void): () => void {
  return onLanguageChange(onChange);
}

/** Tests: back to English, with no listeners (a component's subscription goes with its cleanup). */
export function resetLanguageForTests(): void {
  current = 'en';
  listeners.clear();
  if (typeof document !== 'undefined') document.documentElement.lang = 'en';
}
