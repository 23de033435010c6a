import { registerWelshLoader, currentLanguage } from './store';
import type { Language } from './language';

/** A message with plural forms, chosen by its `{count}` through Intl.PluralRules ('other' is required). */
export type Plural = { other: string } & Partial<Record<Intl.LDMLPluralRule, string>>;
export type Message = string | Plural;
export type Messages = Record<string, Message>;

/**
 * A Welsh catalogue: exactly the English catalogue's keys (a missing or extra key fails the type check), a
 * plural where English has one. Welsh plural forms differ (zero, one, two, few, many, other).
 */
export type Translation<English extends Messages> = {
  [Key in keyof English]: English[Key] extends string ? string : Plural;
};

export interface Catalogue<English extends Messages> {
  readonly en: English;
  /** Null until the Welsh has loaded. */
  cy: Translation<English> | null;
  /** Loads the Welsh once; later calls share the first load. */
  loadWelsh(): Promise<void>;
  /** Non-null while the Welsh is loading. */
  pending: Promise<void> | null;
}

/**
 * Declares a feature's catalogue: its English, which loads with the feature's code, and its Welsh, loaded
 * (a chunk of its own) only when Welsh is chosen, e.g.
 * `defineCatalogue(en, () => import('./messages.cy'))`, the module's default export being the Welsh.
 */
export function defineCatalogue<English extends Messages>(
  en: English,
  loadCy: () => Promise<{ default: Translation<English> }>,
): Catalogue<English> {
  const catalogue: Catalogue<English> = {
    en,
    cy: null,
    pending: null,
    loadWelsh() {
      if (catalogue.cy) return Promise.resolve();
      catalogue.pending ??= loadCy().then(
        (module) => {
          catalogue.cy = module.default;
          catalogue.pending = null;
        },
        (error: unknown) => {
          // A failed download may be retried on the next render or switch.
          catalogue.pending = null;
          throw error;
        },
      );
      return catalogue.pending;
    },
  };
  registerWelshLoader(() => catalogue.loadWelsh());
  // Code loaded while the page is in Welsh (a lazy route) starts its Welsh at once, beside its own code.
  if (currentLanguage() === 'cy') catalogue.loadWelsh().catch(() => undefined);
  return catalogue;
}

export type Params = Record<string, string | number>;

const PLACEHOLDER = /\{(\w+)\}/g;

/** Fills `{name}` placeholders; one with no value stays as written, so a slip shows rather than vanishes. */
export function interpolate(text: string, params?: Params): string {
  if (!params) return text;
  return text.replace(PLACEHOLDER, (whole, name: string) =>
    Object.hasOwn(params, name) ? String(params[name]) : whole,
  );
}

const pluralRules = new Map<Language, Intl.PluralRules>();
function pluralForm(language: Language, count: number): Intl.LDMLPluralRule {
  let rules = pluralRules.get(language);
  if (!rules) {
    rules = new Intl.PluralRules(language);
    pluralRules.set(language, rules);
  }
  return rules.select(count);
}

/** The text of one message in a language, with its plural chosen by `params.count`. */
export function render(language: Language, message: Message, params?: Params): string {
  if (typeof message === 'string') return interpolate(message, params);
  const count = Number(params?.count ?? 0);
  return interpolate(message[pluralForm(language, count)] ?? message.other, params);
}

/**
 * A message in the page's language outside a component (a route's title, a list built in plain code). A
 * component showing it re-renders on a change when it calls useLanguage or useMessages (the layout does).
 */
export function text<English extends Messages>(
  catalogue: Catalogue<English>,
  key: keyof English & string,
  params?: Params,
): string {
  const language = currentLanguage();
  const messages = language === 'cy' && catalogue.cy ? catalogue.cy : catalogue.en;
  return render(language, messages[key] ?? catalogue.en[key] ?? key, params);
}
