import { appendFileSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type axe from 'axe-core';
import { expect, type APIResponse, type Frame, type Page } from '@playwright/test';
import { createGuardrails, generate } from 'otplib';

export const DEMO_PASSWORD = 'Password123!Demo';
export const DEMO_TOTP_SECRET = 'JBSWY3DPEHPK3PXP';
// The demo secret is 80 bits, below otplib's default minimum; authenticator apps accept it.
const guardrails = createGuardrails({ MIN_SECRET_BYTES: 10 });

/** The last 30-second step whose code each person used here: the service accepts a code only once. */
const lastStepUsed = new Map<string, number>();

/** A code this person has not used: the current step's, else the next one's (accepted a step early), else wait. */
export async function unusedCode(email: string): Promise<string> {
  const started = Date.now();
  for (;;) {
    const now = Math.floor(Date.now() / 30_000);
    const step = Math.max(now, (lastStepUsed.get(email) ?? -1) + 1);
    if (step <= now + 1) {
      lastStepUsed.set(email, step);
      if (Date.now() - started > 500) noteTiming(`totp-wait ${Date.now() - started} ${email}`);
      return generate({ secret: DEMO_TOTP_SECRET, guardrails, epoch: step * 30 });
    }
    await new Promise((resolve) => setTimeout(resolve, 1000));
  }
}

/**
 * With E2E_TIMINGS naming a file, each worker appends where its time went (each axe scan, each wait for an
 * unused authenticator code), one line each, headed by the worker's index: ADR 25's figures come from it.
 */
function noteTiming(line: string): void {
  const file = process.env.E2E_TIMINGS;
  if (file) appendFileSync(file, `${process.env.TEST_PARALLEL_INDEX ?? '-'} ${line}\n`);
}

// axe-core's minified build: `axe.source` is the unminified one, more than twice the size to send and compile.
const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/** The rules we claim: WCAG 2.0, 2.1 and 2.2, levels A and AA. */
const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/**
 * Puts axe-core into a frame unless this document already has it. Evaluating axe's source (over half a megabyte minified)
 * is most of a scan's cost, and a single-page application keeps its document across client-side
 * navigations, so each document is given it once (AxeBuilder gave it again, twice, at every scan).
 */
async function ensureAxe(frame: Frame): Promise<void> {
  const present = await frame.evaluate(() => typeof (window as { axe?: unknown }).axe === 'object');
  if (!present) {
    await frame.evaluate(`${axeSource}\n;axe.configure({ allowedOrigins: ['<same_origin>'] });`);
  }
}

/**
 * Waits until the application has rendered over the prerendered landing page (it loads after the page has
 * painted, ADR 26): before that, a link is followed as a plain page load rather than inside the application.
 */
export async function waitForApp(page: Page): Promise<void> {
  await page.locator('#root[data-taken-over]').waitFor({ state: 'attached' });
}

/**
 * Every page a journey visits must pass an automated WCAG 2.2 AA scan: every rule with those tags, on the
 * page and its same-origin frames. Only violations are collected: passes and inapplicable rules are
 * not serialised back to the test.
 */
export async function expectAccessible(page: Page): Promise<void> {
  const started = Date.now();
  for (const frame of page.frames()) {
    // A child frame that went away (or refuses scripts) is left out, as axe's own Playwright runner does.
    await ensureAxe(frame).catch((error: unknown) => {
      if (frame === page.mainFrame()) throw error;
    });
  }
  const summary = await page.evaluate(async (tags) => {
    const results = await (window as unknown as { axe: typeof axe }).axe.run(document, {
      runOnly: { type: 'tag', values: tags },
      resultTypes: ['violations'],
    });
    return results.violations.map((violation) => ({
      id: violation.id,
      impact: violation.impact,
      targets: violation.nodes.map((node) => node.target.join(' ')),
    }));
  }, WCAG_TAGS);
  noteTiming(`axe ${Date.now() - started} ${page.url()}`);
  expect(summary, `accessibility violations on ${page.url()}`).toEqual([]);
  expect(await overflowAtNarrowWidth(page), `page wider than 320 px: ${page.url()}`).toEqual([]);
}

// 1280 CSS pixels zoomed to 400%, or a small phone: WCAG 2.2 1.4.10 Reflow.
export const NARROW = { width: 320, height: 640 };

/**
 * The elements that stick out of the screen on the right when the page is shown 320 pixels wide (none when
 * the page never scrolls sideways). A wide table's own scrolling region (`.app-scroll-region`) may.
 */
export async function sideways(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    if (document.documentElement.scrollWidth <= width) return [];
    return Array.from(document.body.querySelectorAll('*'))
      .filter((element) => element.getBoundingClientRect().right > width + 1)
      .filter((element) => !element.closest('.app-scroll-region'))
      .map((element) => `${element.tagName.toLowerCase()}.${Array.from(element.classList).join('.')}`)
      .slice(0, 10);
  });
}

