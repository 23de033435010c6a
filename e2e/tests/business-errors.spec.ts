import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { expectAuditedChanges } from './audit-trail';
import { expectAccessible, signedInPage } from './support';

/*
 * The business error page (web-screens "Errors", issue 19): what the service shows when someone else acted
 * meanwhile. second.applicant@example.com applies with Highland Heat Ltd's number (a Companies House fixture),
 * sees it waiting on their landing page, and has a second application with the same number refused while the
 * first waits (ACCOUNT1001), the answers kept. The regulator, signed in twice, works on the review
 * task in one window while the other releases it (REQUEST_TASK_ACTION1001), then approves it (NOTFOUND1001:
 * the task is gone). The number now belongs to a live account, so the second application is refused
 * (ACCOUNT1001). Each goes to /error/business with a way back.
 */
test.describe.configure({ mode: 'serial' });

const APPLICANT = 'second.applicant@example.com';
const REGULATOR = 'regulator@example.gov.uk';
const COMPANY = 'Highland Heat Ltd';
const TASK = 'Review organisation account application';

/** Fills the application for the fixture company, in England (Rita's authority), up to Check your answers. */
async function applyUpToCheckAnswers(page: Page): Promise<void> {
  await page.goto('/accounts/new');
  await page.getByLabel('Yes', { exact: true }).check();
  await page.getByRole('textbox', { name: 'Company registration number' }).fill('SC765432');
  const continueButton = page.getByRole('button', { name: 'Continue' });
  await continueButton.click();
  await expect(page.getByLabel('Organisation name')).toHaveValue(COMPANY);
  await continueButton.click();
  await page.getByLabel('England').check();
  await continueButton.click();
  await expect(page.getByRole('heading', { name: 'Check your answers' })).toBeVisible();
}

/** Assigns the review task to Rita Regulator from its page and comes back to the task. */
async function takeTask(page: Page, taskUrl: string): Promise<void> {
  await page.goto(taskUrl);
  await page.getByRole('link', { name: 'Reassign task' }).click();
  await page.getByLabel('Rita Regulator').check();
  await page.getByRole('button', { name: 'Submit' }).click();
  await page.getByRole('link', { name: 'Go to the task' }).click();
  await expect(page.getByRole('heading', { name: TASK })).toBeVisible();
}

async function approve(page: Page): Promise<void> {
  await page.getByLabel('Approve', { exact: true }).check();
  await page.getByLabel('Reason for acceptance').fill('Checked at Companies House');
  await page.getByRole('button', { name: 'Submit' }).click();
}

test('a task changed by someone else, and a number taken meanwhile, go to the business error page', async ({
  browser,
}) => {
  // The applicant applies; their landing page then shows the application waiting for review.
  const applicant = await signedInPage(browser, APPLICANT);
  await applyUpToCheckAnswers(applicant);
  await applicant.getByRole('button', { name: 'Submit' }).click();
  await expect(applicant.getByRole('heading', { name: 'Application received' })).toBeVisible();
  await applicant.goto('/landing');
  await expect(
    applicant.getByRole('heading', { name: 'Your application is waiting for review' }),
  ).toBeVisible();
  await expect(applicant.getByRole('heading', { level: 3, name: COMPANY })).toBeVisible();
  await expectAccessible(applicant);
  // A second application for the number is refused while the first waits for review, its answers kept.
  await applyUpToCheckAnswers(applicant);
  await applicant.getByRole('button', { name: 'Submit' }).click();
  await expect(applicant).toHaveURL(/\/error\/business$/);
  await expect(applicant.getByRole('heading', { level: 1 })).toHaveText(
    'An organisation account already exists with the same registration number',
  );
  await expect(applicant.getByText(/waiting for the regulator's review/)).toBeVisible();
  await applicant.getByRole('link', { name: 'Return to: Check your answers' }).click();
  await expect(applicant.getByRole('heading', { name: 'Check your answers' })).toBeVisible();

  // The regulator's first window takes the task and starts deciding it.
  const working = await signedInPage(browser, REGULATOR);
  await working.getByRole('tab', { name: 'Unassigned' }).click();
  await working
    .getByRole('row', { name: new RegExp(COMPANY) })
    .getByRole('link', { name: TASK })
    .click();
  await expect(working.getByRole('heading', { name: TASK })).toBeVisible();
  const taskUrl = working.url();
  await takeTask(working, taskUrl);

  // Meanwhile the second window releases it.
  const other = await signedInPage(browser, REGULATOR, taskUrl);
  await other.getByRole('link', { name: 'Reassign task' }).click();
  await other.getByLabel('Unassigned').check();
  await other.getByRole('button', { name: 'Submit' }).click();
  await expect(other.getByText('The task has been unassigned')).toBeVisible();

  await approve(working);
  await expect(working).toHaveURL(/\/error\/business$/);
  await expect(working.getByRole('heading', { level: 1 })).toHaveText(
    'This task is no longer assigned to you',
  );
  await expect(working).toHaveTitle(/ - GOV\.UK$/);
  await expectAccessible(working);
  await working.getByRole('link', { name: 'Return to: Dashboard' }).click();
  await expect(working).toHaveURL(/\/dashboard/);

  // The first window takes it again; the second window completes it first.
  await takeTask(working, taskUrl);
  await other.goto(taskUrl);
  await expect(other.getByRole('heading', { name: TASK })).toBeVisible();
  await approve(other);
  await expect(
    other.getByRole('heading', { name: 'You have approved the organisation account application' }),
  ).toBeVisible();

  await approve(working);
  await expect(working).toHaveURL(/\/error\/business$/);
  await expect(working.getByRole('heading', { level: 1 })).toHaveText(
    'This task has been completed or cancelled',
  );
  await expectAccessible(working);

  // The number now belongs to a live account: the second application is refused, its answers kept.
  await applicant.getByRole('button', { name: 'Submit' }).click();
  await expect(applicant).toHaveURL(/\/error\/business$/);
  await expect(applicant.getByRole('heading', { level: 1 })).toHaveText(
    'An organisation account already exists with the same registration number',
  );
  await expectAccessible(applicant);
  // Reloading keeps the error (it is in the history entry).
  await applicant.reload();
  await expect(applicant.getByRole('heading', { level: 1 })).toHaveText(
    'An organisation account already exists with the same registration number',
  );
  await applicant.getByRole('link', { name: 'Return to: Check your answers' }).click();
  await expect(applicant.getByRole('heading', { name: 'Check your answers' })).toBeVisible();
  await expect(applicant.locator('.govuk-summary-list')).toContainText('SC765432');

  // The new account's audit history has the approval that went through, by Rita.
  await working.goto('/accounts?term=SC765432');
  const accountHref = await working.getByRole('link', { name: COMPANY }).getAttribute('href');
  const accountId = Number(/\/accounts\/(\d+)/.exec(accountHref ?? '')?.[1]);
  await expectAuditedChanges(working, accountId, [
    { what: 'Timeline entry added', who: 'Rita Regulator', detail: 'ORGANISATION_ACCOUNT_OPENING_APPROVED' },
    { what: 'Organisation account changed', who: 'Rita Regulator', detail: 'AWAITING_APPROVAL → LIVE' },
  ]);
});

test('the business error page opened directly says there is nothing to show', async ({ page }) => {
  await page.goto('/error/business');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Sorry, there is a problem');
  await expectAccessible(page);
  await page.getByRole('link', { name: 'Return to: Home' }).click();
  await expect(page).toHaveURL(/\/landing$/);
});
