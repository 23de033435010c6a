import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type Nunjucks from 'nunjucks';
import { asLanguage, translate, type PageLanguage } from './page-language';

/** Where govuk-frontend's `dist` folder is, found through module resolution rather than a fixed path. */
export const govukDistDir = join(
  dirname(createRequire(import.meta.url).resolve('govuk-frontend/package.json')),
  'dist',
);

const templatesDir = fileURLToPath(new URL('./templates', import.meta.url));

export interface PageContext {
  /** Per-response CSP nonce for the template's inline `js-enabled` script. */
  cspNonce?: string;
  /** The page's language (ADR 55); English when absent. */
  lang?: PageLanguage;
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
  return (template, context) => {
    const language = asLanguage(context.lang) ?? 'en';
    const t = (text: unknown, values?: Record<string, string>) =>
      typeof text === 'string' ? translate(language, text, values) : text;
    return (environment ??= load()).render(template, {
      assetPath: options.assetPath,
      serviceUrl: options.serviceUrl,
      ...context,
      ...translatedTexts(context, t),
      serviceName: t('Manage your ESOS reporting'),
      htmlLang: language,
      t,
    });
  };
}

/**
 * The texts page code passes in English (titles, paragraphs, link text, validation messages), in the page's
 * language; the templates translate their own through t().
 */
function translatedTexts(context: PageContext, t: (text: unknown) => unknown) {
  const fieldErrors = context.fieldErrors as Record<string, string> | undefined;
  const errors = context.errors as { text: string; href: string }[] | undefined;
  return {
    ...(context.title === undefined ? {} : { title: t(context.title) }),
    ...(Array.isArray(context.paragraphs) ? { paragraphs: context.paragraphs.map(t) } : {}),
    ...(context.linkText === undefined ? {} : { linkText: t(context.linkText) }),
    ...(fieldErrors
      ? {
          fieldErrors: Object.fromEntries(
            Object.entries(fieldErrors).map(([field, text]) => [field, t(text)]),
          ),
        }
      : {}),
    ...(Array.isArray(errors) ? { errors: errors.map((error) => ({ ...error, text: t(error.text) })) } : {}),
  };
}
