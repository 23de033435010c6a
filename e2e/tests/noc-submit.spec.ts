import { expect, test, type Page } from '@playwright/test';
import { expectAccessible, signIn } from './support';

// The demo notification that is complete and ready to submit (apps/server/src/seed/demo-notifications.ts),
// which no other journey uses.
const ACCOUNT = 'Demo Subsidiary 09 Ltd';
const TASK = 'Submit Phase 3 notification';

/** The dashboard's rows for the account's notification task, over every page of the list. */
async function findTaskRow(page: Page): Promise<boolean> {
  for (let pageNumber = 1; pageNumber <= 5; pageNumber += 1) {
    await expect(page.getByRole('table')).toBeVisible();
    const row = page.getByRole('row').filter({ hasText: ACCOUNT }).filter({ hasText: TASK });
    if ((await row.count()) > 0) return true;
    const next = page.getByRole('link', { name: /Next/ });
    if ((await next.count()) === 0) return false;
    await next.click();
  }
  return false;
}

test('the operator submits a complete notification to the regulator', async ({ page }) => {
  await signIn(page, 'operator@example.com');
  await expect(page).toHaveURL(/\/dashboard/);
  expect(await findTaskRow(page)).toBe(true);
  await page
    .getByRole('row')
    .filter({ hasText: ACCOUNT })
    .filter({ hasText: TASK })
    .getByRole('link', { name: TASK })
    .click();

  await expect(page.getByRole('heading', { level: 1, name: TASK })).toBeVisible();
  // A report's task is due when its window closes: the task says how long is left.
  await expect(page.getByTestId('task-days-remaining')).toContainText(/Days Remaining: (\d+|Overdue)/);
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Submit to regulator' }).click();

  await expect(page.getByRole('heading', { level: 1, name: 'Submit to regulator' })).toBeVisible();
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Confirm and send' }).click();

  await expect(page.getByRole('heading', { level: 1, name: 'Notification sent to regulator' })).toBeVisible();
  await expect(page.locator('main')).toContainText(/Your reference is NOC\d+-P3/);
  await expect(page.locator('main')).toContainText(
    /The notification has been sent to (Environment Agency|Scottish Environment Protection Agency|Natural Resources Wales|Northern Ireland Environment Agency)/,
  );
  await expectAccessible(page);

  // Back on the dashboard, without a reload, the task has gone.
  await page.getByRole('link', { name: 'Return to dashboard' }).click();
  await expect(page).toHaveURL(/\/dashboard/);
  expect(await findTaskRow(page)).toBe(false);
});
