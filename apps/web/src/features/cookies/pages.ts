export { CookieBanner } from './CookieBanner';
export { CookiesPage } from './CookiesPage';
export { loadGoogleTagManager } from './analytics';
export {
  CONSENT_EVENT,
  CONSENT_MAX_AGE_SECONDS,
  POLICY_COOKIE,
  PREFERENCES_SET_COOKIE,
  consentCookies,
  getConsent,
  parsePolicy,
  readConsent,
  readCookie,
  saveConsent,
} from './cookie-consent';
export type { Consent, CookiePolicy } from './cookie-consent';