/** Every scanned page is also laid out 320 pixels wide, then put back as it was. */
async function overflowAtNarrowWidth(page: Page): Promise<string[]> {
  const viewport = page.viewportSize();
  if (!viewport || viewport.width <= NARROW.width) return sideways(page);
  await page.setViewportSize(NARROW);
  try {
    return await sideways(page);
  } finally {
    await page.setViewportSize(viewport);
    // Media-query listeners and the re-renders they cause run after the resize: let them finish before the
    // journey's next click, so it does not land on a page that is still changing. A page in a tab behind
    // another gets no animation frames at all (CI waited nine minutes for one): then a timer ends the wait.
    await page.evaluate(
      () =>
        new Promise<void>((resolve) => {
          requestAnimationFrame(() => requestAnimationFrame(() => resolve()));
          setTimeout(resolve, 500);
        }),
    );
  }
}

const scannedPages = new Set<string>();

/**
 * Scans a page the first time this worker meets it. For the sign-in pages every journey passes through:
 * the same four pages, scanned once per run instead of at every sign-in.
 */
async function expectAccessibleOnce(page: Page, name: string): Promise<void> {
  if (scannedPages.has(name)) return;
  await expectAccessible(page);
  scannedPages.add(name);
}

/**
 * Signs in as a person would with an authenticator app. A worker's first sign-in walks every page (and scans
 * each once); later ones open the service's start-login page and, when the browser is sent to the identity
 * provider, answer its two forms over HTTP with the browser's own cookies instead of rendering them, then
 * send the browser on to the service's callback. The service's part (the authorization request, the
 * callback, the code exchange, the stored sign-in) runs in the browser as always; the provider's pages are
 * walked by sign-in.spec.ts, passwords-and-two-factor.spec.ts and each worker's first sign-in.
 */
export async function signIn(page: Page, email: string): Promise<void> {
  if (scannedPages.has(AUTHENTICATOR_PAGE)) {
    await signInOverHttp(page, email);
  } else {
    await signInThroughPages(page, email);
  }
  // Back in the service once the callback has sent the user on (clicking earlier races that navigation).
  await expect(page).not.toHaveURL(/\/auth\/realms\/|\/signin-callback/);
  await expect(page.locator('#main-content')).toBeVisible();
}

const AUTHENTICATOR_PAGE = 'identity provider: authenticator code';

