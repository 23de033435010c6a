import { createHash, randomBytes } from 'node:crypto';
import { appendFileSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type axe from 'axe-core';
import { expect, test, type APIResponse, type Browser, type Frame, type Page } from '@playwright/test';
import { createGuardrails, generate } from 'otplib';
import { freshPage, keptSignedInTab } from './fixtures';

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
  const narrowStarted = Date.now();
  const overflow = await overflowAtNarrowWidth(page);
  noteTiming(`narrow ${Date.now() - narrowStarted} ${page.url()}`);
  expect(overflow, `page wider than 320 px: ${page.url()}`).toEqual([]);
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
 * Signs in as a person would with an authenticator app, then opens `target`. A worker's first sign-in walks
 * every page (and scans each once): the landing page, start login, the provider's two forms, the callback
 * and the code exchange. Later ones answer the provider's two forms over HTTP with the browser context's own
 * cookies and then open the target page, where the application signs in silently from the provider's
 * session, as a second tab does (ADR 25, sixth round): one load of the application instead of three. The
 * provider's pages and the interactive sign-in are walked by sign-in.spec.ts, passwords-and-two-factor.spec.ts,
 * the invitation journeys and each worker's first sign-in.
 */
export async function signIn(
  page: Page,
  email: string,
  target = '/',
  options: { welsh?: boolean } = {},
): Promise<void> {
  if (scannedPages.has(AUTHENTICATOR_PAGE)) {
    await signInOverHttp(page, email, target);
  } else {
    await signInThroughPages(page, email);
    if (target !== '/') await page.goto(target);
  }
  // Back in the service once the callback has sent the user on (clicking earlier races that navigation),
  // and signed in: a failed silent sign-in would show the page signed out.
  await expect(page).not.toHaveURL(/\/auth\/realms\/|\/signin-callback/);
  // (Attached, not visible: on a narrow screen it sits in the collapsed menu.)
  // 'Allgofnodi' when the browser has chosen Welsh (issue 43).
  await expect(page.locator('button', { hasText: /^(Sign out|Allgofnodi)$/ })).toBeAttached();
  await expect(page.locator('#main-content')).toBeVisible();
  if (!options.welsh) await backInEnglish(page);
}

/**
 * Journeys share each worker's data, and a person's language follows them from their profile (ADR 55): a
 * journey that did not ask for Welsh starts in English whatever an earlier one left, choosing English as a
 * person would (`?lang=en`, which the page keeps in the profile) and coming back to where it was.
 */
async function backInEnglish(page: Page): Promise<void> {
  if ((await page.locator('html').getAttribute('lang')) !== 'cy') return;
  const where = page.url();
  const english = new URL(where);
  english.searchParams.set('lang', 'en');
  const kept = page
    .waitForResponse((response) => response.url().endsWith('/api/v1.0/users/language'), { timeout: 10_000 })
    .catch(() => undefined);
  await page.goto(english.toString());
  await kept;
  await page.goto(where);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page.locator('#main-content')).toBeVisible();
}

/** A page in a browser context of its own (a person's own browser), signed in as `email` on `target`. */
export async function signedInPage(browser: Browser, email: string, target = '/'): Promise<Page> {
  const page = await freshPage(browser);
  await signIn(page, email, target);
  return page;
}

/**
 * The tab the worker keeps signed in as `email` (signing in the first time), on `target`: for a person who
 * looks at the service after several journeys, such as the regulator reading each journey's audit history,
 * as someone with the service open in a tab all day would, without a sign-in each time.
 */
export async function keptSignedInPage(browser: Browser, email: string, target: string): Promise<Page> {
  const { page, signedIn } = await keptSignedInTab(browser, email);
  if (!signedIn) {
    await signIn(page, email, target);
    return page;
  }
  await page.goto(target);
  await expect(page.locator('button', { hasText: 'Sign out' })).toBeAttached();
  await expect(page.locator('#main-content')).toBeVisible();
  return page;
}

/**
 * The regulator (Rita, in the tab the worker keeps signed in) returns a submitted notification to the
 * participant for changes from its workflow page, and is told so; ends on that confirmation.
 */
export async function returnNotificationForChanges(browser: Browser, workflowPath: string): Promise<Page> {
  const regulator = await keptSignedInPage(browser, 'regulator@example.gov.uk', workflowPath);
  await regulator.getByRole('link', { name: 'Return to participant for changes' }).click();
  await regulator
    .getByRole('textbox', { name: 'Why are you returning it?' })
    .fill('Please check the figures and send it again.');
  await regulator.getByRole('button', { name: 'Yes, re-initiate' }).click();
  await expect(
    regulator.getByRole('heading', {
      name: 'The notification of compliance has been returned to the participant',
    }),
  ).toBeVisible();
  return regulator;
}

