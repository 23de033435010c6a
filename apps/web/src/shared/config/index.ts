import { text } from '../i18n/catalogue';
import { configMessages } from './messages.en';

/** Static, build-time configuration of the web client. */
export const SERVICE_NAME = 'Manage your ESOS reporting';

/** The service's name in the page's language (SERVICE_NAME is the English). */
export function serviceName(): string {
  return text(configMessages, 'serviceName');
}
export const TITLE_SUFFIX = 'GOV.UK';
export const APP_VERSION = '0.81.0';

export const API_BASE_URL = '/api';
export const ACCOUNT_TYPE = 'ORGANISATION' as const;

/** Dashboard list page size (spec §9). */
export const DASHBOARD_PAGE_SIZE = 10;

/** Refresh the access token first when it expires within this many seconds. */
export const TOKEN_MIN_VALIDITY_SECONDS = 20;

/** Cookie the server sets while an identity-provider session probably exists. */
export const SESSION_HINT_COOKIE = 'esos_session_hint';

export const ESOS_GUIDANCE_URL = 'https://www.gov.uk/guidance/energy-savings-opportunity-scheme-esos';

/** GOV.UK's pattern: 'Page - Service - GOV.UK', the page's parts most specific first. */
export function pageTitle(...parts: (string | undefined)[]): string {
  return [...parts.filter(Boolean), serviceName(), TITLE_SUFFIX].join(' - ');
}
