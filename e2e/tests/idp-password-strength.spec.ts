import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { expectAccessible, newestMailBody, requestRegistrationEmail } from './support';

/** The link to the identity provider's "Create a password" page for a new address (no demo user). */
async function registrationLink(page: Page): Promise<string> {
  const email = `strength.meter.${Date.now()}@example.com`;
  await page.goto('/start-login');
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page).toHaveURL(/\/auth\/realms\/esos\//);
  await requestRegistrationEmail(page, email);
  const link = /(https?:\/\/\S+\/register\/password\?token=\S+)/.exec(await newestMailBody(page, email))?.[1];
  expect(link).toBeTruthy();
  return link!;
}

async function openCreatePassword(page: Page, link: string): Promise<void> {
  await page.goto(link);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Create a password');
}

test('the identity provider shows the password strength live, with the server wording', async ({ page }) => {
  await openCreatePassword(page, await registrationLink(page));
  const url = page.url();
  const meter = page.locator('#password-strength');
  const password = page.getByLabel('Password', { exact: true });
  await expect(meter).not.toContainText('Strength');
  await expectAccessible(page);

  await password.pressSequentially('password1234');
  await expect(meter).toContainText(
    'Strength of the password you entered: Weak (1 out of 4; you need at least 3)',
  );
  await expect(meter.locator('.app-password-strength__segment--score-1')).toHaveCount(2);
  // Screen readers hear it once typing pauses, from the polite live region.
  await expect(page.locator('#password-strength-announcement')).toHaveText(/Weak \(1 out of 4/);
  await expectAccessible(page);

  await password.fill('lighthouse pancake origami 58');
  await expect(meter).toContainText('Strength of the password you entered: Strong (4 out of 4');
  await expect(meter.locator('.app-password-strength__segment--score-4')).toHaveCount(5);
  await expect(page.locator('#password-strength-announcement')).toHaveText(/Strong \(4 out of 4/);
  await expectAccessible(page);
  // Nothing was submitted.
  expect(page.url()).toBe(url);

  await password.fill('');
  await expect(meter.locator('.app-password-strength__meter')).toBeHidden();

  // The server's check stays the rule: a weak password submitted comes back with the same meter filled.
  await password.fill('password1234');
  await page.getByLabel('Confirm your password').fill('password1234');
  // The meter appearing moves the button down: wait for it as a person would, so the click is not lost.
  await expect(meter.locator('.app-password-strength__meter')).toBeVisible();
  await expect(meter).toContainText('Weak (1 out of 4; you need at least 3)');
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.locator('.govuk-error-summary')).toContainText('Enter a stronger password');
  await expect(meter).toContainText('Weak (1 out of 4; you need at least 3)');
  await expectAccessible(page);
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the server still checks the password and shows its strength after submitting', async ({
    page,
    browser,
  }) => {
    // The service's own pages need JavaScript: ask for the link with it, then open the link without.
    const withScripts = await browser.newContext({ javaScriptEnabled: true });
    const link = await registrationLink(await withScripts.newPage());
    await withScripts.close();
    await openCreatePassword(page, link);
    await expect(page.locator('script[src$="password-strength.js"]')).toHaveCount(1);
    await page.getByLabel('Password', { exact: true }).fill('password1234');
    await page.getByLabel('Confirm your password').fill('password1234');
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(page.locator('.govuk-error-summary')).toContainText('Enter a stronger password');
    await expect(page.locator('#password-strength')).toContainText(
      'Strength of the password you entered: Weak (1 out of 4; you need at least 3)',
    );
    // axe needs JavaScript; the same page is scanned in the journey above.
  });
});
