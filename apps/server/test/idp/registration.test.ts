import { desc, eq } from 'drizzle-orm';
import { generate } from 'otplib';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { totpGuardrails } from '../../src/idp/credentials';
import { PASSWORD_STEP_TRIES_PER_LINK } from '../../src/idp/registration';
import { mailOutbox, rateLimitBuckets, userCredentials, users } from '../../src/platform/db/schema';
import { removeTwoFactor } from '../../src/platform/user-credentials';
import {
  Browser,
  DEMO_PASSWORD,
  formAction,
  startIdentityServer,
  type IdentityServer,
} from './identity-server';
import { openSignIn, postToken } from './sign-in-flow';

const PASSWORD = 'lighthouse pancake origami 58';

let server: IdentityServer;
beforeAll(async () => {
  server = await startIdentityServer();
});
afterAll(() => server?.close());
beforeEach(async () => {
  await server.app.db.delete(rateLimitBuckets);
});

const errorSummary = (html: string) =>
  /<ul class="govuk-list govuk-error-summary__list">([\s\S]*?)<\/ul>/.exec(html)?.[1] ?? '';
const link = (html: string, text: string) =>
  new RegExp(`<a class="govuk-link" href="([^"]+)">${text}</a>`).exec(html)?.[1]?.replaceAll('&amp;', '&');

async function newestMail(email: string) {
  const [mail] = await server.app.db
    .select()
    .from(mailOutbox)
    .where(eq(mailOutbox.recipient, email))
    .orderBy(desc(mailOutbox.id))
    .limit(1);
  return mail;
}

/** The secret shown on the set-up page, as an authenticator app would read it. */
const setupSecret = (html: string) =>
  (/id="setup-key">([A-Z2-7 ]+)</.exec(html)?.[1] ?? '').replaceAll(' ', '');

async function startRegistration(email: string) {
  const signIn = await openSignIn(server);
  const registerHref = link(signIn.html, 'Create a sign in');
  expect(registerHref).toBeTruthy();
  expect(link(signIn.html, 'Forgot your password\\?')).toBe(`${server.config.publicUrl}/forgot-password`);
  const emailPage = await signIn.browser.follow(registerHref ?? '');
  expect(emailPage.html).toContain('Create a sign in');
  const sent = await signIn.browser.follow(formAction(emailPage.html ?? ''), { form: { email } });
  return { ...signIn, sent };
}

