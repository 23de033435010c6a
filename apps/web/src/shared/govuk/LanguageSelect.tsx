import { useLocation } from 'react-router';
import { setLanguage } from '../i18n/store';
import { useLanguage, useMessages } from '../i18n/use-messages';
import type { Language } from '../i18n/language';
import { govukMessages } from './messages.en';

// Each link is in its own language (lang on it), whatever the page's: its name and its hidden description.
const NAMES: Record<Language, string> = { en: 'English', cy: 'Cymraeg' };
const CHANGE_TO: Record<Language, string> = {
  en: 'Change the language to English',
  cy: "Newid yr iaith i'r Gymraeg",
};

/** The address of this page with `?lang=`, for the link to work before the application runs (and without it). */
function hrefFor(pathname: string, search: string, language: Language): string {
  const query = new URLSearchParams(search);
  query.set('lang', language);
  return `${pathname}?${query.toString()}`;
}

/**
 * GOV.UK services' language toggle, "English | Cymraeg": the current language marked (aria-current), the
 * other a link in its own language. Following it switches in place (ADR 54): nothing on the page unmounts.
 */
export function LanguageSelect() {
  const t = useMessages(govukMessages);
  const current = useLanguage();
  const { pathname, search } = useLocation();
  return (
    <nav className="govuk-language-select" aria-label={t('languageSwitcher')}>
      <ul className="govuk-language-select__list">
        {(['en', 'cy'] as const).map((language) =>
          language === current ? (
            <li key={language} className="govuk-language-select__list-item">
              <span aria-current="true" lang={language}>
                {NAMES[language]}
              </span>
            </li>
          ) : (
            <li key={language} className="govuk-language-select__list-item">
              <a
                href={hrefFor(pathname, search, language)}
                hrefLang={language}
                lang={language}
                rel="alternate"
                className="govuk-link"
                onClick={(event) => {
                  event.preventDefault();
                  void setLanguage(language);
                }}
              >
                <span className="govuk-visually-hidden">{CHANGE_TO[language]}</span>
                <span aria-hidden="true">{NAMES[language]}</span>
              </a>
            </li>
          ),
        )}
      </ul>
    </nav>
  );
}
