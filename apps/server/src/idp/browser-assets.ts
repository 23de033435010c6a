import { readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { fileURLToPath } from 'node:url';
import type { FastifyInstance } from 'fastify';
import { lazy, type Lazy } from '../platform/lazy';

type Asset = { body: Buffer; gzipped: Buffer; type: string; immutable: boolean };

const asset = (body: Buffer, type: string, immutable: boolean): Asset => ({
  body,
  // The dictionaries chunk is 1.6 MB as text, about a third of that gzipped: compress once, here.
  gzipped: gzipSync(body, { level: 9 }),
  type,
  immutable,
});

const browserDir = fileURLToPath(new URL('./browser/', import.meta.url));
/** The page's script; its chunks (zxcvbn and the dictionaries) have content hashes in their names. */
export const PASSWORD_STRENGTH_SCRIPT = 'password-strength.js';
export const PASSWORD_STRENGTH_STYLESHEET = 'password-strength.css';

let bundled: Lazy<Map<string, Asset>> | undefined;

/**
 * The identity pages' own browser code, bundled from TypeScript with esbuild the first time it is asked
 * for and then kept in memory. Bundling at run time keeps one source for the server's wording and the
 * browser's (password-strength-meter.ts) without a build step the server otherwise does not have.
 */
export function bundleBrowserAssets(minify: boolean): Promise<Map<string, Asset>> {
  // esbuild itself is imported then too: most instances never serve these pages (issue 17 item 5, memory).
  // A failed build is not kept, so the next request tries again.
  bundled ??= lazy(() =>
    import('esbuild')
      .then(({ build }) =>
        build({
          entryPoints: { 'password-strength': `${browserDir}password-strength.ts` },
          bundle: true,
          splitting: true,
          format: 'esm',
          platform: 'browser',
          target: 'es2020',
          outdir: browserDir,
          entryNames: '[name]',
          chunkNames: 'chunks/[name]-[hash]',
          write: false,
          minify,
          legalComments: 'none',
          logLevel: 'silent',
        }),
      )
      .then((result) => {
        const assets = new Map<string, Asset>();
        for (const file of result.outputFiles) {
          const name = file.path.slice(browserDir.length);
          assets.set(
            name,
            asset(
              Buffer.from(file.contents),
              'text/javascript; charset=utf-8',
              name !== PASSWORD_STRENGTH_SCRIPT,
            ),
          );
        }
        assets.set(
          PASSWORD_STRENGTH_STYLESHEET,
          asset(
            readFileSync(`${browserDir}${PASSWORD_STRENGTH_STYLESHEET}`),
            'text/css; charset=utf-8',
            false,
          ),
        );
        return assets;
      }),
  );
  return bundled();
}

/** Serves the bundle under `prefix`, same origin, so the strict CSP ('self', no inline code) covers it. */
export function registerBrowserAssets(app: FastifyInstance, prefix: string): void {
  const minify = app.config.env === 'production';
  app.get(`${prefix}/*`, async (request, reply) => {
    const assets = await bundleBrowserAssets(minify);
    const found = assets.get((request.params as { '*': string })['*']);
    if (!found) return reply.code(404).type('text/plain').send('Not found');
    const gzip = /\bgzip\b/.test(String(request.headers['accept-encoding'] ?? ''));
    if (gzip) reply.header('content-encoding', 'gzip');
    return reply
      .type(found.type)
      .header('vary', 'accept-encoding')
      .header('cache-control', found.immutable ? 'public, max-age=31536000, immutable' : 'no-cache')
      .header('cross-origin-resource-policy', 'same-origin')
      .send(gzip ? found.gzipped : found.body);
  });
}
