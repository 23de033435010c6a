import { expect, test } from './fixtures';
import { expectAccessible } from './support';

test("the sign-in page's language toggle: Welsh and back to English, on the same step, accessible in both", async ({
  page,
}) => {
  await page.goto('/start-login');
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page).toHaveURL(/\/auth\/realms\/esos\//);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  const toggle = page.getByRole('navigation', { name: 'Choose a language' });
  const welsh = toggle.getByRole('link', { name: 'Cymraeg' });
  await expect(welsh).toHaveAttribute('hreflang', 'cy');
  await expect(welsh).toHaveAttribute('lang', 'cy');

  await welsh.click();
  await expect(page).toHaveURL(/\/login-actions\/[^/?]+\?lang=cy$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'cy');
  await expect(page).toHaveTitle('Mewngofnodi - Rheoli eich adroddiadau ESOS - GOV.UK');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'Mewngofnodi i Rheoli eich adroddiadau ESOS',
  );
  expect((await page.context().cookies()).find((cookie) => cookie.name === 'esos_lang')?.value).toBe('cy');
  await expectAccessible(page);

  // A refused form answers in Welsh too, with the toggle still there.
  await page.getByRole('button', { name: 'Parhau' }).click();
  await expect(page.getByRole('alert')).toContainText('Mae problem wedi codi');
  await expect(page.getByRole('link', { name: 'Rhowch eich cyfeiriad e-bost' })).toBeVisible();
  await expect(page).toHaveTitle(/^Gwall: /);
  await expectAccessible(page);

  const english = page
    .getByRole('navigation', { name: 'Dewis iaith' })
    .getByRole('link', { name: 'English' });
  await expect(english).toHaveAttribute('hreflang', 'en');
  await english.click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Sign in to Manage your ESOS reporting');
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByRole('link', { name: 'Enter your email address' })).toBeVisible();
});
