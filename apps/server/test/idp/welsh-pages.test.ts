import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  authorizationPath,
  Browser,
  formAction,
  pkcePair,
  startIdentityServer,
  type IdentityServer,
} from './identity-server';

/** The identity provider's pages in English and Welsh, with GOV.UK's language toggle (ADR 55). */
let server: IdentityServer;
beforeAll(async () => {
  server = await startIdentityServer();
});
afterAll(() => server?.close());

const toggleLinks = (html: string) =>
  [...html.matchAll(/<a class="govuk-link" href="([^"]+)" lang="(\w+)" hreflang="(\w+)">([^<]+)<\/a>/g)].map(
    ([, href = '', lang, hreflang, text]) => ({ href: href.replaceAll('&amp;', '&'), lang, hreflang, text }),
  );

async function open(extra: Record<string, string> = {}, browser = new Browser(server.baseUrl)) {
  const page = await browser.follow(authorizationPath(server.config, pkcePair().challenge, extra));
  expect(page.response.status).toBe(200);
  return { browser, page, html: page.html ?? '' };
}

describe('the identity pages in Welsh', () => {
  it('speaks English by default, with a link to the same step in Welsh', async () => {
    const { html, page } = await open();
    expect(html).toContain('<html lang="en"');
    expect(html).toContain('<title>Sign in - Manage your ESOS reporting - GOV.UK</title>');
    const [welsh, ...others] = toggleLinks(html);
    expect(others).toEqual([]);
    expect(welsh).toMatchObject({ lang: 'cy', hreflang: 'cy', text: 'Cymraeg' });
    expect(new URL(welsh?.href ?? '', page.location).pathname).toBe(new URL(page.location).pathname);
    expect(html).toMatch(/<span lang="en" aria-current="true">English<\/span>/);
  });

  it('follows ui_locales of the authorization request, remembering it in the esos_lang cookie', async () => {
    const { html, browser } = await open({ ui_locales: 'cy-GB en' });
    expect(html).toContain('<html lang="cy"');
    expect(html).toContain('<title>Mewngofnodi - Rheoli eich adroddiadau ESOS - GOV.UK</title>');
    expect(html).toContain('Cyfeiriad e-bost');
    expect(html).toContain('Neidio i’r prif gynnwys');
    expect(browser.cookies.get('esos_lang')).toBe('cy');
    expect(toggleLinks(html)).toEqual([
      expect.objectContaining({ lang: 'en', hreflang: 'en', text: 'English' }),
    ]);
  });

  it('translates the validation messages and the title of a refused form', async () => {
    const { html, browser } = await open({ ui_locales: 'cy' });
    const answer = await browser.follow(formAction(html), { form: { email: '', password: '' } });
    expect(answer.response.status).toBe(400);
    const refused = answer.html ?? '';
    expect(refused).toContain('<html lang="cy"');
    expect(refused).toContain('<title>Gwall: Mewngofnodi - Rheoli eich adroddiadau ESOS - GOV.UK</title>');
    expect(refused).toContain('Mae problem wedi codi');
    expect(refused).toContain('Rhowch eich cyfeiriad e-bost');
    expect(refused).toContain('Rhowch eich cyfrinair');
    expect(refused).not.toContain('Enter your email address');
    // The toggle on a form's answer leads back to the step's own page, not to the form's address.
    const [english] = toggleLinks(refused);
    expect(english?.href).toMatch(/\/login-actions\/[\w-]+\?lang=en$/);
  });

  it('switches with the toggle and stays on the step; the cookie keeps the choice', async () => {
    const { html, browser } = await open({ ui_locales: 'cy' });
    const [english] = toggleLinks(html);
    const switched = await browser.follow(english?.href ?? '');
    expect(switched.response.status).toBe(200);
    expect(switched.html).toContain('<html lang="en"');
    expect(switched.html).toContain('Sign in to Manage your ESOS reporting');
    expect(browser.cookies.get('esos_lang')).toBe('en');
    const answer = await browser.follow(formAction(switched.html ?? ''), {
      form: { email: '', password: '' },
    });
    expect(answer.html).toContain('Enter your email address');
  });

  it('reads an unknown language anywhere as English, without an error', async () => {
    const browser = new Browser(server.baseUrl);
    browser.cookies.set('esos_lang', 'fr');
    const { html } = await open({ ui_locales: 'de' }, browser);
    expect(html).toContain('<html lang="en"');
    const [welsh] = toggleLinks(html);
    const odd = await browser.follow((welsh?.href ?? '').replace('lang=cy', 'lang=xx'));
    expect(odd.response.status).toBe(200);
    expect(odd.html).toContain('<html lang="en"');
  });
});
