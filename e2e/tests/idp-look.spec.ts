import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { expectAccessible, photograph } from './support';

/** The beta banner and footer links the app shows on every page. */
async function expectTheAppsFrame(page: Page): Promise<void> {
  const banner = page.locator('.govuk-phase-banner');
  await expect(banner).toContainText('Beta');
  await expect(banner.getByRole('link', { name: 'give your feedback' })).toHaveAttribute(
    'href',
    /\/feedback$/,
  );
  const footer = page.getByRole('contentinfo');
  for (const name of ['Privacy Notice', 'Contact us', 'Accessibility Statement', 'ESOS guidance']) {
    await expect(footer.getByRole('link', { name })).toBeVisible();
  }
}

test("the identity provider's pages look like the app and use its name for a new sign in", async ({
  page,
}) => {
  await page.goto('/start-login');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Create a sign in or sign in');
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page).toHaveURL(/\/auth\/realms\/esos\//);
  await expectTheAppsFrame(page);
  await expect(page.getByText('Create an account')).toHaveCount(0);
  await expectAccessible(page);
  await photograph(page, 'idp-sign-in');

  await page.getByRole('link', { name: 'Create a sign in' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Create a sign in');
  await expect(page.getByText('Already have a sign in?')).toBeVisible();
  await expectTheAppsFrame(page);
  await expectAccessible(page);
  await photograph(page, 'idp-create-a-sign-in');

  // The footer leads back into the app.
  await page.getByRole('contentinfo').getByRole('link', { name: 'Accessibility Statement' }).click();
  await expect(page).toHaveURL(/\/accessibility$/);
});
