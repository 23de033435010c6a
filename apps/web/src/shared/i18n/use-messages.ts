import { use, useCallback, useSyncExternalStore } from 'react';
import { render, type Catalogue, type Messages, type Params } from './catalogue';
import { currentLanguage, subscribeLanguage } from './store';
import type { Language } from './language';

const english = (): Language => 'en';

/** The page's language; re-renders on a change (server rendering is always English). */
export function useLanguage(): Language {
  return useSyncExternalStore(subscribeLanguage, currentLanguage, english);
}

export type Translate<English extends Messages> = (key: keyof English & string, params?: Params) => string;

/**
 * `t(key, params)` for a catalogue in the page's language. Switching language loads every Welsh catalogue
 * before it switches, so mounted components never wait; only a component mounting in Welsh whose Welsh is
 * still on its way suspends (React keeps the previous page on screen while a navigation's page suspends).
 */
export function useMessages<English extends Messages>(catalogue: Catalogue<English>): Translate<English> {
  const language = useLanguage();
  if (language === 'cy' && !catalogue.cy) use(catalogue.loadWelsh());
  const messages = language === 'cy' && catalogue.cy ? catalogue.cy : catalogue.en;
  return useCallback(
    (key, params) => render(language, messages[key] ?? catalogue.en[key] ?? key, params),
    [language, messages, catalogue],
  );
}
