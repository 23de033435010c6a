import { expect, test } from './fixtures';
import { expectAuditedChanges } from './audit-trail';
import { expectAccessible, keptSignedInPage, signIn } from './support';

const RATING_MESSAGES = [
  'Select a rating for user registration',
  'Select a rating for online guidance and communication',
  'Select a rating for claiming an account',
  'Select a rating for on-boarding, identity and security checks',
  'Select a rating for viewing, searching and responding to tasks',
  'Select a rating for overall experience with this service so far',
];

test.describe('feedback survey', () => {
  test('a signed-out visitor sees every missing rating, then sends the survey', async ({ page }) => {
    await page.goto('/feedback');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'Give feedback on Manage your ESOS reporting',
    );
    await expectAccessible(page);

    await page.getByRole('button', { name: 'Send feedback' }).click();
    const summary = page.locator('.govuk-error-summary');
    await expect(summary.getByRole('heading', { name: 'There is a problem' })).toBeVisible();
    await expect(summary).toBeFocused();
    await expect(summary.getByRole('link')).toHaveText(RATING_MESSAGES);
    await expect(page).toHaveTitle(/^Error: /);
    await expectAccessible(page);

    await summary.getByRole('link', { name: 'Select a rating for claiming an account' }).click();
    await expect(page.locator('[id="l.creatingAccountRate"]')).toBeFocused();

    const reason = page.locator('[id="l.userRegistrationRateReason"]');
    await expect(reason).toBeDisabled();
    for (const group of await page.getByRole('group').all()) {
      await group.getByLabel('Satisfied', { exact: true }).check();
    }
    await expect(reason).toBeEnabled();
    await reason.fill('Registration was quick');
    await expect(page.getByText('You have 1178 characters remaining')).toBeVisible();
    await page.getByRole('button', { name: 'Send feedback' }).click();

    await expect(page.getByRole('heading', { level: 1, name: 'Feedback sent' })).toBeVisible();
    await expect(page).not.toHaveTitle(/^Error: /);
    await expectAccessible(page);
  });
});

test.describe('terms and conditions', () => {
  test('a user who has not accepted the latest terms must accept them first', async ({ page, browser }) => {
    await signIn(page, 'terms.pending@example.com');
    await expect(page).toHaveURL(/\/terms-and-conditions$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Terms and conditions');
    await expectAccessible(page);

    // Other signed-in pages lead back to the terms.
    await page.goto('/dashboard');
    await expect(page).toHaveURL(/\/terms-and-conditions$/);

    await page.getByRole('button', { name: 'Accept and continue' }).click();
    const summary = page.locator('.govuk-error-summary');
    await expect(summary.getByRole('link')).toHaveText(['You should accept terms and conditions to proceed']);
    await expect(page.locator('[id="l.accepted-error"]')).toHaveText(
      'Error: You should accept terms and conditions to proceed',
    );
    await expect(page).toHaveTitle(/^Error: Terms and conditions/);
    await expectAccessible(page);

    await page.getByLabel('I have read, understood and accept the terms and conditions').check();
    await page.getByRole('button', { name: 'Accept and continue' }).click();
    await expect(page).toHaveURL(/\/landing$/);
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Tariq');
    await expectAccessible(page);

    // Once accepted, the terms screen is not shown again.
    await page.goto('/terms-and-conditions');
    await expect(page).not.toHaveURL(/\/terms-and-conditions$/);

    const regulator = await keptSignedInPage(browser, 'regulator@example.gov.uk', '/audit-history');
    await expectAuditedChanges(regulator, 'people', [
      { what: 'User changed', who: 'Tariq Terms', about: 'Tariq Terms', detail: 'terms_version' },
    ]);
  });
});
