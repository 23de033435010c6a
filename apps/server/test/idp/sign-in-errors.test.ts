import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD, formAction, startIdentityServer, type IdentityServer } from './identity-server';
import { openSignIn } from './sign-in-flow';

let server: IdentityServer;
beforeAll(async () => {
  server = await startIdentityServer();
});
afterAll(() => server?.close());

/** The error summary's list, which is what a person (and a screen reader) is told. */
const errorSummary = (html: string) =>
  /<ul class="govuk-list govuk-error-summary__list">([\s\S]*?)<\/ul>/.exec(html)?.[1];

async function submitPassword(email: string, password: string) {
  const { browser, html } = await openSignIn(server);
  const response = await browser.request(formAction(html), { form: { email, password } });
  return { browser, response, html: await response.text() };
}

describe('embedded identity provider: sign-in errors', () => {
  it('serves a GOV.UK sign-in page with its own stylesheet', async () => {
    const { html } = await openSignIn(server);
    expect(html).toContain('Manage your ESOS reporting');
    expect(html).toContain('Continue');
    const stylesheet = /<link rel="stylesheet" href="([^"]+)"/.exec(html)?.[1] ?? '';
    const css = await fetch(`${server.baseUrl}${stylesheet}`);
    expect(css.status).toBe(200);
    const text = await css.text();
    expect(text).not.toContain('url(/assets/');
    const font = /url\((\/[^)]+\.woff2)\)/.exec(text)?.[1];
    expect((await fetch(`${server.baseUrl}${font}`)).status).toBe(200);
  });

  it('asks for empty fields, with the summary linked to the fields', async () => {
    const { html, response } = await submitPassword('', '');
    expect(response.status).toBe(400);
    expect(html).toContain('<title>Error: ');
    expect(html).toContain('There is a problem');
    expect(html).toContain('href="#email">Enter your email address');
    expect(html).toContain('href="#password">Enter your password');
    expect(html).toContain('aria-describedby="email-error"');
  });

  it('gives the same message for a wrong password and an unknown email address', async () => {
    const wrongPassword = await submitPassword('verifier@example.com', 'not the password');
    const unknown = await submitPassword('nobody@example.com', DEMO_PASSWORD);
    expect(errorSummary(wrongPassword.html)).toContain('Enter a correct email address and password');
    expect(errorSummary(unknown.html)).toBe(errorSummary(wrongPassword.html));
  });

  it('rejects a wrong security code', async () => {
    const { browser, html } = await openSignIn(server);
    const codePage = await browser.follow(formAction(html), {
      form: { email: 'colleague.operator@example.com', password: DEMO_PASSWORD },
    });
    const empty = await browser.request(formAction(codePage.html ?? ''), { form: { code: '' } });
    expect(await empty.text()).toContain('Enter the security code');
    const wrong = await browser.request(formAction(codePage.html ?? ''), { form: { code: '000000' } });
    expect(wrong.status).toBe(400);
    expect(await wrong.text()).toContain('Enter a correct security code');
  });

  it('locks the account after too many failures, even for the right password', async () => {
    const { loginMaxAttempts } = server.config.oidc;
    let last = '';
    for (let attempt = 1; attempt <= loginMaxAttempts; attempt += 1) {
      last = (await submitPassword('operator@example.com', `wrong ${attempt}`)).html;
    }
    expect(last).toContain('Your account is temporarily locked. Try again in 15 minutes.');
    const correct = await submitPassword('operator@example.com', DEMO_PASSWORD);
    expect(correct.html).toContain('Your account is temporarily locked. Try again in 15 minutes.');
  });

  it('refuses a form whose interaction does not belong to this browser', async () => {
    const { html } = await openSignIn(server);
    const response = await fetch(`${server.baseUrl}${formAction(html)}`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ email: 'regulator@example.gov.uk', password: DEMO_PASSWORD }).toString(),
    });
    expect(response.status).toBe(400);
    expect(await response.text()).toContain('Your sign-in has expired');
  });
});
