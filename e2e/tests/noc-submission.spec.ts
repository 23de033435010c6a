import type { Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { expectAuditedChanges } from './audit-trail';
import { expectAccessible, openDashboardTask, returnNotificationForChanges, signedInPage } from './support';

/*
 * The notification of compliance leaving its submitter (task-forms §1.5, §1.7), on demo notifications
 * (apps/server/src/seed/demo-notifications.ts) no other journey reads. sign-in.spec.ts counts Olivia's tasks
 * (one awaiting review, eleven to submit) and may run after this file on the same server: each journey
 * leaves that count as it found it.
 */
const OLIVIA = 'operator@example.com';
const ROSA = 'restricted.operator@example.com';
const SUBMIT_TASK = 'Submit Phase 3 notification';
const REVIEW_TASK = 'Review Phase 3 notification';
const WAIT_TASK = 'Awaiting external review of Phase 3 notification';

/** With SCREENSHOTS_DIR set, each page is photographed at a desktop's and a phone's width, for people to look at. */
async function photograph(page: Page, name: string): Promise<void> {
  const folder = process.env.SCREENSHOTS_DIR;
  if (!folder) return;
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: `${folder}/noc-${name}-${width}.png`, fullPage: true });
  }
}

async function checkPage(page: Page, name: string): Promise<void> {
  await expectAccessible(page);
  await photograph(page, name);
}

/** A task list row: the section's name and its status. */
function section(page: Page, name: string): Locator {
  return page.locator('.govuk-task-list__item').filter({ hasText: name });
}

