import { cy } from './cy';
import { en } from './en';

/** The languages the service speaks (ADR 55); null in a profile means never chosen, read as English. */
export type Language = 'en' | 'cy';

export interface MailText {
  subject: string;
  paragraphs: readonly string[];
}

/** Every language's catalogue has English's keys: a missing Welsh e-mail fails the type check. */
export interface MailCatalogue {
  common: Record<keyof typeof en.common, string>;
  mails: Record<keyof typeof en.mails, MailText>;
}

export type MailKey = keyof typeof en.mails;

/** A value the same in both languages, or one per language (a date written out in each). */
export type MailValue = string | number | Record<Language, string>;

export const mailCatalogues: Record<Language, MailCatalogue> = { en, cy };

/** Anything but a language the service speaks reads as English, never an error (issue 43). */
export const languageOr = (value: unknown): Language => (value === 'cy' ? 'cy' : 'en');

const PLACEHOLDER = /\{(\w+)\}/g;

/** The placeholders a text uses, for the catalogue check. */
export const placeholdersOf = (text: string): string[] =>
  [...text.matchAll(PLACEHOLDER)].map((match) => match[1] ?? '').sort();

/** Fills `{name}` from the values; a placeholder without a value is a programming error. */
export function fill(text: string, language: Language, values: Readonly<Record<string, MailValue>>): string {
  return text.replace(PLACEHOLDER, (_match, name: string) => {
    const value = values[name];
    if (value === undefined) throw new Error(`mail text needs a value for {${name}}`);
    return typeof value === 'object' ? value[language] : String(value);
  });
}

/** 7 December 2026 / 7 Rhagfyr 2026, from an ISO date. */
export function longDate(isoDate: string): Record<Language, string> {
  const date = new Date(`${isoDate}T00:00:00Z`);
  const format = (locale: string) =>
    new Intl.DateTimeFormat(locale, {
      day: 'numeric',
      month: 'long',
      year: 'numeric',
      timeZone: 'UTC',
    }).format(date);
  return { en: format('en-GB'), cy: format('cy') };
}
