import { describe, expect, it } from 'vitest';
import { criticalCss } from './critical-css';

const page =
  '<!doctype html><html><body class="govuk-template__body"><main><h1 class="govuk-heading-xl">Title</h1>' +
  '<a class="govuk-link" href="/start">Start</a><ul class="govuk-list"><li>One</li></ul></main></body></html>';

describe('critical CSS of the prerendered landing page', () => {
  it('keeps the rules that style the page, as written and in order, and drops the others', () => {
    const css =
      '.govuk-heading-xl{font-weight:700;font-size:2rem}' +
      '.govuk-table{border:0}' +
      'a.govuk-link:hover{color:#0f385c}' +
      '.govuk-link:focus:not(:active){outline:3px solid #fd0}' +
      '.govuk-list>li:before{content:"{"}' +
      '.govuk-tag,.govuk-list{margin:0}' +
      '.govuk-\\!-margin-0{margin:0!important}';
    expect(criticalCss(css, [page])).toBe(
      '.govuk-heading-xl{font-weight:700;font-size:2rem}' +
        'a.govuk-link:hover{color:#0f385c}' +
        '.govuk-link:focus:not(:active){outline:3px solid #fd0}' +
        '.govuk-list>li:before{content:"{"}' +
        '.govuk-tag,.govuk-list{margin:0}',
    );
  });

  it('keeps conditional groups with only the rules inside them that may apply', () => {
    const css =
      '@media (width>=40.0625em){.govuk-heading-xl{font-size:3rem}.govuk-table{border:1px}}' +
      '@media print{.govuk-table{display:none}}' +
      '@supports (position:sticky){h1{position:sticky}}';
    expect(criticalCss(css, [page])).toBe(
      '@media (width>=40.0625em){.govuk-heading-xl{font-size:3rem}}@supports (position:sticky){h1{position:sticky}}',
    );
  });

  it('keeps @font-face rules whole (a re-serialising parser drops src and font-display)', () => {
    const css =
      '@font-face{font-family:GDS Transport;font-display:fallback;src:url(/assets/bold.woff2)format("woff2")}';
    expect(criticalCss(css, [page])).toBe(css);
  });

  it('keeps the rules for classes a script adds to <body> before the application starts', () => {
    const css =
      '.js-enabled .govuk-link{color:red}.govuk-frontend-supported h1{margin:0}.other h1{margin:1px}';
    expect(criticalCss(css, [page])).toBe('');
    expect(criticalCss(css, [page], ['js-enabled', 'govuk-frontend-supported'])).toBe(
      '.js-enabled .govuk-link{color:red}.govuk-frontend-supported h1{margin:0}',
    );
  });

  it('takes the rules of every page given (the landing page with and without the cookie banner)', () => {
    const withBanner = page.replace('<main>', '<div class="govuk-cookie-banner"></div><main>');
    const css = '.govuk-cookie-banner{padding-top:20px}';
    expect(criticalCss(css, [page])).toBe('');
    expect(criticalCss(css, [page, withBanner])).toBe(css);
  });
});
