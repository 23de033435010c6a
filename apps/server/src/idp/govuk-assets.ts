import { readdirSync, readFileSync } from 'node:fs';
import { extname, join, relative } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { govukDistDir } from './views';

const contentTypes: Record<string, string> = {
  '.css': 'text/css; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.json': 'application/json',
};

function filesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? filesUnder(join(dir, entry.name)) : [join(dir, entry.name)],
  );
}

/**
 * Serves GOV.UK Frontend's stylesheet, script, fonts and images for the sign-in pages from memory.
 * The precompiled CSS points at `/assets/...`; that is rewritten once, here, to our own prefix.
 * `assetPath` (the template's favicon/manifest path) is `${prefix}/assets`.
 */
export function registerGovukAssets(app: FastifyInstance, prefix: string): void {
  const distDir = join(govukDistDir, 'govuk');
  const files = new Map<string, { body: Buffer; type: string }>();
  for (const file of filesUnder(join(distDir, 'assets'))) {
    const type = contentTypes[extname(file)];
    if (type) files.set(`/${relative(distDir, file)}`, { body: readFileSync(file), type });
  }
  const css = readFileSync(join(distDir, 'govuk-frontend.min.css'), 'utf8')
    .replaceAll('url(/assets/', `url(${prefix}/assets/`)
    .replace(/\/\*# sourceMappingURL=.*?\*\//, '');
  files.set('/govuk-frontend.min.css', { body: Buffer.from(css), type: contentTypes['.css']! });
  const script = readFileSync(join(distDir, 'govuk-frontend.min.js'), 'utf8').replace(
    /\/\/# sourceMappingURL=.*$/m,
    '',
  );
  files.set('/govuk-frontend.min.js', { body: Buffer.from(script), type: contentTypes['.js']! });
  // An external module rather than an inline script, so the strict CSP needs no nonce for it.
  files.set('/init.js', {
    body: Buffer.from("import { initAll } from './govuk-frontend.min.js';\ninitAll();\n"),
    type: contentTypes['.js']!,
  });

  app.get(`${prefix}/*`, async (request, reply) => {
    const file = files.get(`/${(request.params as { '*': string })['*']}`);
    if (!file) return reply.code(404).type('text/plain').send('Not found');
    return reply
      .type(file.type)
      .header('cache-control', 'public, max-age=86400')
      .header('cross-origin-resource-policy', 'same-origin')
      .send(file.body);
  });
}
