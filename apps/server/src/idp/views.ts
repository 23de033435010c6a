import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type Nunjucks from 'nunjucks';

/** Where govuk-frontend's `dist` folder is, found through module resolution rather than a fixed path. */
export const govukDistDir = join(
  dirname(createRequire(import.meta.url).resolve('govuk-frontend/package.json')),
  'dist',
);

const templatesDir = fileURLToPath(new URL('./templates', import.meta.url));

export interface PageContext {
  /** Per-response CSP nonce for the template's inline `js-enabled` script. */
  cspNonce?: string;
  [name: string]: unknown;
}

export type RenderPage = (template: string, context: PageContext) => string;

/** Nunjucks with our templates first, then govuk-frontend's macros and page template. */
export function createRenderer(options: {
  assetPath: string;
  serviceUrl: string;
  production: boolean;
}): RenderPage {
  // Nunjucks is loaded with the first page rendered, not at start: most requests an instance answers are
  // the API's, which never render a page (issue 17 item 5, a server instance's memory).
  let environment: Nunjucks.Environment | undefined;
  const load = () => {
    const nunjucks = createRequire(import.meta.url)('nunjucks') as typeof Nunjucks;
    return new nunjucks.Environment(
      new nunjucks.FileSystemLoader([templatesDir, govukDistDir], { noCache: !options.production }),
      { autoescape: true, throwOnUndefined: false },
    );
  };
  return (template, context) =>
    (environment ??= load()).render(template, {
      assetPath: options.assetPath,
      serviceName: 'Manage your ESOS reporting',
      serviceUrl: options.serviceUrl,
      ...context,
    });
}
