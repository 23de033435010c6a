import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  asLanguage,
  fromUiLocales,
  languageCookie,
  languageCookieOf,
  pageLanguage,
  translate,
} from '../../src/idp/page-language';
import { welshPageText } from '../../src/idp/page-text';

const templates = new URL('../../src/idp/templates/', import.meta.url);
const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((match) => match[1]).sort();

describe('the identity pages’ Welsh (ADR 55)', () => {
  it('has a Welsh text, with the same placeholders, for every text a template passes through t()', () => {
    const used = readdirSync(templates)
      .filter((name) => name.endsWith('.njk'))
      .flatMap((name) => [...readFileSync(new URL(name, templates), 'utf8').matchAll(/\bt\("([^"]+)"\)/g)])
      .map((match) => match[1] ?? '');
    expect(used.length).toBeGreaterThan(30);
    const missing = used.filter((english) => welshPageText[english] === undefined);
    expect(missing).toEqual([]);
    for (const [english, welsh] of Object.entries(welshPageText)) {
      expect(placeholders(welsh), english).toEqual(placeholders(english));
    }
  });

  it('chooses ?lang, then the cookie, then English; anything unknown is English', () => {
    expect(pageLanguage('cy', 'en')).toBe('cy');
    expect(pageLanguage(undefined, 'cy')).toBe('cy');
    expect(pageLanguage('fr', 'cy')).toBe('cy');
    expect(pageLanguage(['cy'], 'xx')).toBe('en');
    expect(pageLanguage(undefined, undefined)).toBe('en');
    expect(asLanguage('CY')).toBeUndefined();
  });

  it('reads the first supported language of ui_locales', () => {
    expect(fromUiLocales('cy-GB en')).toBe('cy');
    expect(fromUiLocales('fr en cy')).toBe('en');
    expect(fromUiLocales('fr de')).toBeUndefined();
    expect(fromUiLocales(undefined)).toBeUndefined();
  });

  it('writes and reads the esos_lang cookie as the web client does', () => {
    expect(languageCookie('cy', true)).toBe('esos_lang=cy; Path=/; Max-Age=31536000; SameSite=Lax; Secure');
    expect(languageCookie('en', false)).toBe('esos_lang=en; Path=/; Max-Age=31536000; SameSite=Lax');
    expect(languageCookieOf('a=b; esos_lang=cy; c=d')).toBe('cy');
    expect(languageCookieOf('not_esos_lang=cy')).toBeUndefined();
    expect(languageCookieOf(undefined)).toBeUndefined();
  });

  it('translates into Welsh and leaves English as written', () => {
    expect(translate('cy', 'Sign in')).toBe('Mewngofnodi');
    expect(translate('en', 'Sign in')).toBe('Sign in');
    expect(translate('cy', 'Some text with no Welsh yet')).toBe('Some text with no Welsh yet');
  });
});
