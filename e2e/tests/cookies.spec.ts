import type { BrowserContext, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { expectAccessible, waitForApp } from './support';

const GTM_SCRIPT = 'script[src^="https://www.googletagmanager.com/gtm.js"]';

async function consentCookies(context: BrowserContext) {
  const cookies = await context.cookies();
  return {
    policy: cookies.find((cookie) => cookie.name === 'cookies_policy'),
    preferencesSet: cookies.find((cookie) => cookie.name === 'cookies_preferences_set'),
  };
}

/** Serves a UI configuration with a Tag Manager container, and never lets the browser reach Google. */
async function withGtmContainer(page: Page) {
  await page.route('**/api/ui-configuration', async (route) => {
    const response = await route.fetch();
    const body = (await response.json()) as Record<string, unknown>;
    await route.fulfill({ response, json: { ...body, analytics: { gtmContainerId: 'GTM-E2ETEST' } } });
  });
  await page.route('https://www.googletagmanager.com/**', (route) => route.abort());
}

test('accepting all cookies saves the choice for a day, confirms it and loads analytics', async ({
  page,
  context,
}) => {
  await withGtmContainer(page);
  await page.goto('/');
  const banner = page.getByRole('region', { name: 'Cookies on Manage your ESOS reporting' });
  await expect(banner.getByRole('heading', { name: 'Tell us whether you accept cookies' })).toBeVisible();
  await expect(banner.getByRole('link', { name: 'Set cookie preferences' })).toHaveAttribute(
    'href',
    '/cookies',
  );
  await expectAccessible(page);
  // Nothing from Tag Manager before consent.
  await expect(page.locator(GTM_SCRIPT)).toHaveCount(0);

  await banner.getByRole('button', { name: 'Accept all cookies' }).click();
  const confirmation = banner.getByRole('alert');
  await expect(confirmation).toContainText("You've accepted all cookies");
  await expect(confirmation).toBeFocused();
  await expectAccessible(page);
  await expect(page.locator(GTM_SCRIPT)).toHaveAttribute('src', /id=GTM-E2ETEST/);

  const { policy, preferencesSet } = await consentCookies(context);
  expect(JSON.parse(policy?.value ?? '{}')).toEqual({ essential: true, usage: true });
  expect(preferencesSet?.value).toBe('true');
  for (const cookie of [policy, preferencesSet]) {
    expect(cookie?.path).toBe('/');
    expect(cookie?.sameSite).toBe('Lax');
    const lifetime = (cookie?.expires ?? 0) - Date.now() / 1000;
    expect(lifetime).toBeGreaterThan(86_400 - 120);
    expect(lifetime).toBeLessThanOrEqual(86_400 + 5);
  }

  await banner.getByRole('button', { name: /^Hide/ }).click();
  await expect(banner).toBeHidden();

  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Tell us whether you accept cookies' })).toBeHidden();
  // Consent is remembered, so analytics loads straight away on the next page load.
  await expect(page.locator(GTM_SCRIPT)).toHaveCount(1);
});

test('without a container id no analytics script is added, even after consent', async ({ page }) => {
  await page.route('https://www.googletagmanager.com/**', (route) => route.abort());
  await page.goto('/');
  await page.getByRole('button', { name: 'Accept all cookies' }).click();
  await expect(page.getByText("You've accepted all cookies")).toBeVisible();
  await expect(page.locator(GTM_SCRIPT)).toHaveCount(0);
});

test('cookie preferences can be set on the cookies page', async ({ page, context }) => {
  await withGtmContainer(page);
  await page.goto('/contact-us');
  await page.getByRole('link', { name: 'Set cookie preferences' }).click();
  await expect(page).toHaveURL(/\/cookies$/);
  await expect(page).toHaveTitle('Cookies - Manage your ESOS reporting - GOV.UK');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Cookies');
  // The question is not asked twice on this page.
  await expect(page.getByRole('heading', { name: 'Tell us whether you accept cookies' })).toBeHidden();
  await expectAccessible(page);

  const question = page.getByRole('group', { name: 'Do you want to allow analytics cookies?' });
  await expect(question.getByRole('radio', { name: 'No' })).toBeChecked();
  await question.getByRole('radio', { name: 'No' }).check();
  await page.getByRole('button', { name: 'Save cookie settings' }).click();

  const success = page.getByRole('alert');
  await expect(success).toContainText("You've set your cookie preferences.");
  await expect(success).toBeFocused();
  await expectAccessible(page);
  let saved = await consentCookies(context);
  expect(JSON.parse(saved.policy?.value ?? '{}')).toEqual({ essential: true, usage: false });
  expect(saved.preferencesSet?.value).toBe('true');
  await expect(page.locator(GTM_SCRIPT)).toHaveCount(0);

  await question.getByRole('radio', { name: 'Yes' }).check();
  await page.getByRole('button', { name: 'Save cookie settings' }).click();
  await expect(page.getByRole('alert')).toBeFocused();
  saved = await consentCookies(context);
  expect(JSON.parse(saved.policy?.value ?? '{}')).toEqual({ essential: true, usage: true });
  await expect(page.locator(GTM_SCRIPT)).toHaveCount(1);

  // The choice is made, so other pages no longer show the banner.
  await page.goto('/privacy-notice');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Privacy notice');
  await expect(page.getByRole('region', { name: /^Cookies on/ })).toBeHidden();
  await page.goto('/cookies');
  await expect(page.getByRole('radio', { name: 'Yes' })).toBeChecked();
});

test('keyboard users can accept cookies with Tab and Enter', async ({ page, context }) => {
  await page.goto('/');
  // The application's banner: Tab presses while it renders over the prerendered page can lose their place.
  await waitForApp(page);
  const accept = page.getByRole('button', { name: 'Accept all cookies' });
  await expect(accept).toBeVisible();
  for (let presses = 0; presses < 5; presses += 1) {
    await page.keyboard.press('Tab');
    if (await accept.evaluate((element) => element === document.activeElement)) break;
  }
  await expect(accept).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('alert')).toBeFocused();
  await expect(page.getByRole('alert')).toContainText("You've accepted all cookies");
  expect((await consentCookies(context)).preferencesSet?.value).toBe('true');

  await page.keyboard.press('Tab');
  await page.keyboard.press('Tab');
  await expect(page.getByRole('button', { name: /^Hide/ })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('region', { name: /^Cookies on/ })).toBeHidden();
});

