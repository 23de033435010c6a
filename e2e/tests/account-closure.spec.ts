import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { expectAuditedChanges } from './audit-trail';
import { expectAccessible, signedInPage, signIn } from './support';

// A LIVE demo account no other journey uses: closing it ends its workflows for good. It has no notification
// of compliance (apps/server/src/seed/demo-data.ts), so its Advanced user may start one.
const ACCOUNT = 'Demo Subsidiary 13 Ltd';
const NOC_TASK = 'Submit Phase 3 notification';
const REASON = 'The company was dissolved at Companies House on 1 October 2026.';

async function openAccount(page: Page): Promise<void> {
  await page.getByRole('link', { name: 'Accounts', exact: true }).first().click();
  await page.getByLabel('Search by organisation ID, registration number or name').fill(ACCOUNT);
  await page.getByRole('button', { name: 'Search' }).click();
  await page.getByRole('link', { name: ACCOUNT }).click();
  await expect(page.getByRole('heading', { level: 1, name: new RegExp(ACCOUNT) })).toBeVisible();
  await expectAccessible(page);
}

async function startClosure(page: Page): Promise<void> {
  await page.getByRole('link', { name: 'Start a new task' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Start a new task' })).toBeVisible();
  const card = page.getByRole('region', { name: 'Close account' });
  await expect(card.getByRole('heading', { name: 'About' })).toBeVisible();
  await expectAccessible(page);
  await card.getByRole('button', { name: 'Start account closure' }).click();
  await expect(page).toHaveURL(/\/tasks\/\d+$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Close account' })).toBeVisible();
  await expect(
    page.getByText('If you close the account all active tasks and workflows will be terminated.'),
  ).toBeVisible();
  await expectAccessible(page);
}

test('the operator starts a notification of compliance; a regulator cancels one account closure, then closes the account, ending it, and the operator is told why', async ({
  page,
  browser,
}) => {
  await signIn(page, 'regulator@example.gov.uk');
  await openAccount(page);

  // "Start a new task" offers the operator the notification of compliance the server allows, and starts it.
  const operator = await signedInPage(browser, 'operator@example.com', new URL(page.url()).pathname);
  await expect(operator.getByRole('heading', { level: 1, name: new RegExp(ACCOUNT) })).toBeVisible();
  await expectAccessible(operator);
  await operator.getByRole('link', { name: 'Start a new task' }).click();
  await expect(operator.getByRole('heading', { level: 1, name: 'Start a new task' })).toBeVisible();
  const start = operator
    .getByRole('region', { name: 'Phase 3 notification of compliance' })
    .getByRole('button', { name: 'Start Phase 3 notification of compliance' });
  await expect(start).toBeVisible();
  await expectAccessible(operator);
  await start.click();
  await expect(operator).toHaveURL(/\/tasks\/\d+$/);
  await expect(operator.getByRole('heading', { level: 1, name: NOC_TASK })).toBeVisible();
  await expect(
    operator.locator('.govuk-task-list__item').filter({ hasText: 'Reporting obligation' }),
  ).toContainText('Not started');
  await expectAccessible(operator);

  await startClosure(page);

  // Cancelled once: the account stays as it was.
  const cancelledTask = page.url();
  await page.getByRole('link', { name: 'Cancel task' }).click();
  await expect(
    page.getByRole('heading', { name: 'Are you sure you want to cancel this task?' }),
  ).toBeVisible();
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Yes, cancel this task' }).click();
  await expect(page.getByRole('heading', { name: 'Task cancelled' })).toBeVisible();
  await expectAccessible(page);

  // An old link to the cancelled task says so instead of going silently to the dashboard.
  await page.goto(cancelledTask);
  await expect(page).toHaveURL(/\/tasks\/\d+\/completed$/);
  await expect(page.getByRole('heading', { level: 1, name: 'This task has been completed' })).toBeVisible();
  await expectAccessible(page);
  await page.getByRole('link', { name: 'Go to your organisation accounts' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Accounts' })).toBeVisible();

  await openAccount(page);
  await expect(page.getByRole('heading', { level: 1, name: new RegExp(ACCOUNT) })).toContainText('Live');
  await startClosure(page);

  const notes = page.getByRole('link', { name: 'Notes page (opens in new tab)' });
  await expect(notes).toHaveAttribute('target', '_blank');
  await expect(notes).toHaveAttribute('href', /\/accounts\/\d+#notes$/);

  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByRole('alert')).toContainText('Enter a reason for closing the account');
  await expect(page).toHaveTitle(/^Error: /);
  await expectAccessible(page);

  await page.getByLabel('Reason for closing this account').fill(REASON);
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page).toHaveURL(/\/tasks\/\d+\/account-closure\/submit$/);
  await expect(
    page.getByRole('heading', { level: 1, name: 'Are you sure you want to close this account?' }),
  ).toBeVisible();
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Yes, close this account' }).click();

  await expect(page).toHaveURL(/\/tasks\/\d+\/account-closure\/confirmation$/);
  await expect(
    page.getByRole('heading', { name: /^The organisation account ORG\d+ is permanently closed$/ }),
  ).toBeVisible();
  await expect(page.getByText('The account has been permanently closed.')).toBeVisible();
  await expectAccessible(page);

  await page.getByRole('link', { name: 'Return to the account' }).click();
  await expect(page.getByRole('heading', { level: 1, name: new RegExp(ACCOUNT) })).toContainText('Closed');
  await expect(page.getByRole('link', { name: 'Start a new task' })).toHaveCount(0);
  await expectAccessible(page);

  // The closure ended the notification: its task is gone (and with it the task it added to the operator's list).
  await operator.reload();
  await expect(operator).toHaveURL(/\/tasks\/\d+\/completed$/);

  const response = await page.request.get(
    `/dev/mailbox.json?to=${encodeURIComponent('operator@example.com')}`,
  );
  const { messages } = (await response.json()) as { messages: { subject: string; body: string }[] };
  const closed = messages.find((message) => message.body.includes(ACCOUNT));
  expect(closed?.subject).toMatch(/^Your organisation account has been closed/);
  expect(closed?.body).toContain(REASON);

  // The account's audit history has the cancelled closure and the closure by Rita, which ended the notification.
  const accountId = Number(/\/accounts\/(\d+)/.exec(new URL(page.url()).pathname)?.[1]);
  await page.getByRole('link', { name: 'Audit history' }).click();
  await expectAuditedChanges(page, accountId, [
    { what: 'Organisation account changed', who: 'Rita Regulator', detail: 'LIVE → CLOSED' },
    { what: 'Timeline entry added', who: 'Rita Regulator', detail: 'ACCOUNT_CLOSURE_APPLICATION_SUBMITTED' },
    { what: 'Workflow changed', who: 'Rita Regulator', detail: 'IN_PROGRESS → TERMINATED' },
    { what: 'Timeline entry added', who: 'Rita Regulator', detail: 'ACCOUNT_CLOSURE_APPLICATION_CANCELLED' },
  ]);
});
