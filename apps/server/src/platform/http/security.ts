import type { FastifyInstance } from 'fastify';
import helmet from '@fastify/helmet';
import type { Config } from '../../config';

/**
 * Strict headers for every response. Scripts only from our origin; server-rendered pages that need an
 * inline script get a per-response nonce (reply.cspNonce.script).
 */
export async function registerSecurityHeaders(app: FastifyInstance, config: Config): Promise<void> {
  const identityOrigin = new URL(config.oidc.issuer).origin;
  const connectSources = [
    "'self'",
    ...(identityOrigin === new URL(config.publicUrl).origin ? [] : [identityOrigin]),
  ];
  // Google Tag Manager is allowed only when a container is configured; the SPA still loads it only after
  // the user accepts analytics cookies.
  const analytics = config.ui.analytics.gtmContainerId
    ? ['https://www.googletagmanager.com', 'https://*.google-analytics.com']
    : [];
  await app.register(helmet, {
    enableCSPNonces: true,
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", ...analytics.slice(0, 1)],
        styleSrc: ["'self'"],
        imgSrc: ["'self'", 'data:', ...analytics],
        fontSrc: ["'self'"],
        connectSrc: [...connectSources, ...analytics],
        // The SPA's silent sign-in check runs in a hidden frame of our own origin.
        frameSrc: ["'self'", ...connectSources.slice(1)],
        frameAncestors: ["'self'"],
        formAction: ["'self'", ...connectSources.slice(1)],
        baseUri: ["'self'"],
        objectSrc: ["'none'"],
        upgradeInsecureRequests: config.publicUrl.startsWith('https:') ? [] : null,
      },
    },
    strictTransportSecurity: config.publicUrl.startsWith('https:')
      ? { maxAge: 31_536_000, includeSubDomains: true }
      : false,
    referrerPolicy: { policy: 'no-referrer' },
    crossOriginEmbedderPolicy: false,
  });
}
