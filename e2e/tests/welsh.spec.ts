import { expect, test } from './fixtures';
import { NARROW, expectAccessible, signIn, waitForApp } from './support';

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
    await signIn(page, 'operator@example.com', '/dashboard');
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
