import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { FastifyInstance } from 'fastify';
import fastifyStatic from '@fastify/static';
import { checkHost } from './canonical-host';
import { hasCookieChoice } from './cookie-consent';
import { ApiError } from './errors';

/** The identity provider sets this hint cookie while a session exists (apps/server/src/idp/session-hint.ts). */
function mayBeSignedIn(cookieHeader: string | undefined): boolean {
  return /(?:^|;\s*)esos_session_hint=1(?:;|$)/.test(cookieHeader ?? '');
}

const defaultDistDir = fileURLToPath(new URL('../../../../web/dist', import.meta.url));

/**
 * Serves the built SPA. Any GET that is not an API or identity path and matches no file gets
 * index.html, so deep links work; unknown API paths get a 404 in the error shape.
 */
export async function registerSpa(
  app: FastifyInstance,
  distDir = defaultDistDir,
  publicUrl = app.config.publicUrl,
): Promise<void> {
  const root = resolve(distDir);
  const hasBuild = existsSync(join(root, 'index.html'));
  const hasPrerenderedLanding = existsSync(join(root, 'landing.html'));
  // The same page with the cookie banner, for visitors who have not made their choice (ADR 26).
  const hasLandingWithBanner = existsSync(join(root, 'landing-cookie-banner.html'));
  if (hasBuild) {
    await app.register(fastifyStatic, {
      root,
      wildcard: false,
      index: false,
      // The build writes .br and .gz beside each asset (apps/web/scripts/precompress.mjs).
      preCompressed: true,
      setHeaders: (res, path) => {
        // Hashed bundles never change; index.html must always be revalidated.
        res.header(
          'cache-control',
          path.includes(`${join(root, 'assets')}`) ? 'public, max-age=31536000, immutable' : 'no-cache',
        );
      },
    });
  } else {
    app.log.warn({ root }, 'no built web client found: run `npm run build` to serve the SPA');
  }

  app.setNotFoundHandler((request, reply) => {
    const path = request.url.split('?')[0] ?? '';
    const isApi = path === '/api' || path.startsWith('/api/') || path.startsWith('/auth/');
    if (isApi || (request.method !== 'GET' && request.method !== 'HEAD') || !hasBuild) {
      const error = new ApiError('NOTFOUND1001');
      return reply.status(error.status).send(error.toResponse());
    }
    const host = checkHost(publicUrl, request.host, request.url);
    if (host.kind === 'invalid') {
      const error = new ApiError('INVALID_REQUEST_FORMAT');
      return reply.status(error.status).send(error.toResponse());
    }
    if (host.kind === 'other') return reply.redirect(host.location, 302);
    // Spec §2: the empty path redirects to the landing page. Done here so the landing arrives prerendered.
    if (path === '/') {
      const query = request.url.slice(path.length);
      return reply.redirect(`/landing${query}`, 302);
    }
    // Visitors without a session get the landing page already rendered; anyone who may be signed in gets
    // the plain shell, so they never see the signed-out page flash before the app redirects them.
    const cookies = request.headers.cookie;
    const page =
      !hasPrerenderedLanding || path !== '/landing' || mayBeSignedIn(cookies)
        ? 'index.html'
        : hasLandingWithBanner && !hasCookieChoice(cookies)
          ? 'landing-cookie-banner.html'
          : 'landing.html';
    return reply.header('cache-control', 'no-cache').header('vary', 'Cookie').sendFile(page);
  });
}
