import { expect, test } from './fixtures';
import { expectAccessible, keepProfileLanguage, rememberAuthorisation, signIn } from './support';

// A signed-in person who chose Welsh keeps it in their profile: later journeys of theirs must find English.
test.beforeEach(({ page }) => rememberAuthorisation(page));
test.afterEach(async ({ page }) => keepProfileLanguage(page, 'en'));

// Issue 43: a submitted action plan read in Welsh. Read-only: the demo's submitted plans, changed by no journey.
test('a regulator reads a submitted action plan in Welsh', async ({ page }) => {
  await signIn(page, 'regulator@example.gov.uk', '/submitted-reports?type=ACTION_PLAN_P3');
  await page
    .getByRole('link', { name: /action plan of / })
    .first()
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Action Plan submitted' })).toBeVisible();

  await page.getByRole('link', { name: "Newid yr iaith i'r Gymraeg" }).click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'cy');
  await expect(page.getByRole('heading', { level: 2, name: 'Mesurau effeithlonrwydd ynni' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'Cadarnhad y swyddog cyfrifol' })).toBeVisible();
  await expect(
    page.getByRole('button', { name: "Lawrlwytho PDF o'r cynllun gweithredu a gyflwynwyd" }),
  ).toBeVisible();
  // The page's heading is the workflow kit's (its timeline label): it is Welsh once the page loads in Welsh.
  await page.reload();
  await expect(
    page.getByRole('heading', { level: 1, name: "Cynllun gweithredu wedi'i gyflwyno" }),
  ).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'cy');
  await expectAccessible(page);
});
