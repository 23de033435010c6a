import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { compile } from 'sass';
import { describe, expect, it } from 'vitest';

/**
 * Focus moves to the skip link after each navigation (Layout). Shown for keyboard focus, it must lie over
 * the page rather than push it down: otherwise the page jumps when a click's press takes the focus away and
 * the click is lost (a keyboard user reaching for the mouse, found by e2e/tests/noc-categories.spec.ts).
 */
describe('the skip link shown for keyboard focus', () => {
  // Vitest runs in apps/web; govuk-frontend is installed at the repository's root (Vite finds its entry).
  const govuk = pathToFileURL(resolve('../../node_modules/govuk-frontend/dist/govuk/index.scss'));
  const css = compile(resolve('src/app/styles.scss'), {
    importers: [{ findFileUrl: (url) => (url === 'govuk-frontend' ? govuk : null) }],
    quietDeps: true,
    silenceDeprecations: ['import'],
  }).css;

  it('is taken out of the flow of the page', () => {
    const rule = /\.govuk-skip-link:focus-visible\s*\{([^}]*)\}/.exec(css)?.[1] ?? '';
    expect(rule).toMatch(/position:\s*absolute/);
    expect(rule).toMatch(/top:\s*0/);
  });

  it('stays hidden for focus a pointer user does not see', () => {
    expect(css).toMatch(/\.govuk-skip-link:focus:not\(:focus-visible\)\s*\{[^}]*position:\s*absolute/);
  });
});
