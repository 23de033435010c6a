import { POLICY_COOKIE, PREFERENCES_SET_COOKIE, readCookie } from './cookie-names';

export { POLICY_COOKIE, PREFERENCES_SET_COOKIE, readCookie };
/** Both last 1 day (spec §9). */
export const CONSENT_MAX_AGE_SECONDS = 24 * 60 * 60;
/** Dispatched on window when the visitor saves a choice; detail.expires is when the cookies run out. */
export const CONSENT_EVENT = 'esos:cookie-consent';

export interface CookiePolicy {
  essential: true;
  usage: boolean;
}

export interface Consent {
  /** The visitor has made a choice (banner or cookies page). */
  preferencesSet: boolean;
  /** They allowed analytics cookies. */
  usage: boolean;
}

/** The stored policy, or null when missing or not in the expected shape. */
export function parsePolicy(value: string | undefined): CookiePolicy | null {
  if (!value) return null;
  let parsed: unknown;
  try {
    parsed = JSON.parse(value.startsWith('%') ? decodeURIComponent(value) : value);
  } catch {
    return null;
  }
  if (typeof parsed !== 'object' || parsed === null) return null;
  const usage = (parsed as { usage?: unknown }).usage;
  return typeof usage === 'boolean' ? { essential: true, usage } : null;
}

export function readConsent(cookies: string): Consent {
  const policy = parsePolicy(readCookie(POLICY_COOKIE, cookies));
  return {
    preferencesSet: readCookie(PREFERENCES_SET_COOKIE, cookies) === 'true' && policy !== null,
    usage: policy?.usage ?? false,
  };
}

/** The Set-Cookie strings (document.cookie assignments) that record a choice. */
export function consentCookies(usage: boolean, secure: boolean): string[] {
  const attributes = `Path=/; Max-Age=${CONSENT_MAX_AGE_SECONDS}; SameSite=Lax${secure ? '; Secure' : ''}`;
  const policy: CookiePolicy = { essential: true, usage };
  return [
    `${POLICY_COOKIE}=${JSON.stringify(policy)}; ${attributes}`,
    `${PREFERENCES_SET_COOKIE}=true; ${attributes}`,
  ];
}

/** Analytics cookies (Google Analytics through Tag Manager) to remove when the visitor says no. */
export function isAnalyticsCookie(name: string): boolean {
  return name === '_ga' || name === '_gid' || name.startsWith('_ga_') || name.startsWith('_gat');
}

// A tiny store so that the banner and the cookies page show the same choice.
/** The consent last read from the cookies (null until read), and who listens to it. */
export const consentState = { snapshot: null as Consent | null, listeners: new Set<() => void>() };
const { listeners } = consentState;

function currentCookies(): string {
  return typeof document === 'undefined' ? '' : document.cookie;
}

export function getConsent(): Consent {
  consentState.snapshot ??= readConsent(currentCookies());
  return consentState.snapshot;
}

export function subscribeConsent(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Whether the browser accepts cookies at all; if not, the banner's buttons are disabled. */
export function cookiesEnabled(): boolean {
  return typeof navigator === 'undefined' || navigator.cookieEnabled;
}

function removeAnalyticsCookies(): void {
  const host = window.location.hostname;
  for (const part of document.cookie.split(';')) {
    const name = part.split('=')[0]?.trim() ?? '';
    if (!isAnalyticsCookie(name)) continue;
    for (const domain of ['', `; Domain=${host}`, `; Domain=.${host}`]) {
      document.cookie = `${name}=; Path=/; Max-Age=0${domain}`;
    }
  }
}

/** Saves the visitor's choice and tells the banner, the cookies page and any listener on window. */
export function saveConsent(usage: boolean): Consent {
  for (const cookie of consentCookies(usage, window.location.protocol === 'https:')) document.cookie = cookie;
  if (!usage) removeAnalyticsCookies();
  consentState.snapshot = readConsent(document.cookie);
  const expires = new Date(Date.now() + CONSENT_MAX_AGE_SECONDS * 1000);
  window.dispatchEvent(new CustomEvent(CONSENT_EVENT, { detail: { usage, expires } }));
  listeners.forEach((listener) => listener());
  return consentState.snapshot;
}

/**
 * A choice made on the prerendered landing page before the application had loaded: its script
 * (app/landing-boot.ts) keeps the banner's form from posting and notes the button on the <html> element,
 * which the application does not replace.
 */
export function earlyChoice(): string | undefined {
  return typeof document === 'undefined' ? undefined : document.documentElement.dataset.cookieChoice;
}

/** Forgets the early choice once it has been saved. */
export function clearEarlyChoice(): void {
  delete document.documentElement.dataset.cookieChoice;
}
