import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { expectAccessible, NARROW, newestMailBody, signIn } from './support';

const ACCOUNT = 'Demo Subsidiary 05 Ltd';
const LIST = '/compliance/accounts?report=ACTION_PLAN_P3&state=NOT_STARTED';

async function screenshots(page: Page, name: string) {
  for (const size of [{ width: 1280, height: 900 }, NARROW]) {
    await page.setViewportSize(size);
    await page.screenshot({
      path: `test-results/compliance-reminders-${name}-${size.width}.png`,
      fullPage: true,
    });
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

test('send a reminder: a regulator chases an action plan from the account list, reads the e-mail, and finds it on the history', async ({
  page,
}) => {
  test.setTimeout(150_000);
  // From the overview's drill-down: the action plans not started.
  await signIn(page, 'regulator@example.gov.uk', LIST);
  await page.getByRole('link', { name: 'Send a reminder' }).click();
  await expect(page).toHaveURL(/\/compliance\/reminders\?report=ACTION_PLAN_P3&state=NOT_STARTED/);
  await expect(page.getByRole('heading', { level: 1, name: 'Send a reminder' })).toBeVisible();
  await expect(page).toHaveTitle(/^Send a reminder/);
  // The list's report is chosen to start with.
  await expect(page.getByLabel('Action plan')).toBeChecked();
  await page.getByLabel(/Only the accounts I select/).check();
  await page.getByLabel(ACCOUNT).check();
  await expectAccessible(page);
  await screenshots(page, 'choose');

  await page.getByRole('button', { name: 'Preview the e-mail' }).click();
  await expect(
    page.getByRole('heading', { level: 1, name: 'Check the reminder before sending it' }),
  ).toBeVisible();
  await expect(page.getByText(`"Submit Phase 3 Action Plan" for ${ACCOUNT}`)).toBeVisible();
  await expect(page.getByText(/It goes to 1 account: 2 people/)).toBeVisible();
  await expectAccessible(page);
  await screenshots(page, 'preview');

  await page.getByRole('button', { name: 'Send the reminder' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Reminder sent' })).toBeVisible();
  await expect(page.getByText('Action plan: sent to 1 account')).toBeVisible();
  await expectAccessible(page);
  await screenshots(page, 'sent');

  // In the primary contact's mailbox.
  const mail = await newestMailBody(page, 'operator@example.com', new RegExp(`Action Plan" for ${ACCOUNT}`));
  expect(mail).toMatch(/Dear Olivia Operator,/);
  expect(mail).toMatch(/has not yet received "Submit Phase 3 Action Plan"/);

  // Back to the list, and the same reminder again today: the account is skipped, and nothing can be sent.
  await page.getByRole('link', { name: 'Back to the account list' }).click();
  await expect(page).toHaveURL(/\/compliance\/accounts\?report=ACTION_PLAN_P3&state=NOT_STARTED/);
  await page.getByRole('link', { name: 'Send a reminder' }).click();
  await page.getByLabel(/Only the accounts I select/).check();
  await page.getByLabel(ACCOUNT).check();
  await page.getByRole('button', { name: 'Preview the e-mail' }).click();
  await expect(
    page.getByRole('heading', { name: 'Already reminded of this report today: 1 account' }),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: 'Send the reminder' })).toHaveCount(0);

  // On the account's audit history.
  await page.getByRole('link', { name: ACCOUNT }).click();
  await expect(page.getByRole('heading', { level: 1, name: new RegExp(ACCOUNT) })).toBeVisible();
  await page.getByRole('link', { name: 'Audit history' }).click();
  const table = page.getByRole('table', { name: 'Changes' });
  await expect(table.getByRole('row').filter({ hasText: 'Reminder about the action plan sent' })).toHaveCount(
    1,
  );
});
