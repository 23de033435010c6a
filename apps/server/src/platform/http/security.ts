import { randomBytes } from 'node:crypto';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { Config } from '../../config';

declare module 'fastify' {
  interface FastifyReply {
    /**
     * Allows one inline script in this response: returns a fresh nonce and adds it to the response's
     * script-src. Only server-rendered pages call it, so JSON responses pay nothing for nonces.
     */
    scriptNonce(): string;
  }
}

type Directives = Record<string, string[]>;

function serialise(directives: Directives): string {
  return Object.entries(directives)
    .map(([name, values]) => (values.length ? `${name} ${values.join(' ')}` : name))
    .join('; ');
}

/** Hashes of a page's own inline elements, which the policy allows by their SHA-256 (`sha256-...`). */
export interface InlineHashes {
  scripts?: readonly string[];
  styles?: readonly string[];
}

/**
 * The policy every response carries; a page with an inline script gets it again with its nonce added, and the
 * prerendered landing page (its boot script and critical CSS, ADR 26) with the hashes of its inline elements.
 */
export function contentSecurityPolicy(
  config: Config,
): (scriptNonce?: string, inline?: InlineHashes) => string {
  const identityOrigin = new URL(config.oidc.issuer).origin;
  const foreignIdentity = identityOrigin === new URL(config.publicUrl).origin ? [] : [identityOrigin];
  const clientOrigins = [
    ...new Set(
      config.oidc.clients.flatMap((client) =>
        [...client.redirectUris, ...client.postLogoutRedirectUris].map((uri) => new URL(uri).origin),
      ),
    ),
  ];
  // Signing out ends at GOV.UK One Login's end-session endpoint when the provider brokers to it (ADR 48).
  const oneLogin = config.oneLogin ? [new URL(config.oneLogin.issuer).origin] : [];
  // Google Tag Manager is allowed only when a container is configured; the SPA still loads it only after
  // the user accepts analytics cookies.
  const analytics = config.ui.analytics.gtmContainerId
    ? ['https://www.googletagmanager.com', 'https://*.google-analytics.com']
    : [];
  const quoted = (hashes: readonly string[] = []) => hashes.map((hash) => `'${hash}'`);
  const directives = (nonce?: string, inline: InlineHashes = {}): Directives => ({
    'default-src': ["'self'"],
    'script-src': [
      "'self'",
      ...analytics.slice(0, 1),
      ...(nonce ? [`'nonce-${nonce}'`] : []),
      ...quoted(inline.scripts),
    ],
    // Hashes allow exactly the inline <style> elements built with the page, not style attributes.
    'style-src': ["'self'", ...quoted(inline.styles)],
    'img-src': ["'self'", 'data:', ...analytics],
    'font-src': ["'self'"],
    // The MI export zips its workbook in workers the zip library starts from blob: URLs (made by our own
    // scripts); without this a large export waits forever.
    'worker-src': ["'self'", 'blob:'],
    'connect-src': ["'self'", ...foreignIdentity, ...analytics],
    // The SPA's silent sign-in check runs in a hidden frame of our own origin.
    'frame-src': ["'self'", ...foreignIdentity],
    'frame-ancestors': ["'self'"],
    // Chrome applies form-action to a form's redirects too: the sign-in and sign-out forms end at a
    // registered client's address (OIDC_CLIENTS, ADR 44), or One Login's sign-out.
    'form-action': ["'self'", ...foreignIdentity, ...clientOrigins, ...oneLogin],
    'base-uri': ["'self'"],
    'object-src': ["'none'"],
    ...(config.publicUrl.startsWith('https:') ? { 'upgrade-insecure-requests': [] } : {}),
  });
  const fixed = serialise(directives());
  return (nonce, inline) =>
    nonce || inline?.scripts?.length || inline?.styles?.length ? serialise(directives(nonce, inline)) : fixed;
}

/** Every response's security headers, worked out once at start-up. */
export function securityHeaders(config: Config): Record<string, string> {
  return {
    'content-security-policy': contentSecurityPolicy(config)(),
    'cross-origin-opener-policy': 'same-origin',
    'cross-origin-resource-policy': 'same-origin',
    'origin-agent-cluster': '?1',
    'referrer-policy': 'no-referrer',
    'x-content-type-options': 'nosniff',
    'x-dns-prefetch-control': 'off',
    'x-download-options': 'noopen',
    'x-frame-options': 'SAMEORIGIN',
    'x-permitted-cross-domain-policies': 'none',
    'x-xss-protection': '0',
    ...(config.publicUrl.startsWith('https:')
      ? { 'strict-transport-security': 'max-age=31536000; includeSubDomains' }
      : {}),
  };
}

/**
 * The request id and strict headers on every response: scripts only from our origin, and an inline script only with a
 * per-response nonce. The headers are precomputed because they are on the path of every API call.
 */
export function registerSecurityHeaders(app: FastifyInstance, config: Config): void {
  const headers = securityHeaders(config);
  const policyWith = contentSecurityPolicy(config);
  app.decorateReply('scriptNonce', function scriptNonce(this: FastifyReply) {
    const nonce = randomBytes(16).toString('base64url');
    this.header('content-security-policy', policyWith(nonce));
    return nonce;
  });
  app.addHook('onRequest', (request, reply, done) => {
    reply.headers(headers);
    reply.header('x-request-id', request.id);
    done();
  });
}