test('a reviewer changes a sent notification and returns it; its submitter submits it, and sends it for review again once the regulator returns it', async ({
  browser,
}) => {
  test.slow();
  // Demo Organisation Ltd's notification is with Rosa (the account's Restricted user) for review, complete
  // but for its energy savings opportunities.
  const account = 'Demo Organisation Ltd';
  const olivia = await signedInPage(browser, OLIVIA, '/dashboard');
  await openDashboardTask(olivia, account, WAIT_TASK);
  await expect(olivia.getByText('Waiting for review. You cannot make any changes.')).toBeVisible();
  await expect(olivia.getByRole('button', { name: 'Submit to regulator' })).toHaveCount(0);
  await expect(olivia.locator('.govuk-task-list__item')).toHaveCount(0);
  await checkPage(olivia, 'waiting-for-review');

  // The reviewer's task: the same sections, no sending or submitting, only returning.
  const rosa = await signedInPage(browser, ROSA, '/dashboard');
  await openDashboardTask(rosa, account, REVIEW_TASK);
  await expect(rosa.getByRole('button', { name: 'Return this notification' })).toBeVisible();
  await expect(rosa.getByRole('button', { name: 'Submit to regulator' })).toHaveCount(0);
  await expect(rosa.getByRole('button', { name: 'Send for review' })).toHaveCount(0);
  await expect(section(rosa, 'Energy consumption')).toContainText('Completed');
  await expect(section(rosa, 'Energy savings opportunities')).toContainText('In progress');
  await checkPage(rosa, 'review-task-list');

  // She raises the total annual reduction and completes the section Olivia left in progress.
  await rosa.getByRole('link', { name: 'Energy savings opportunities' }).click();
  await expect(rosa.getByRole('heading', { level: 1, name: 'Check your answers' })).toBeVisible();
  await checkPage(rosa, 'review-opportunities-summary');
  await rosa.getByRole('link', { name: /Change.*the total annual reduction/ }).click();
  const consumption = rosa.getByLabel('Potential reduction in energy consumption');
  await expect(consumption).toHaveValue('50000');
  await checkPage(rosa, 'review-opportunities-total');
  await consumption.fill('64000');
  await rosa.getByRole('button', { name: 'Save and continue' }).click();
  await expect(rosa.getByRole('heading', { level: 1, name: 'Check your answers' })).toBeVisible();
  await expect(rosa.getByText('64,000 kWh')).toBeVisible();
  await rosa.getByRole('button', { name: 'Confirm and continue' }).click();
  await expect(rosa.getByRole('heading', { level: 1, name: REVIEW_TASK })).toBeVisible();
  await expect(section(rosa, 'Energy savings opportunities')).toContainText('Completed');

  await rosa.getByRole('button', { name: 'Return this notification' }).click();
  await expect(
    rosa.getByRole('heading', { level: 1, name: 'Are you sure you want to return the notification?' }),
  ).toBeVisible();
  await checkPage(rosa, 'return-confirm');
  await rosa.getByRole('button', { name: 'Confirm and save' }).click();
  await expect(rosa.getByRole('heading', { level: 1, name: 'Notification has been returned' })).toBeVisible();
  await expect(rosa.getByText(/Your reference is NOC\d+-P3/)).toBeVisible();
  await checkPage(rosa, 'returned');
  await rosa.getByRole('link', { name: 'Return to dashboard' }).click();
  await expect(rosa.getByRole('link', { name: REVIEW_TASK })).toHaveCount(0);

  // Olivia has her task back, with Rosa's change, and the timeline says who returned it.
  await openDashboardTask(olivia, account, SUBMIT_TASK);
  await expect(section(olivia, 'Energy savings opportunities')).toContainText('Completed');
  await expect(
    olivia.getByRole('heading', { name: 'Notification returned by Rosa Restricted' }),
  ).toBeVisible();
  await checkPage(olivia, 'returned-task-list');
  await olivia.getByRole('link', { name: 'Energy savings opportunities' }).click();
  await expect(olivia.getByText('64,000 kWh')).toBeVisible();
  await olivia.getByRole('link', { name: `Return to: ${SUBMIT_TASK}` }).click();

  // Every section is completed now, Rosa's too: she submits it.
  await expect(olivia.getByRole('heading', { level: 1, name: SUBMIT_TASK })).toBeVisible();
  await expect(olivia.locator('.govuk-task-list__status').filter({ hasNotText: 'Completed' })).toHaveCount(0);
  await olivia.getByRole('button', { name: 'Submit to regulator' }).click();
  await expect(olivia.getByRole('heading', { level: 1, name: 'Submit to regulator' })).toBeVisible();
  await checkPage(olivia, 'returned-submit');
  await olivia.getByRole('button', { name: 'Confirm and send' }).click();
  await expect(
    olivia.getByRole('heading', { level: 1, name: 'Notification sent to regulator' }),
  ).toBeVisible();
  const reference = /Your reference is (NOC(\d+)-P3)/.exec(
    (await olivia.locator('.govuk-panel').textContent()) ?? '',
  );
  expect(reference, 'the confirmation panel gives the reference').toBeTruthy();
  await checkPage(olivia, 'returned-submitted');

  // The regulator returns it for changes, so that Olivia can send it to Rosa again as the demo data has it.
  await returnNotificationForChanges(
    browser,
    `/accounts/${Number(reference?.[2])}/workflows/${reference?.[1]}`,
  );
  // (Her dashboard loaded afresh: the one the application kept lists the task she has just submitted.)
  await openDashboardTask(olivia, account, SUBMIT_TASK);

  // She sends it to Rosa again: a colleague must be chosen first.
  await olivia.getByRole('button', { name: 'Send for review' }).click();
  await expect(olivia.getByRole('heading', { level: 1, name: 'Send notification for review' })).toBeVisible();
  await olivia.getByRole('button', { name: 'Confirm and send' }).click();
  await expect(olivia.getByRole('alert')).toContainText('Select a user');
  await expect(olivia).toHaveTitle(/^Error: /);
  await checkPage(olivia, 'send-for-review-error');
  await olivia
    .getByLabel('Select a user to edit notification details')
    .selectOption({ label: 'Rosa Restricted' });
  await olivia.getByRole('button', { name: 'Confirm and send' }).click();
  await expect(
    olivia.getByRole('heading', { level: 1, name: 'The notification has been sent to Rosa Restricted' }),
  ).toBeVisible();
  await checkPage(olivia, 'sent-for-review');
  await olivia.getByRole('link', { name: 'Return to dashboard' }).click();
  await expect(
    olivia.getByRole('row').filter({ hasText: account }).getByRole('link', { name: WAIT_TASK }),
  ).toBeVisible();
});

