import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { FastifyInstance } from 'fastify';
import fastifyStatic from '@fastify/static';
import { checkHost } from './canonical-host';
import { hasCookieChoice } from './cookie-consent';
import { ApiError } from './errors';
import { contentSecurityPolicy, type InlineHashes } from './security';

/** The identity provider sets this hint cookie while a session exists (apps/server/src/idp/session-hint.ts). */
function mayBeSignedIn(cookieHeader: string | undefined): boolean {
  return /(?:^|;\s*)esos_session_hint=1(?:;|$)/.test(cookieHeader ?? '');
}

/**
 * The CSP hashes of a page's inline <script> and <style> elements: the prerendered landing page carries its
 * boot script and its critical CSS inline (ADR 26), and the policy allows exactly that text, worked out from
 * the file that is sent.
 */
function inlineHashes(file: string): InlineHashes {
  if (!existsSync(file)) return {};
  const html = readFileSync(file, 'utf8');
  const hashes = (pattern: RegExp) =>
    [...html.matchAll(pattern)].map(
      (match) => `sha256-${createHash('sha256').update(match[1]!).digest('base64')}`,
    );
  return {
    // Inline scripts only: a <script src> has no text of its own, and its file is allowed by 'self'.
    scripts: hashes(/<script(?![^>]*\ssrc=)[^>]*>([\s\S]*?)<\/script>/g),
    styles: hashes(/<style>([\s\S]*?)<\/style>/g),
  };
}

/**
 * A page's font preloads as a Link header: the browser starts fetching them when the response's headers
 * arrive instead of when its parser reaches them, and the landing page's heading waits for its font (GOV.UK
 * Frontend's font-display: fallback hides text for up to 100 ms while the font loads).
 */
function fontPreloadHeader(file: string): string | undefined {
  if (!existsSync(file)) return undefined;
  const fonts = [
    ...readFileSync(file, 'utf8').matchAll(/<link rel="preload" href="(\/[^"]+\.woff2)" as="font"/g),
  ].map((match) => `<${match[1]}>; rel=preload; as=font; type="font/woff2"; crossorigin`);
  return fonts.length > 0 ? fonts.join(', ') : undefined;
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
  const policy = contentSecurityPolicy(app.config);
  const landingHeaders = new Map(
    ['landing.html', 'landing-cookie-banner.html'].map((page) => [
      page,
      {
        csp: policy(undefined, inlineHashes(join(root, page))),
        link: fontPreloadHeader(join(root, page)),
      },
    ]),
  );
  if (hasBuild) {
    await app.register(fastifyStatic, {
      root,
      wildcard: false,
      index: false,
      // The build writes .br and .gz beside each asset (apps/web/scripts/precompress.mjs), which are sent in
      // place of the asset asked for. They get no routes of their own: a route per file is made at start, and
      // theirs were 40% of them, about 0.2 s of a start's CPU (bench/README.md, issue 39).
      preCompressed: true,
      globIgnore: ['**/*.br', '**/*.gz'],
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
    const cookies = request.headers.cookie;
    const signedOutLanding = hasPrerenderedLanding && !mayBeSignedIn(cookies);
    // Spec §2: the empty path redirects to the landing page. A visitor without a session gets the prerendered
    // page at once instead (a redirect was a round trip before the first paint); its boot script changes the
    // address to /landing. Anyone who may be signed in is redirected, as the application would do.
    if (path === '/' && !signedOutLanding) {
      const query = request.url.slice(path.length);
      return reply.header('vary', 'Cookie').redirect(`/landing${query}`, 302);
    }
    // Visitors without a session get the landing page already rendered; anyone who may be signed in gets
    // the plain shell, so they never see the signed-out page flash before the app redirects them.
    const page =
      !signedOutLanding || (path !== '/landing' && path !== '/')
        ? 'index.html'
        : hasLandingWithBanner && !hasCookieChoice(cookies)
          ? 'landing-cookie-banner.html'
          : 'landing.html';
    const landing = landingHeaders.get(page);
    if (landing) reply.header('content-security-policy', landing.csp);
    if (landing?.link) reply.header('link', landing.link);
    return reply.header('cache-control', 'no-cache').header('vary', 'Cookie').sendFile(page);
  });
}