test('with cookies turned off in the browser the banner buttons are disabled', async ({ page }) => {
  await page.addInitScript(() => {
    Object.defineProperty(Navigator.prototype, 'cookieEnabled', { get: () => false });
  });
  await page.goto('/');
  const banner = page.getByRole('region', { name: /^Cookies on/ });
  await expect(banner.getByRole('button', { name: 'Accept all cookies' })).toBeDisabled();
  await expect(banner.getByRole('button', { name: 'Set cookie preferences' })).toBeDisabled();
  await expect(banner).toContainText('Cookies are turned off in your browser');
});

test('a choice made on the landing page before the application has loaded is kept and confirmed', async ({
  page,
  context,
}) => {
  // Hold the application back: the prerendered page is all there is until it arrives.
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/main-[^/]+\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  const posts: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST') posts.push(request.url());
  });
  await page.goto('/');
  const banner = page.getByRole('region', { name: /^Cookies on/ });
  await banner.getByRole('button', { name: 'Accept all cookies' }).click();
  release();
  const confirmation = banner.getByRole('alert');
  await expect(confirmation).toContainText("You've accepted all cookies");
  await expect(confirmation).toBeFocused();
  // Saved in the browser, without the form's round trip to the server.
  expect(posts).toEqual([]);
  await expect(page).toHaveURL(/\/landing$/);
  const { policy, preferencesSet } = await consentCookies(context);
  expect(JSON.parse(policy?.value ?? '{}')).toEqual({ essential: true, usage: true });
  expect(preferencesSet?.value).toBe('true');
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the landing page reads, starts sign-in and takes the cookie choice', async ({ page, context }) => {
    await page.goto('/');
    await expect(
      page.getByRole('heading', {
        level: 1,
        name: 'Manage your Energy Savings Opportunity Scheme reporting',
      }),
    ).toBeVisible();
    await expect(page.getByRole('button', { name: 'Start now' })).toHaveAttribute('href', '/start-login');

    const banner = page.getByRole('region', { name: /^Cookies on/ });
    await expect(banner.getByRole('heading', { name: 'Tell us whether you accept cookies' })).toBeVisible();
    await banner.getByRole('button', { name: 'Accept all cookies' }).click();
    // The server saved the choice and sent the visitor back to the page, now without the banner.
    await expect(page).toHaveURL(/\/landing$/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(banner).toBeHidden();
    const { policy, preferencesSet } = await consentCookies(context);
    expect(JSON.parse(decodeURIComponent(policy?.value ?? '{}'))).toEqual({ essential: true, usage: true });
    expect(preferencesSet?.value).toBe('true');
    for (const cookie of [policy, preferencesSet]) {
      expect(cookie?.path).toBe('/');
      expect(cookie?.sameSite).toBe('Lax');
    }
  });
});
