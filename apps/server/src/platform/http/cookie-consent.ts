import formbody from '@fastify/formbody';
import type { FastifyInstance } from 'fastify';
import { ApiError } from './errors';

/** The web client's consent cookies (apps/web/src/features/cookies/cookie-consent.ts): same names, value, life. */
const POLICY_COOKIE = 'cookies_policy';
const PREFERENCES_SET_COOKIE = 'cookies_preferences_set';
const CONSENT_MAX_AGE_SECONDS = 24 * 60 * 60;

/** Whether the visitor has made their cookie choice (both cookies there), so the banner is not shown. */
export function hasCookieChoice(cookieHeader: string | undefined): boolean {
  const cookies = cookieHeader ?? '';
  return (
    /(?:^|;\s*)cookies_preferences_set=true(?:;|$)/.test(cookies) &&
    /(?:^|;\s*)cookies_policy=[^;]/.test(cookies)
  );
}

/** Where to send the visitor back to: a path of this service, never another site. */
function localPath(value: unknown): string {
  if (
    typeof value !== 'string' ||
    !value.startsWith('/') ||
    value.startsWith('//') ||
    value.startsWith('/\\')
  ) {
    return '/landing';
  }
  return value.length > 2000 ? '/landing' : value;
}

/**
 * The cookie banner's form without JavaScript (ADR 26): the prerendered landing page's banner posts
 * `cookies=accept` here. Sets the two cookies the web client would, then sends the visitor back to the page,
 * which no longer shows the banner. Only this service's own pages may post it: consent is the visitor's to give.
 */
export async function registerCookieConsent(app: FastifyInstance): Promise<void> {
  const origin = new URL(app.config.publicUrl).origin;
  const secure = app.config.publicUrl.startsWith('https:') ? '; Secure' : '';
  await app.register(async (scope) => {
    await scope.register(formbody);
    scope.post('/cookie-consent', { schema: { hide: true } }, async (request, reply) => {
      const fetchSite = request.headers['sec-fetch-site'];
      const sentOrigin = request.headers.origin;
      // Our Referrer-Policy (no-referrer) makes browsers send `Origin: null` with a form's POST, so the
      // browser's Sec-Fetch-Site decides; browsers too old to send it are checked by Origin.
      const fromOtherSite =
        fetchSite !== undefined
          ? fetchSite !== 'same-origin'
          : sentOrigin !== undefined && sentOrigin !== 'null' && sentOrigin !== origin;
      const body = (request.body ?? {}) as Record<string, unknown>;
      if (fromOtherSite || body.cookies !== 'accept') {
        const error = new ApiError('INVALID_REQUEST_FORMAT');
        return reply.status(error.status).send(error.toResponse());
      }
      const attributes = `Path=/; Max-Age=${CONSENT_MAX_AGE_SECONDS}; SameSite=Lax${secure}`;
      const policy = encodeURIComponent(JSON.stringify({ essential: true, usage: true }));
      return reply
        .header('set-cookie', [
          `${POLICY_COOKIE}=${policy}; ${attributes}`,
          `${PREFERENCES_SET_COOKIE}=true; ${attributes}`,
        ])
        .header('cache-control', 'no-store')
        .redirect(localPath(body.returnTo), 303);
    });
  });
}
