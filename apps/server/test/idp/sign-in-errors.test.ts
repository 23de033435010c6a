import { eq, like, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { countSignInFailure, signInWaitSeconds } from '../../src/idp/sign-in-throttle';
import { mailOutbox, rateLimitBuckets } from '../../src/platform/db/schema';
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

/** As if `seconds` had passed since every counted sign-in failure (the counts are kept in the database). */
async function passTime(seconds: number) {
  await server.app.db
    .update(rateLimitBuckets)
    .set({ windowEndsAt: sql`${rateLimitBuckets.windowEndsAt} - make_interval(secs => ${seconds})` })
    .where(like(rateLimitBuckets.key, 'sign-in-failures:%'));
}

async function submitPassword(email: string, password: string) {
  const { browser, html } = await openSignIn(server);
  const response = await browser.request(formAction(html), { form: { email, password } });
  return { browser, response, html: await response.text() };
}

describe('embedded identity provider: sign-in errors', () => {
  it('serves a GOV.UK sign-in page with its own stylesheet', async () => {
    const { html } = await openSignIn(server);
    expect(html).toContain('Manage your ESOS reporting');
    // The service is named once in the title (issue 39), though the heading names it too.
    expect(html).toContain('<title>Sign in - Manage your ESOS reporting - GOV.UK</title>');
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
    expect(html).toContain('<title>Error: Sign in - Manage your ESOS reporting - GOV.UK</title>');
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

  it('slows guessing with the same words for known and unknown addresses, and never locks', async () => {
    const { loginMaxAttempts } = server.config.oidc;
    for (const email of ['operator@example.com', 'no.account@example.com']) {
      for (let attempt = 1; attempt <= loginMaxAttempts; attempt += 1) {
        const { html } = await submitPassword(email, `wrong ${attempt}`);
        expect(errorSummary(html)).toContain('Enter a correct email address and password');
      }
    }
    // The next attempt is not even checked, whether the address has an account or not.
    const known = await submitPassword('operator@example.com', DEMO_PASSWORD);
    const unknown = await submitPassword('no.account@example.com', DEMO_PASSWORD);
    expect(known.response.status).toBe(429);
    expect(unknown.response.status).toBe(429);
    expect(errorSummary(known.html)).toContain(
      'Too many attempts to sign in with this email address. Wait 15 seconds, then try again',
    );
    expect(errorSummary(unknown.html)).toBe(errorSummary(known.html));
    expect(known.html).not.toContain('locked');
    // Once the wait is over, the owner's right password works: nothing was locked.
    await passTime(16);
    const codePage = await submitPassword('operator@example.com', DEMO_PASSWORD);
    expect(codePage.response.status).toBe(303);
  });

  it('doubles the wait with each further failure, up to the cap, for that address and client only', async () => {
    const settings = server.config.oidc;
    const email = 'anyone@example.com';
    const waits: number[] = [];
    for (let failure = 1; failure <= settings.loginMaxAttempts + 8; failure += 1) {
      await countSignInFailure(server.app.db, settings, email, '198.51.100.7');
      waits.push(await signInWaitSeconds(server.app.db, settings, email, '198.51.100.7'));
    }
    expect(waits).toEqual([0, 0, 0, 0, 15, 30, 60, 120, 240, 480, 900, 900, 900]);
    // Another client (the owner's own network) is not slowed by one stranger's failures...
    expect(await signInWaitSeconds(server.app.db, settings, email, '203.0.113.9')).toBe(0);
    // ...only once the address has failed many times from everywhere together.
    for (let client = 1; client <= 7; client += 1) {
      await countSignInFailure(server.app.db, settings, email, `192.0.2.${client}`);
    }
    expect(await signInWaitSeconds(server.app.db, settings, email, '203.0.113.9')).toBe(15);
    await passTime(16);
    expect(await signInWaitSeconds(server.app.db, settings, email, '203.0.113.9')).toBe(0);
  });

  it('tells the owner once per episode that sign-ins are being slowed, and tells nobody for unknown addresses', async () => {
    const { loginMaxAttempts } = server.config.oidc;
    const owner = 'colleague.operator@example.com';
    const unknown = 'not.registered@example.com';
    for (let attempt = 1; attempt <= loginMaxAttempts + 3; attempt += 1) {
      // Longer than any wait so far, shorter than the quiet hour after which failures are forgotten.
      await passTime(1000);
      for (const email of [owner, unknown]) {
        const { html } = await submitPassword(email, `wrong ${attempt}`);
        expect(errorSummary(html)).toContain('Enter a correct email address and password');
      }
    }
    const notices = await server.app.db
      .select({ recipient: mailOutbox.recipient, body: mailOutbox.body })
      .from(mailOutbox)
      .where(eq(mailOutbox.template, 'SignInThrottled'));
    const to = (email: string) => notices.filter((notice) => notice.recipient === email);
    expect(to(owner)).toHaveLength(1);
    expect(to(owner)[0]?.body).toContain('slowing down further attempts to sign in');
    expect(to(unknown)).toEqual([]);
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
