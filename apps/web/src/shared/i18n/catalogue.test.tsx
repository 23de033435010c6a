import { act, render as renderDom, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { defineCatalogue, interpolate, render } from './catalogue';
import { parseLanguage, languageFromCookie, languageFromQuery, languageCookie } from './language';
import { currentLanguage, onLanguageChange, setLanguage, startLanguage } from './store';
import { useMessages } from './use-messages';
import { messages } from './testing/fixture.en';

const catalogue = defineCatalogue(messages, () => import('./testing/fixture.cy'));

describe('plurals', () => {
  it('chooses Welsh plural forms through Intl.PluralRules', () => {
    const forms = { zero: 'Z', one: 'O', two: 'T', few: 'F', many: 'M', other: 'X' };
    const pick = (count: number) => render('cy', forms, { count });
    expect([0, 1, 2, 3, 4, 6, 7, 10].map(pick).join('')).toBe('ZOTFXMXX');
  });

  it('chooses English plural forms, other when a form is not given', () => {
    expect(render('en', messages.reports, { count: 1 })).toBe('1 report');
    expect(render('en', messages.reports, { count: 0 })).toBe('0 reports');
    expect(render('cy', { other: '{count} o adroddiadau' }, { count: 2 })).toBe('2 o adroddiadau');
  });
});

describe('placeholders', () => {
  it('fills {name} and leaves an unknown placeholder visible', () => {
    expect(interpolate('Hello {name}, {missing}', { name: 'Olivia' })).toBe('Hello Olivia, {missing}');
  });
});

describe('the language chosen', () => {
  it('falls back to English for anything unknown', () => {
    expect(parseLanguage('fr')).toBe('en');
    expect(parseLanguage(undefined)).toBe('en');
    expect(parseLanguage('cy')).toBe('cy');
    expect(languageFromCookie('a=b; esos_lang=xx')).toBe('en');
    expect(languageFromCookie('a=b; esos_lang=cy')).toBe('cy');
    expect(languageFromCookie('a=b')).toBeNull();
    expect(languageFromQuery('?lang=cy')).toBe('cy');
    expect(languageFromQuery('?lang=de')).toBe('en');
    expect(languageFromQuery('?x=1')).toBeNull();
  });

  it('writes the agreed cookie', () => {
    expect(languageCookie('cy', true)).toBe('esos_lang=cy; Path=/; Max-Age=31536000; SameSite=Lax; Secure');
    expect(languageCookie('en', false)).not.toContain('Secure');
  });

  it('starts from ?lang= over the cookie and keeps it in the cookie', async () => {
    document.cookie = 'esos_lang=en; path=/';
    window.history.replaceState(null, '', '/landing?lang=cy');
    await startLanguage();
    expect(currentLanguage()).toBe('cy');
    expect(document.documentElement.lang).toBe('cy');
    expect(document.cookie).toContain('esos_lang=cy');
    expect(catalogue.cy?.skip).toBe("Sgipio i'r prif gynnwys");
    window.history.replaceState(null, '', '/');
    await setLanguage('en');
  });

  it('treats an unknown value given to setLanguage as English', async () => {
    await setLanguage('cy');
    await setLanguage('klingon');
    expect(currentLanguage()).toBe('en');
    expect(document.documentElement.lang).toBe('en');
  });
});

function Form() {
  const t = useMessages(catalogue);
  return (
    <form>
      <label htmlFor="name">{t('greeting', { name: 'Olivia' })}</label>
      <input id="name" />
    </form>
  );
}

describe('switching language', () => {
  it('re-renders in place: an answer typed stays, <html lang> follows, listeners hear it', async () => {
    const heard: string[] = [];
    onLanguageChange((language) => heard.push(language));
    renderDom(<Form />);
    const input = screen.getByLabelText('Hello Olivia');
    await userEvent.type(input, 'typed answer');
    await act(() => setLanguage('cy'));
    expect(screen.getByLabelText('Helo Olivia')).toBe(input);
    expect(input).toHaveProperty('value', 'typed answer');
    expect(document.documentElement.lang).toBe('cy');
    await act(() => setLanguage('en'));
    expect(screen.getByLabelText('Hello Olivia')).toBe(input);
    expect(heard).toEqual(['cy', 'en']);
  });
});