/**
 * From the dashboard, page by page, to the account's task of that name; ends on the task's page. The
 * dashboard is loaded afresh (a colleague may just have changed whose task it is) unless the page is the
 * first page of a dashboard just opened, as signing in on '/dashboard' leaves it.
 */
export async function openDashboardTask(page: Page, account: string, task: string): Promise<void> {
  const here = new URL(page.url());
  if (here.pathname !== '/dashboard' || here.search) await page.goto('/dashboard');
  for (let pageNumber = 1; pageNumber <= 5; pageNumber += 1) {
    // The page's own rows, not the previous page's kept on screen while the next one loads.
    await expect(page.getByText(new RegExp(`Showing ${(pageNumber - 1) * 10 + 1} to`))).toBeVisible();
    const row = page.getByRole('row').filter({ hasText: account }).filter({ hasText: task });
    if ((await row.count()) > 0) {
      // A click can be lost on a busy machine while the page settles: click again until the task opens.
      await expect(async () => {
        await row.getByRole('link', { name: task }).click({ timeout: 5_000 });
        await expect(page).toHaveURL(/\/tasks\/\d+$/, { timeout: 5_000 });
      }).toPass({ timeout: 30_000 });
      break;
    }
    await page.getByRole('link', { name: /Next/ }).click({ timeout: 10_000 });
  }
  await expect(page).toHaveURL(/\/tasks\/\d+$/);
  await expect(page.getByRole('heading', { level: 1, name: task })).toBeVisible();
}

const AUTHENTICATOR_PAGE = 'identity provider: authenticator code';

async function signInThroughPages(page: Page, email: string): Promise<void> {
  await page.goto('/');
  await expectAccessibleOnce(page, 'landing, signed out');
  await page
    // 'Dechrau nawr' when the browser has chosen Welsh (issue 43).
    .getByRole('button', { name: /^(Start now|Dechrau nawr)$/ })
    .or(page.getByRole('link', { name: /^(Start now|Dechrau nawr)$/ }))
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

/**
 * The authorization request the application would send (code flow with PKCE), for a sign-in done over HTTP:
 * only the provider's session comes of it; the code it returns is never exchanged.
 */
function authorizationUrl(): string {
  // The server this worker's pages talk to: the configuration's baseURL.
  const { origin } = new URL(String(test.info().project.use.baseURL));
  const verifier = randomBytes(32).toString('base64url');
  const query = new URLSearchParams({
    client_id: 'esos-web',
    redirect_uri: `${origin}/signin-callback`,
    response_type: 'code',
    scope: 'openid profile email offline_access api',
    state: randomBytes(16).toString('hex'),
    code_challenge: createHash('sha256').update(verifier).digest('base64url'),
    code_challenge_method: 'S256',
  });
  return `${origin}/auth/realms/esos/protocol/openid-connect/auth?${query}`;
}

/**
 * Signs in at the provider over HTTP with the browser context's own cookies, which leaves the provider's
 * session and the session-hint cookie in the browser as a sign-in in another tab would, then opens the
 * page: the application finds no stored sign-in but the hint, and signs in silently (prompt=none in a
 * hidden frame, then the code exchange), as a new tab does.
 */
async function signInOverHttp(page: Page, email: string, target: string): Promise<void> {
  await providerSignIn(page, authorizationUrl(), email);
  await page.goto(target);
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
 * From the identity provider's sign-in page: 'Create a sign in', give the address, and reach 'Check your
 * email' (the registration link is then in the mailbox).
 */
export async function requestRegistrationEmail(page: Page, email: string): Promise<void> {
  await page.getByRole('link', { name: 'Create a sign in' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Create a sign in');
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

const authorisations = new WeakMap<Page, string>();

/** Remembers the bearer token of the page's own API calls, for `keepProfileLanguage`. */
export function rememberAuthorisation(page: Page): void {
  page.on('request', (request) => {
    if (!request.url().includes('/api/v1.0/')) return;
    // allHeaders: headers() may leave out what the browser adds for security.
    void request.allHeaders().then(
      (headers) => {
        if (headers['authorization']) authorisations.set(page, headers['authorization']);
      },
      () => undefined,
    );
  });
}

/**
 * Puts `language` back in the signed-in person's profile (ADR 55), through the API with the token the page's own
 * calls carried (`rememberAuthorisation`). Journeys share each worker's data, and a profile left in Welsh would
 * open every later journey of that person in Welsh: each journey that signs in and chooses Welsh ends with this.
 * Does nothing when the page made no signed-in call.
 */
export async function keepProfileLanguage(page: Page, language: 'en' | 'cy'): Promise<void> {
  const authorization = authorisations.get(page);
  if (!authorization) return;
  const response = await page.request.put('/api/v1.0/users/language', {
    headers: { authorization },
    data: { language },
  });
  expect(response.status()).toBe(204);
}
