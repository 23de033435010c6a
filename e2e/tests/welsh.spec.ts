import { expect, test } from './fixtures';
import {
  NARROW,
  expectAccessible,
  keepProfileLanguage,
  rememberAuthorisation,
  signIn,
  waitForApp,
} from './support';

// A signed-in person who chose Welsh keeps it in their profile: later journeys of theirs must find English.
test.beforeEach(({ page }) => rememberAuthorisation(page));
test.afterEach(async ({ page }) => keepProfileLanguage(page, 'en'));

const TO_WELSH = "Newid yr iaith i'r Gymraeg";
const TO_ENGLISH = 'Change the language to English';

// Issue 43: the service in Welsh, chosen with GOV.UK's toggle and kept in the esos_lang cookie (ADR 54).
test.describe('the service in Welsh', () => {
  test('landing, sign-in and the dashboard in Welsh; switching back keeps answers typed', async ({
    page,
  }) => {
    await page.goto('/');
    await waitForApp(page);
    const html = page.locator('html');
    await expect(html).toHaveAttribute('lang', 'en');
    await page
      .getByRole('navigation', { name: 'Language switcher' })
      .getByRole('link', { name: TO_WELSH })
      .click();
    await expect(html).toHaveAttribute('lang', 'cy');
    await expect(page.getByRole('link', { name: "Sgipio i'r prif gynnwys" })).toBeAttached();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'Rheoli eich adroddiadau ar gyfer y Cynllun Cyfleoedd Arbed Ynni',
    );
    await expect(
      page.getByRole('navigation', { name: 'Dewis iaith' }).locator('[aria-current="true"]'),
    ).toHaveText('Cymraeg');
    await expectAccessible(page);

    // The choice outlives the page: the sign-in comes back to the service in Welsh.
    await signIn(page, 'operator@example.com', '/dashboard', { welsh: true });
    await expect(html).toHaveAttribute('lang', 'cy');
    await expect(page).toHaveTitle(/ - Rheoli eich adroddiadau ESOS - GOV\.UK$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Tasgau');
    await expect(page.getByRole('button', { name: 'Allgofnodi' })).toBeAttached();
    await expect(page.getByText('© Hawlfraint y Goron')).toBeVisible();
    await expectAccessible(page);

    // A form page: switching to English re-renders it in place, the answers stay.
    await page.goto('/feedback');
    await expect(html).toHaveAttribute('lang', 'cy');
    await expectAccessible(page);
    const firstGroup = page.getByRole('group').first();
    await firstGroup.getByLabel('Satisfied', { exact: true }).check();
    const reason = page.locator('[id="l.userRegistrationRateReason"]');
    await reason.fill('Cyflym iawn');
    await page.getByRole('link', { name: TO_ENGLISH }).click();
    await expect(html).toHaveAttribute('lang', 'en');
    await expect(page.getByRole('link', { name: 'Skip to main content' })).toBeAttached();
    await expect(reason).toHaveValue('Cyflym iawn');
    await expect(firstGroup.getByLabel('Satisfied', { exact: true })).toBeChecked();
    await expectAccessible(page);
  });

  test("a Welsh choice is kept in the person's profile: their next browser opens in Welsh", async ({
    page,
    browser,
  }) => {
    await page.goto('/?lang=cy');
    await waitForApp(page);
    const kept = page.waitForResponse(
      (response) =>
        response.url().endsWith('/api/v1.0/users/language') && response.request().method() === 'PUT',
    );
    await signIn(page, 'operator@example.com', '/dashboard', { welsh: true });
    expect((await kept).status()).toBe(204);
    // Another device: no cookie of its own, signed in as the same person.
    const context = await browser.newContext();
    try {
      const elsewhere = await context.newPage();
      await signIn(elsewhere, 'operator@example.com', '/dashboard', { welsh: true });
      await expect(elsewhere.locator('html')).toHaveAttribute('lang', 'cy');
      await expect(elsewhere.getByRole('heading', { level: 1 })).toHaveText('Tasgau');
    } finally {
      await context.close();
    }
  });

  test('at 320 px: ?lang=cy chooses Welsh, the toggle fits and works', async ({ page }) => {
    await page.setViewportSize(NARROW);
    await page.goto('/contact-us?lang=cy');
    const html = page.locator('html');
    await expect(html).toHaveAttribute('lang', 'cy');
    const toggle = page.getByRole('navigation', { name: 'Dewis iaith' });
    await expect(toggle).toBeVisible();
    await expect(page.getByRole('link', { name: 'Hysbysiad Preifatrwydd' })).toBeVisible();
    await expectAccessible(page);
    // An unknown language is English, without an error.
    await page.goto('/contact-us?lang=xx');
    await expect(html).toHaveAttribute('lang', 'en');
    await expect(page.getByRole('navigation', { name: 'Language switcher' })).toBeVisible();
  });
});
