import type { Locator, Page, Request } from '@playwright/test';
import { expect, test } from './fixtures';
import { expectAuditedChanges } from './audit-trail';
import { expectAccessible, keptSignedInPage, photograph, signIn } from './support';

// A demo account whose notification of compliance has just been started (apps/server/src/seed/demo-notifications.ts)
// and that no other journey uses.
const ACCOUNT = 'Demo Subsidiary 11 Ltd';
const TASK = 'Submit Phase 3 notification';

async function checkPage(page: Page, name: string): Promise<void> {
  await expectAccessible(page);
  await photograph(page, `noc-${name}`);
}

/** From the dashboard, page by page, to the account's notification task. */
async function openNotificationTask(page: Page): Promise<void> {
  await page.getByRole('link', { name: 'Tasks', exact: true }).first().click();
  await expect(page).toHaveURL(/\/dashboard/);
  for (let pageNumber = 1; pageNumber <= 5; pageNumber += 1) {
    const row = page.getByRole('row').filter({ hasText: ACCOUNT }).filter({ hasText: TASK });
    await expect(page.getByRole('table')).toBeVisible();
    if ((await row.count()) > 0) {
      await row.getByRole('link', { name: TASK }).click();
      break;
    }
    await page.getByRole('link', { name: /Next/ }).click();
  }
  await expect(page).toHaveURL(/\/tasks\/\d+$/);
  await expect(page.getByRole('heading', { level: 1, name: TASK })).toBeVisible();
}

/** A task list row: the section's name and its status. */
function section(page: Page, name: string): Locator {
  return page.locator('.govuk-task-list__item').filter({ hasText: name });
}

/** The API requests the page sends from now until stop() (method and path). */
function apiRequestsDuring(page: Page): { stop: () => string[] } {
  const sent: string[] = [];
  const listen = (request: Request) => {
    const { pathname } = new URL(request.url());
    if (pathname.startsWith('/api/')) sent.push(`${request.method()} ${pathname}`);
  };
  page.on('request', listen);
  return {
    stop: () => {
      page.off('request', listen);
      return sent;
    },
  };
}

const saveAndContinue = (page: Page) => page.getByRole('button', { name: 'Save and continue' }).click();

// What a tab behind the saved notification is told when it saves, word for word
// (apps/web/src/features/notification-of-compliance-p3/task/save.ts).
const STALE_TAB_MESSAGE =
  'This notification has been changed since you opened this page, in another tab or by a colleague. ' +
  'Your answers on this page have not been saved. Open the task again to see the latest answers.';
const AUDITS = 'Energy audits that are compliant with ESOS';
const NOT_COVERED = 'Energy use not covered by any compliance route';

