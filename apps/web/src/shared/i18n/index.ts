// The web's internationalisation layer (ADR 54). Imported by the shell, so it stays small: no library.
export { defineCatalogue, render, interpolate, text } from './catalogue';
export type { Catalogue, Message, Messages, Plural, Translation, Params } from './catalogue';
export { useLanguage, useMessages, type Translate } from './use-messages';
export { setLanguage, startLanguage, languageReady, currentLanguage, onLanguageChange } from './store';
export { parseLanguage, isLanguage, LANGUAGES, LANGUAGE_COOKIE, type Language } from './language';
export { formatDayMonthYear, formatNumber, formatShortDateTime, monthName } from './format';
