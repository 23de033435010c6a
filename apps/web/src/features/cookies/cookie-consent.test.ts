import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  CONSENT_EVENT,
  consentCookies,
  getConsent,
  isAnalyticsCookie,
  parsePolicy,
  readConsent,
  readCookie,
  saveConsent,
} from './cookie-consent';
import { resetConsentForTest } from './testing';
import { loadGoogleTagManager } from './analytics';

function clearCookies() {
  for (const part of document.cookie.split(';')) {
    const name = part.split('=')[0]?.trim();
    if (name) document.cookie = `${name}=; Path=/; Max-Age=0`;
  }
}

describe('reading cookies', () => {
  it('finds a cookie by exact name', () => {
    const cookies = 'a=1; cookies_policy={"essential":true,"usage":true}; cookies_preferences_set=true';
    expect(readCookie('a', cookies)).toBe('1');
    expect(readCookie('cookies_preferences_set', cookies)).toBe('true');
    expect(readCookie('cookies', cookies)).toBeUndefined();
  });

  it('parses the policy, plain or URL-encoded, and rejects anything else', () => {
    expect(parsePolicy('{"essential":true,"usage":false}')).toEqual({ essential: true, usage: false });
    expect(parsePolicy(encodeURIComponent('{"essential":true,"usage":true}'))).toEqual({
      essential: true,
      usage: true,
    });
    expect(parsePolicy(undefined)).toBeNull();
    expect(parsePolicy('not json')).toBeNull();
    expect(parsePolicy('{"usage":"yes"}')).toBeNull();
    expect(parsePolicy('null')).toBeNull();
  });

  it('counts a choice as made only when both cookies are there', () => {
    expect(readConsent('')).toEqual({ preferencesSet: false, usage: false });
    expect(readConsent('cookies_preferences_set=true')).toEqual({ preferencesSet: false, usage: false });
    expect(readConsent('cookies_policy={"essential":true,"usage":true}')).toEqual({
      preferencesSet: false,
      usage: true,
    });
    expect(
      readConsent('cookies_policy={"essential":true,"usage":true}; cookies_preferences_set=true'),
    ).toEqual({ preferencesSet: true, usage: true });
  });

  it('knows which cookies belong to analytics', () => {
    expect(['_ga', '_gid', '_ga_ABC123', '_gat_UA-1'].every(isAnalyticsCookie)).toBe(true);
    expect(['_session', 'cookies_policy', 'esos_session_hint'].some(isAnalyticsCookie)).toBe(false);
  });
});

describe('writing cookies', () => {
  beforeEach(() => {
    clearCookies();
    resetConsentForTest();
  });
  afterEach(() => {
    clearCookies();
    resetConsentForTest();
    document.getElementById('esos-google-tag-manager')?.remove();
  });

  it('writes both cookies for 1 day, site-wide, SameSite=Lax', () => {
    expect(consentCookies(true, false)).toEqual([
      'cookies_policy={"essential":true,"usage":true}; Path=/; Max-Age=86400; SameSite=Lax',
      'cookies_preferences_set=true; Path=/; Max-Age=86400; SameSite=Lax',
    ]);
    expect(consentCookies(false, true)[0]).toBe(
      'cookies_policy={"essential":true,"usage":false}; Path=/; Max-Age=86400; SameSite=Lax; Secure',
    );
  });

  it('saves a choice, updates the store and announces it with the expiry time', () => {
    expect(getConsent()).toEqual({ preferencesSet: false, usage: false });
    const listener = vi.fn();
    window.addEventListener(CONSENT_EVENT, listener);
    const before = Date.now();

    expect(saveConsent(true)).toEqual({ preferencesSet: true, usage: true });
    expect(readCookie('cookies_policy', document.cookie)).toBe('{"essential":true,"usage":true}');
    expect(readCookie('cookies_preferences_set', document.cookie)).toBe('true');
    expect(getConsent()).toEqual({ preferencesSet: true, usage: true });

    const detail = (listener.mock.calls[0]?.[0] as CustomEvent<{ usage: boolean; expires: Date }>).detail;
    expect(detail.usage).toBe(true);
    expect(detail.expires.getTime()).toBeGreaterThanOrEqual(before + 86_400_000);
    window.removeEventListener(CONSENT_EVENT, listener);
  });

  it('removes analytics cookies when the visitor says no', () => {
    document.cookie = '_ga=GA1.1.123; Path=/';
    document.cookie = 'keep=1; Path=/';
    saveConsent(false);
    expect(readCookie('_ga', document.cookie)).toBeUndefined();
    expect(readCookie('keep', document.cookie)).toBe('1');
    expect(getConsent()).toEqual({ preferencesSet: true, usage: false });
  });
});

describe('Google Tag Manager', () => {
  afterEach(() => document.getElementById('esos-google-tag-manager')?.remove());

  it('is not loaded without a container id', () => {
    expect(loadGoogleTagManager('')).toBe(false);
    expect(loadGoogleTagManager('  ')).toBe(false);
    expect(document.getElementById('esos-google-tag-manager')).toBeNull();
  });

  it('is loaded once with the container id', () => {
    expect(loadGoogleTagManager('GTM-ABC1')).toBe(true);
    expect(loadGoogleTagManager('GTM-ABC1')).toBe(false);
    const script = document.getElementById('esos-google-tag-manager') as HTMLScriptElement;
    expect(script.src).toBe('https://www.googletagmanager.com/gtm.js?id=GTM-ABC1');
    expect(script.async).toBe(true);
  });
});