test('the operator submits a complete notification and reads it on its timeline', async ({ browser }) => {
  test.slow();
  // Complete and ready to submit (category B, partial energy assessments).
  const account = 'Demo Subsidiary 09 Ltd';
  const olivia = await signedInPage(browser, OLIVIA, '/dashboard');
  await openDashboardTask(olivia, account, SUBMIT_TASK);
  const taskPath = new URL(olivia.url()).pathname;
  const statuses = olivia.locator('.govuk-task-list__status');
  await expect(statuses.first()).toHaveText('Completed');
  expect(new Set(await statuses.allInnerTexts())).toEqual(new Set(['Completed']));
  await checkPage(olivia, 'ready-task-list');

  await olivia.getByRole('button', { name: 'Submit to regulator' }).click();
  await expect(olivia.getByRole('heading', { level: 1, name: 'Submit to regulator' })).toBeVisible();
  await expect(olivia.getByText('Your notification will be sent directly to your regulator.')).toBeVisible();
  await checkPage(olivia, 'submit');
  await olivia.getByRole('button', { name: 'Confirm and send' }).click();
  await expect(
    olivia.getByRole('heading', { level: 1, name: 'Notification sent to regulator' }),
  ).toBeVisible();
  const reference = /Your reference is (NOC\d+-P3)/.exec(
    (await olivia.locator('.govuk-panel').textContent()) ?? '',
  )?.[1];
  expect(reference).toBeTruthy();
  await expect(
    olivia.getByText(
      'The notification has been sent to the Environment Agency. Contact your regulator if you need to make any updates to the notification.',
    ),
  ).toBeVisible();
  await checkPage(olivia, 'submitted');
  await olivia.getByRole('link', { name: 'Return to dashboard' }).click();
  await expect(olivia.getByRole('row').filter({ hasText: account })).toHaveCount(0);

  // The task's own address, from a bookmark: it says the task is done and leads to the report (issue 39).
  await olivia.goto(taskPath);
  await expect(olivia).toHaveURL(/\/tasks\/\d+\/completed$/);
  await expect(olivia.getByRole('heading', { level: 1, name: 'This task has been completed' })).toBeVisible();
  await checkPage(olivia, 'task-completed');
  await olivia.getByRole('link', { name: `Go to the report ${reference}` }).click();
  await expect(olivia).toHaveURL(new RegExp(`/phases/${reference}$`));
  await expect(olivia.getByRole('heading', { level: 1, name: 'Page not found' })).toHaveCount(0);

  // The account's notification workflow: completed, its submission on the timeline, read-only.
  await olivia.getByRole('link', { name: 'Accounts', exact: true }).first().click();
  await olivia.getByLabel('Search by organisation ID, registration number or name').fill(account);
  await olivia.getByRole('button', { name: 'Search' }).click();
  await olivia.getByRole('link', { name: account }).click();
  await olivia.getByRole('tab', { name: 'Phases' }).click();
  await olivia
    .getByRole('tabpanel')
    .getByRole('link', { name: /notification of compliance/i })
    .click();
  await expect(olivia.getByText(reference ?? '', { exact: true })).toBeVisible();
  const workflow = olivia.url();
  const submitted = olivia.getByRole('tabpanel').getByText(/^Notification submitted by Olivia Operator/);
  // Newest first: this submission (a journey run again on the same server finds its earlier one below).
  await expect(submitted.first()).toBeVisible();
  await checkPage(olivia, 'workflow');
  await olivia
    .getByRole('tabpanel')
    .getByRole('link', { name: /View details/ })
    .first()
    .click();
  await expect(olivia.getByRole('heading', { level: 1, name: 'Notification submitted' })).toBeVisible();
  await expect(olivia.locator('#main-content h2').first()).toHaveText('Reporting obligation');
  await expect(olivia.locator('#main-content').getByRole('link', { name: /Change/ })).toHaveCount(0);
  await checkPage(olivia, 'submitted-view');

  // The regulator returns it for changes, so Olivia's list of tasks is as long as the demo data made it.
  const regulator = await returnNotificationForChanges(browser, new URL(workflow).pathname);
  // The reason stays on the workflow's timeline, under the return (issue 39).
  await regulator.goto(new URL(workflow).pathname);
  await expect(regulator.getByText('Reason: Please check the figures and send it again.')).toBeVisible();
  await checkPage(regulator, 'workflow-returned');
  // The account's audit history has the submission and the return, each by its maker.
  const accountId = Number(/\/accounts\/(\d+)\//.exec(new URL(workflow).pathname)?.[1]);
  await expectAuditedChanges(regulator, accountId, [
    { what: 'Submitted notification of compliance added', who: 'Olivia Operator', detail: reference ?? '' },
    { what: 'Timeline entry added', who: 'Olivia Operator', detail: 'APPLICATION_SUBMITTED' },
    { what: 'Timeline entry added', who: 'Rita Regulator', detail: 'RE_INITIATED' },
  ]);
});