test('the operator fills in the reporting obligation of a notification, leaving and coming back', async ({
  page,
  browser,
}) => {
  // A whole section with an accessibility scan on every page: longer than most journeys.
  test.slow();
  await signIn(page, 'operator@example.com');
  await openNotificationTask(page);

  // Nothing answered: only the reporting obligation is listed, and the notification cannot be submitted.
  await expect(section(page, 'Reporting obligation')).toContainText('Not started');
  await expect(page.locator('.govuk-task-list__item')).toHaveCount(1);
  await expect(page.getByRole('button', { name: 'Submit to regulator' })).toHaveCount(0);
  await expect(page.getByTestId('submit-not-ready')).toContainText(
    'You cannot submit to the regulator yet: complete 1 section.',
  );
  await expect(page.getByRole('button', { name: 'Send for review' })).toBeVisible();
  await expect(page.getByTestId('task-assignee')).toContainText('Olivia Operator');
  await expect(page.getByRole('heading', { name: 'Timeline' })).toBeVisible();
  await checkPage(page, 'task-list-new');

  await page.getByRole('link', { name: 'Reporting obligation' }).click();
  await expect(page).toHaveURL(/\/notification\/reporting-obligation\/qualification-type$/);
  await expect(
    page.getByRole('heading', { level: 1, name: 'Does your organisation qualify for ESOS?' }),
  ).toBeVisible();
  await checkPage(page, 'qualification-type');
  await saveAndContinue(page);
  await expect(page.getByRole('alert')).toContainText('Select an option');
  await expect(page).toHaveTitle(/^Error: /);
  await checkPage(page, 'qualification-type-error');
  await page.getByLabel('Yes, the organisation qualifies for ESOS and will submit a notification').check();
  await saveAndContinue(page);

  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'Select the reason that your organisation, or another organisation in its corporate group, qualifies for ESOS',
  );
  await checkPage(page, 'qualification-reasons');
  await page.getByLabel('The organisation has 250 or more members of staff', { exact: true }).check();
  // One round trip per Continue (issue 36, ADR 46): the save answers the task, so the next page reads nothing.
  const requests = apiRequestsDuring(page);
  await saveAndContinue(page);

  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'Are the organisations in this notification responsible for any energy under ESOS?',
  );
  expect(requests.stop()).toEqual(['POST /api/v1.0/tasks/actions']);
  await checkPage(page, 'energy-responsibility');
  await page.getByLabel('Yes, and at least 40,000 kWh of energy was used in the reference period').check();
  await saveAndContinue(page);

  // Leave half-way: the section is in progress, the others wait for it; coming back resumes at the breakdown.
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'Enter a breakdown of the total energy consumption covered by each compliance route in this notification',
  );
  await page.getByRole('link', { name: `Return to: ${TASK}` }).click();
  await expect(page.getByRole('heading', { level: 1, name: TASK })).toBeVisible();
  await expect(section(page, 'Reporting obligation')).toContainText('In progress');
  await page.getByRole('link', { name: 'Reporting obligation' }).click();
  await expect(page).toHaveURL(/\/reporting-obligation\/compliance-route-distribution$/);
  await checkPage(page, 'compliance-route-distribution');

  await page.getByLabel(AUDITS).fill('90');
  await page.getByLabel(NOT_COVERED).fill('5');
  await expect(page.getByText('Total: 95%')).toBeVisible();
  await saveAndContinue(page);
  await expect(page.getByRole('alert')).toContainText(
    'The sum of the individual percentages should equate to 100 percent',
  );
  await checkPage(page, 'compliance-route-distribution-error');

  // Meanwhile a second tab of hers, on the same page, saves another breakdown: all by energy audits.
  const otherTab = await page.context().newPage();
  await otherTab.goto(page.url());
  await otherTab.getByLabel(AUDITS).fill('100');
  await saveAndContinue(otherTab);
  await expect(otherTab.getByRole('heading', { level: 1, name: 'Check your answers' })).toBeVisible();
  await otherTab.close();

  // This tab is now behind: its Continue is refused and says why, and the page keeps all she typed.
  await page.getByLabel('ISO 50001').fill('5');
  await saveAndContinue(page);
  await expect(page.getByRole('alert')).toContainText(STALE_TAB_MESSAGE);
  await expect(page).toHaveTitle(/^Error: /);
  await expect(page).toHaveURL(/\/compliance-route-distribution$/);
  await expect(page.getByLabel(AUDITS)).toHaveValue('90');
  await expect(page.getByLabel(NOT_COVERED)).toHaveValue('5');
  await expect(page.getByLabel('ISO 50001')).toHaveValue('5');
  await checkPage(page, 'compliance-route-distribution-stale');

  // As it says, she opens the task again (the page asks first: her answers there are not saved), finds the
  // other tab's answers and gives hers again: saved this time.
  await page.getByRole('link', { name: `Return to: ${TASK}` }).click();
  await page
    .getByRole('alertdialog', { name: 'You have unsaved changes' })
    .getByRole('button', { name: 'Leave without saving' })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: TASK })).toBeVisible();
  await page.getByRole('link', { name: 'Reporting obligation' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Check your answers' })).toBeVisible();
  await page.getByRole('link', { name: `Change the percentage for ${AUDITS}` }).click();
  await expect(page.getByLabel(AUDITS)).toHaveValue('100');
  await page.getByLabel(AUDITS).fill('90');
  await page.getByLabel(NOT_COVERED).fill('5');
  await page.getByLabel('ISO 50001').fill('5');
  await saveAndContinue(page);

  await expect(page.getByRole('heading', { level: 1, name: 'Check your answers' })).toBeVisible();
  await expect(page.getByText('Yes, the organisation is responsible for energy')).toBeVisible();
  await checkPage(page, 'reporting-obligation-summary');
  await page.getByRole('button', { name: 'Confirm and continue' }).click();

  // Completed: category C's sections are listed, ready to start.
  await expect(page.getByRole('heading', { level: 1, name: TASK })).toBeVisible();
  await expect(section(page, 'Reporting obligation')).toContainText('Completed');
  await expect(section(page, 'Alternative routes to compliance')).toContainText('Not started');
  await expect(section(page, 'Lead assessor details')).toContainText('Not started');
  await expect(page.getByRole('button', { name: 'Submit to regulator' })).toHaveCount(0);
  await expect(page.getByTestId('submit-not-ready')).toContainText(/complete \d+ sections\./);
  await checkPage(page, 'task-list-category-c');

  // Gone and back: the notification is as it was left, and the completed section opens on its answers.
  await openNotificationTask(page);
  await expect(section(page, 'Reporting obligation')).toContainText('Completed');
  await page.getByRole('link', { name: 'Reporting obligation' }).click();
  await expect(page).toHaveURL(/\/reporting-obligation\/summary$/);
  await expect(page.getByRole('button', { name: 'Confirm and continue' })).toHaveCount(0);
  await expect(page.getByText('90%')).toBeVisible();
  await expectAccessible(page);

  // The account's audit history has Olivia's saves of the section.
  const regulator = await keptSignedInPage(browser, 'regulator@example.gov.uk', `/accounts?term=${ACCOUNT}`);
  await regulator.getByRole('link', { name: ACCOUNT }).click();
  await expect(regulator).toHaveURL(/\/accounts\/\d+$/);
  const accountId = Number(/\/accounts\/(\d+)$/.exec(new URL(regulator.url()).pathname)?.[1]);
  await expectAuditedChanges(regulator, accountId, [
    { what: 'Task changed', who: 'Olivia Operator', detail: 'payload.noc: {} → {"reportingObligation"' },
    { what: 'Task changed', who: 'Olivia Operator', detail: '{"reportingObligation":"COMPLETED"}' },
  ]);
});