async function signInThroughPages(page: Page, email: string): Promise<void> {
  await page.goto('/');
  await expectAccessibleOnce(page, 'landing, signed out');
  await page
    .getByRole('button', { name: 'Start now' })
    .or(page.getByRole('link', { name: 'Start now' }))
    .click();
  await expect(page).toHaveURL(/\/start-login/);
  await expectAccessibleOnce(page, 'start login');
  await page.getByRole('button', { name: 'Continue' }).click();

  await expect(page).toHaveURL(/\/auth\/realms\/esos\//);
  await expectAccessibleOnce(page, 'identity provider: email and password');
  await page.getByLabel('Email address').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Continue' }).click();

  await expect(page.getByRole('heading', { level: 1 })).toContainText(/code/i);
  await expectAccessibleOnce(page, AUTHENTICATOR_PAGE);
  // A code used in an earlier run of this worker (before a restart) is refused: then take the next one.
  for (let attempt = 1; attempt <= 3; attempt += 1) {
    await page
      .getByRole('textbox')
      .first()
      .fill(await unusedCode(email));
    await page.getByRole('button', { name: 'Continue' }).click();
    const refused = page.getByText('Enter a correct security code').first();
    const outcome = await Promise.race([
      page
        .waitForURL((url) => !url.pathname.startsWith('/auth/realms/'))
        .then(() => 'signed in')
        .catch(() => 'unknown'),
      refused
        .waitFor()
        .then(() => 'refused')
        .catch(() => 'unknown'),
    ]);
    if (outcome !== 'refused') break;
  }
}

const AUTHORIZATION_REQUEST = /\/auth\/realms\/esos\/protocol\/openid-connect\/auth\?/;

async function signInOverHttp(page: Page, email: string): Promise<void> {
  let asked = false;
  let outcome!: { resolve: () => void; reject: (error: unknown) => void };
  const providerAnswered = new Promise<void>((resolve, reject) => (outcome = { resolve, reject }));
  await page.route(
    AUTHORIZATION_REQUEST,
    async (route) => {
      asked = true;
      try {
        const callback = await providerSignIn(page, route.request().url(), email);
        await route.fulfill({ status: 303, headers: { location: callback } });
        outcome.resolve();
      } catch (error) {
        // A failure in here would otherwise leave the test waiting until its own time runs out.
        await route.abort().catch(() => undefined);
        outcome.reject(error);
      }
    },
    { times: 1 },
  );
  await page.goto('/start-login');
  // A click can be lost under load (CI once waited three minutes for a sign-in that never started): click
  // again until the browser has asked the provider, but never while the first click's request is on its way.
  await expect(async () => {
    if (!asked) await page.getByRole('button', { name: 'Continue' }).click({ timeout: 5_000 });
    await expect.poll(() => asked, { timeout: 10_000 }).toBe(true);
  }).toPass({ timeout: 60_000 });
  await providerAnswered;
  // The start-login page is still showing until the browser has followed the redirect to the callback.
  await page.waitForURL((url) => !/^\/(start-login|signin-callback|auth\/)/.test(url.pathname), {
    timeout: 30_000,
  });
}

/** Where a redirect points, as an absolute URL; fails on anything but a redirect. */
function redirectTarget(response: APIResponse): string {
  const location = response.headers()['location'];
  expect(location, `a redirect from ${response.url()} (status ${response.status()})`).toBeTruthy();
  return new URL(location ?? '', response.url()).toString();
}

/**
 * The provider's side of a sign-in over HTTP: the authorization request, the email and password form, the
 * authenticator code form (a refused code is followed by the next unused one), then the redirects back to
 * the service. Returns the service's callback URL with the authorization code.
 */
async function providerSignIn(page: Page, authorizationUrl: string, email: string): Promise<string> {
  const http = page.context().request;
  const loginActions = redirectTarget(await http.get(authorizationUrl, { maxRedirects: 0 }));
  const passwordStep = await http.post(`${loginActions}/login`, {
    form: { email, password: DEMO_PASSWORD },
    maxRedirects: 0,
  });
  expect(passwordStep.status(), `password accepted for ${email}`).toBe(303);
  let codeStep = passwordStep;
  for (let attempt = 1; attempt <= 3; attempt += 1) {
    codeStep = await http.post(`${loginActions}/code`, {
      form: { code: await unusedCode(email) },
      maxRedirects: 0,
    });
    // A refused code answers the form again with its error (400): a code this worker used before a restart
    // (its memory of used codes starts empty after a failed journey). Anything else is an answer.
    if (codeStep.status() !== 400) break;
  }
  let target = redirectTarget(codeStep);
  while (!new URL(target).pathname.startsWith('/signin-callback')) {
    target = redirectTarget(await http.get(target, { maxRedirects: 0 }));
  }
  return target;
}

export async function navigationLinks(page: Page): Promise<string[]> {
  const navigation = page.getByRole('navigation', { name: /menu|navigation/i });
  if ((await navigation.count()) === 0) return [];
  return navigation.getByRole('link').allInnerTexts();
}

/**
 * The newest email to an address (or the newest whose body matches), from the development mailbox
 * (`/dev/mailbox.json`, not served in production), waiting until one arrives.
 */
export async function newestMailBody(page: Page, to: string, matching?: RegExp): Promise<string> {
  let body = '';
  await expect
    .poll(async () => {
      const response = await page.request.get(`/dev/mailbox.json?to=${encodeURIComponent(to)}`);
      if (!response.ok()) return '';
      const { messages } = (await response.json()) as { messages: { body: string }[] };
      body = messages.find((message) => !matching || matching.test(message.body))?.body ?? '';
      return body;
    })
    .not.toBe('');
  return body;
}

/**
 * From the identity provider's sign-in page: 'Create an account', give the address, and reach 'Check your
 * email' (the registration link is then in the mailbox).
 */
export async function requestRegistrationEmail(page: Page, email: string): Promise<void> {
  await page.getByRole('link', { name: 'Create an account' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Create an account');
  await expectAccessible(page);
  await page.getByLabel('Email address').fill(email);
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Check your email');
  await expectAccessible(page);
}

/**
 * With E2E_SCREENSHOTS naming a folder, keeps the page as it is now at a desktop's and a phone's width, for people
 * to look at (the guide: screenshots of every page changed, viewed); otherwise does nothing.
 */
export async function photograph(page: Page, name: string): Promise<void> {
  const folder = process.env.E2E_SCREENSHOTS;
  if (!folder) return;
  const viewport = page.viewportSize();
  for (const width of [1280, 375]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: `${folder}/${name}-${width}.png`, fullPage: true });
  }
  if (viewport) await page.setViewportSize(viewport);
}