describe('embedded identity provider: self-registration', () => {
  it("looks like the app: its beta banner and footer links, and the start page's 'Create a sign in'", async () => {
    const signIn = await openSignIn(server);
    const home = `${server.config.publicUrl}/`;
    const footerLink = (text: string) =>
      new RegExp(`<a class="govuk-footer__link" href="([^"]+)">\\s*${text}\\s*</a>`).exec(signIn.html)?.[1];
    for (const html of [
      signIn.html,
      (await signIn.browser.follow(link(signIn.html, 'Create a sign in') ?? '')).html,
    ]) {
      expect(html).toContain('<strong class="govuk-tag govuk-phase-banner__content__tag">');
      expect(html).toMatch(/>\s*Beta\s*</);
      expect(html).not.toContain('Create an account');
    }
    expect(link(signIn.html, 'give your feedback')).toBe(`${home}feedback`);
    expect(footerLink('Privacy Notice')).toBe(`${home}privacy-notice`);
    expect(footerLink('Contact us')).toBe(`${home}contact-us`);
    expect(footerLink('Accessibility Statement')).toBe(`${home}accessibility`);
    expect(footerLink('ESOS guidance')).toBe(
      'https://www.gov.uk/guidance/energy-savings-opportunity-scheme-esos',
    );
  });

  it('email → link → password → authenticator app → signed in with a PENDING user', async () => {
    const email = 'self.registered@example.com';
    const { browser, verifier, sent } = await startRegistration(email);
    expect(sent.html).toContain('Check your email');

    const mail = await newestMail(email);
    const href = /(http\S+\/register\/password\?token=\S+)/.exec(mail?.body ?? '')?.[1] ?? '';
    expect(href).toBeTruthy();
    const passwordPage = await browser.follow(href);
    expect(passwordPage.html).toContain('Create a password');
    // The live strength meter: an external module on our own origin (no inline script), empty at first.
    expect(passwordPage.html).toMatch(
      /<script type="module" src="[^"]*\/resources\/esos\/password-strength.js">/,
    );
    expect(passwordPage.html).toContain('data-module="app-password-strength"');
    expect(passwordPage.html).toContain('aria-describedby="password-strength-announcement password-hint"');

    const weak = await browser.request(formAction(passwordPage.html ?? ''), {
      form: {
        token: new URL(href).searchParams.get('token') ?? '',
        password: 'password1234',
        confirmPassword: 'x',
      },
    });
    expect(weak.status).toBe(400);
    const weakHtml = await weak.text();
    expect(errorSummary(weakHtml)).toContain('Enter a stronger password');
    // Without JavaScript the server fills the same meter after the submission.
    expect(weakHtml).toContain(
      'Strength of the password you entered: Weak (1 out of 4; you need at least 3)</p>',
    );
    expect(weakHtml).toContain('app-password-strength__segment--score-1');

    const setup = await browser.follow(formAction(passwordPage.html ?? ''), {
      form: {
        token: new URL(href).searchParams.get('token') ?? '',
        password: PASSWORD,
        confirmPassword: PASSWORD,
      },
    });
    expect(setup.html).toContain('Set up your authenticator app');
    expect(setup.html).toMatch(/<img src="data:image\/svg\+xml;base64,[^"]+"[^>]*alt="QR code/);
    const secret = setupSecret(setup.html ?? '');
    expect(secret.length).toBeGreaterThanOrEqual(16);

    const wrong = await browser.request(formAction(setup.html ?? ''), { form: { code: '000000' } });
    expect(errorSummary(await wrong.text())).toContain('Enter a correct security code');

    const callback = `${server.config.publicUrl}/signin-callback`;
    const done = await browser.follow(
      formAction(setup.html ?? ''),
      { form: { code: await generate({ secret, guardrails: totpGuardrails }) } },
      callback,
    );
    const code = new URL(done.location).searchParams.get('code') ?? '';
    const tokens = await postToken(server, {
      grant_type: 'authorization_code',
      code,
      redirect_uri: callback,
      code_verifier: verifier,
    });
    expect(tokens.status).toBe(200);
    const [user] = await server.app.db.select().from(users).where(eq(users.email, email));
    expect(user?.status).toBe('PENDING');

    // The link is single use.
    const reused = await browser.follow(href);
    expect(reused.html).toContain('This link is not valid');
    expect(link(reused.html ?? '', 'Request a new link')).toBeTruthy();
  });

  it('tells an existing user by email, with the same page on screen', async () => {
    const { sent } = await startRegistration('operator@example.com');
    expect(sent.html).toContain('Check your email');
    const mail = await newestMail('operator@example.com');
    expect(mail?.template).toBe('UserAlreadyRegistered');
    expect(mail?.body).not.toContain('token=');
  });

  it('lets an invitee without a password register on their existing user', async () => {
    const email = 'invited.person@example.com';
    const [invitee] = await server.app.db
      .insert(users)
      .values({ email, firstName: 'Ina', lastName: 'Vitee', status: 'PENDING', enabled: false })
      .returning({ id: users.id });
    const { browser, sent } = await startRegistration(email);
    expect(sent.html).toContain('Check your email');
    const href =
      /(http\S+\/register\/password\?token=\S+)/.exec((await newestMail(email))?.body ?? '')?.[1] ?? '';
    const page = await browser.follow(href);
    const setup = await browser.follow(formAction(page.html ?? ''), {
      form: {
        token: new URL(href).searchParams.get('token') ?? '',
        password: PASSWORD,
        confirmPassword: PASSWORD,
      },
    });
    expect(setup.html).toContain('Set up your authenticator app');
    const [credential] = await server.app.db
      .select()
      .from(userCredentials)
      .where(eq(userCredentials.userId, invitee?.id ?? ''));
    expect(credential?.passwordHash).toBeTruthy();
  });

  it('shows an expired link with a way to ask for a new one', async () => {
    const token = await server.app.linkTokens.sign('user_registration', 'late@example.com', -1);
    const page = await new Browser(server.baseUrl).follow(
      `${new URL(server.config.oidc.issuer).pathname}/login-actions/abc/register/password?token=${token}`,
    );
    expect(page.response.status).toBe(400);
    expect(page.html).toContain('Your link has expired');
    expect(link(page.html ?? '', 'Request a new link')).toBeTruthy();
  });

  it('answers a huge, backtracking-bait email address at once (no ReDoS before the rate limit)', async () => {
    // "a@" and 200 000 dots and "@": a super-linear address pattern takes minutes of CPU on this.
    const email = `a@${'.'.repeat(200_000)}@`;
    const started = performance.now();
    const response = await server.app.inject({
      method: 'POST',
      url: `${new URL(server.config.oidc.issuer).pathname}/login-actions/abc/register`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ email }).toString(),
    });
    expect(performance.now() - started).toBeLessThan(1000);
    expect(response.statusCode).toBe(400);
    expect(response.body).toContain('Enter an email address in the correct format');
  });

  describe('the password step', () => {
    const passwordPath = () =>
      `${new URL(server.config.oidc.issuer).pathname}/login-actions/abc/register/password`;
    const tryPassword = async (token: string, password: string) => {
      const response = await new Browser(server.baseUrl).request(passwordPath(), {
        form: { token, password, confirmPassword: `${password} not the same` },
      });
      return { status: response.status, html: await response.text() };
    };

    it('stops a link working once it has been tried too often, with a way to ask for a new one', async () => {
      const token = await server.app.linkTokens.sign('user_registration', 'many.tries@example.com');
      for (let attempt = 1; attempt <= PASSWORD_STEP_TRIES_PER_LINK; attempt += 1) {
        const { status, html } = await tryPassword(token, `${PASSWORD} `.repeat(9).slice(0, 256));
        expect(status).toBe(400);
        expect(errorSummary(html)).toContain('Passwords must match');
      }
      const usedUp = await tryPassword(token, PASSWORD);
      expect(usedUp.status).toBe(429);
      expect(usedUp.html).toContain('This link has stopped working');
      expect(link(usedUp.html, 'Request a new link')).toBeTruthy();
      // Used up for good: the rate limit's window passing does not bring it back.
      await server.app.db.delete(rateLimitBuckets);
      const later = await new Browser(server.baseUrl).follow(`${passwordPath()}?token=${token}`);
      expect(later.html).toContain('This link is not valid');
    });

    it('limits tries for one address across its links', async () => {
      const email = 'several.links@example.com';
      const statuses: number[] = [];
      for (let linkNumber = 1; linkNumber <= 3; linkNumber += 1) {
        const token = await server.app.linkTokens.sign('user_registration', email);
        for (let attempt = 1; attempt <= 4; attempt += 1) {
          statuses.push((await tryPassword(token, 'password1234')).status);
        }
      }
      expect(statuses.slice(0, 10).every((status) => status === 400)).toBe(true);
      expect(statuses.slice(10)).toEqual([429, 429]);
      const token = await server.app.linkTokens.sign('user_registration', email);
      expect(errorSummary((await tryPassword(token, PASSWORD)).html)).toContain(
        'Too many attempts to create a password for this email address',
      );
      // Another address is not affected.
      const other = await server.app.linkTokens.sign('user_registration', 'someone.else@example.com');
      expect((await tryPassword(other, 'password1234')).status).toBe(400);
    });
  });

  it('rate-limits the email step by IP address', async () => {
    const signIn = await openSignIn(server);
    const action = formAction(
      (await signIn.browser.follow(link(signIn.html, 'Create a sign in') ?? '')).html ?? '',
    );
    const statuses: number[] = [];
    for (let i = 0; i < 11; i += 1) {
      statuses.push((await signIn.browser.request(action, { form: { email: `n${i}@example.com` } })).status);
    }
    expect(statuses.slice(0, 10).every((status) => status === 200)).toBe(true);
    expect(statuses[10]).toBe(429);
  });

  it('asks a user whose authenticator was reset to set up a new one after their password', async () => {
    const email = 'colleague.operator@example.com';
    const [user] = await server.app.db.select({ id: users.id }).from(users).where(eq(users.email, email));
    await removeTwoFactor(server.app.db, user?.id ?? '');
    const { browser, html } = await openSignIn(server);
    const page = await browser.follow(formAction(html), { form: { email, password: DEMO_PASSWORD } });
    expect(page.html).toContain('Set up your authenticator app');
  });
});
