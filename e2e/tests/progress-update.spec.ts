import type { Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { expectAuditedChanges } from './audit-trail';
import { expectAccessible, signIn, keptSignedInPage } from './support';

// A demo account whose action plan was submitted and whose progress update 1 has not been started
// (apps/server/src/seed/demo-reports.ts), which no other journey uses. Its plan has two measures: LED
// lighting, done before the plan was sent, and electric vans, planned for after it.
const ACCOUNT = 'Demo Subsidiary 10 Ltd';
const TASK = 'Submit Phase 3 Progress Update 1';
const PERIOD_2024 = 'between 6 December 2024 and 5 December 2025';

const saveAndContinue = (page: Page) => page.getByRole('button', { name: 'Save and continue' }).click();

/** A task list row: the section's name and its status. */
function section(page: Page, name: string): Locator {
  return page.locator('.govuk-task-list__item').filter({ hasText: name });
}

/** Waits for the page's main heading, then scans the page. */
async function onPage(page: Page, heading: string): Promise<void> {
  await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
  await expectAccessible(page);
}

/** A yes/no question on a measure's page, by the words of its legend. */
async function answer(page: Page, legend: string | RegExp, choice: 'Yes' | 'No'): Promise<void> {
  await page.getByRole('group', { name: legend }).getByLabel(choice, { exact: true }).check();
}

/** From the accounts list to the account's 'Start a new task' page, then starting the progress update. */
async function startProgressUpdate(page: Page): Promise<void> {
  await page.getByRole('link', { name: 'Accounts', exact: true }).first().click();
  await onPage(page, 'Accounts');
  await page.getByLabel('Search by organisation ID, registration number or name').fill(ACCOUNT);
  await page.getByRole('button', { name: 'Search' }).click();
  await page.getByRole('link', { name: ACCOUNT }).click();
  await onPage(page, ACCOUNT);
  await page.getByRole('link', { name: 'Start a new task' }).click();
  await expect(page).toHaveURL(/\/accounts\/\d+\/process-actions$/);
  await onPage(page, 'Start a new task');
  const card = page.getByRole('region', { name: 'Phase 3 progress update 1' });
  await card.getByRole('button', { name: 'Start Phase 3 progress update 1' }).click();
  await expect(page).toHaveURL(/\/tasks\/\d+$/);
}

test('the operator starts progress update 1, updates the action plan measures, adds one and sends it', async ({
  page,
  browser,
}) => {
  // Every page is scanned: longer than most journeys.
  test.slow();
  await signIn(page, 'operator@example.com');
  await startProgressUpdate(page);

  // The new task: the measures come first, the confirmation waits for them.
  await onPage(page, TASK);
  await expect(section(page, 'Update for energy efficiency measures')).toContainText('Not started');
  await expect(section(page, 'Responsible officer confirmation')).toContainText('Cannot start yet');
  await expect(page.getByRole('button', { name: 'Submit to regulator' })).toHaveCount(0);
  await expect(page.getByTestId('submit-not-ready')).toContainText(
    'You cannot submit to the regulator yet: complete 2 sections.',
  );

  // The LED lighting, implemented before the plan was sent: a reduction is reported. Unanswered first.
  await page.getByRole('link', { name: 'Update for energy efficiency measures' }).click();
  await expect(page).toHaveURL(/\/update-for-energy-efficiency-measures\/measure-1$/);
  await expect(page.getByText('LED lighting in every depot: information from the action plan')).toBeVisible();
  await saveAndContinue(page);
  const problems = page.getByRole('alert');
  await expect(problems).toContainText(
    `Select yes if you want to report energy consumption reduction ${PERIOD_2024}`,
  );
  await expect(page).toHaveTitle(/^Error: /);
  await onPage(page, 'Update for energy efficiency measure');
  await answer(page, /for the period between 6 December 2024/, 'Yes');
  await page.getByLabel(`Reduction in energy consumption ${PERIOD_2024}`).fill('95000');
  await answer(page, /between 6 December 2023 and 5 December 2024\?$/, 'No');
  await page.getByLabel('an energy audit', { exact: true }).check();
  await expectAccessible(page);
  await saveAndContinue(page);

  // The electric vans, planned for after the plan: not implemented.
  await expect(page).toHaveURL(/\/measure-2$/);
  await expect(page.getByText('Electric delivery vans: information from the action plan')).toBeVisible();
  await onPage(page, 'Update for energy efficiency measure');
  await answer(page, 'Has the measure been implemented?', 'No');
  await page.getByLabel('Provide context (optional)').fill('The vans are on order for spring 2027.');
  await saveAndContinue(page);

  // A measure that was not in the plan.
  await expect(page).toHaveURL(/\/new-measures$/);
  await onPage(page, 'New measures');
  await expect(page.getByText('No new measures have been added.')).toBeVisible();
  await page.getByRole('button', { name: 'Add an energy efficiency measure' }).click();
  await onPage(page, 'Add an energy efficiency measure');
  await page.getByLabel('Enter a name for this measure').fill('Solar panels on the warehouse roof');
  await page.getByLabel('Streamlined Energy and Carbon Reporting (SECR)').check();
  await page.getByLabel(`Reduction in energy consumption ${PERIOD_2024}`).fill('20000');
  await page.getByLabel('an energy audit', { exact: true }).check();
  await saveAndContinue(page);
  await expect(page).toHaveURL(/\/new-measures$/);
  await expect(page.getByRole('heading', { name: 'Solar panels on the warehouse roof' })).toBeVisible();
  await expectAccessible(page);
  await saveAndContinue(page);

  // Check your answers: both plan measures and the new one.
  await expect(page).toHaveURL(/\/update-for-energy-efficiency-measures\/summary$/);
  await onPage(page, 'Check your answers');
  const led = page.locator('.govuk-summary-card').filter({ hasText: 'LED lighting in every depot' });
  await expect(led).toContainText('95,000 kWh');
  const vans = page.locator('.govuk-summary-card').filter({ hasText: 'Electric delivery vans' });
  await expect(vans.getByRole('definition').first()).toHaveText('No');
  await expect(vans).toContainText('The vans are on order for spring 2027.');
  await expect(
    page.locator('.govuk-summary-card').filter({ hasText: 'Solar panels on the warehouse roof' }),
  ).toContainText('20,000 kWh');
  await page.getByRole('button', { name: 'Confirm and complete' }).click();

  // The responsible officer's confirmation: refused unticked.
  await onPage(page, TASK);
  await expect(section(page, 'Update for energy efficiency measures')).toContainText('Completed');
  await expect(section(page, 'Responsible officer confirmation')).toContainText('Not started');
  await page.getByRole('link', { name: 'Responsible officer confirmation' }).click();
  await onPage(page, 'Responsible officer review');
  // No answer used "some other method": only the first statement is asked.
  await expect(page.getByRole('checkbox')).toHaveCount(1);
  // The regulation the statement names, in a new tab so the ticks are kept (issue 39).
  await expect(page.getByRole('link', { name: 'Read regulation 34B (opens in new tab)' })).toHaveAttribute(
    'target',
    '_blank',
  );
  await saveAndContinue(page);
  await expect(page.getByRole('alert')).toContainText('You must confirm all of these statements are true.');
  await onPage(page, 'Responsible officer review');
  await page.getByRole('checkbox').check();
  await saveAndContinue(page);
  await onPage(page, 'Check your answers');
  await page.getByRole('button', { name: 'Confirm and complete' }).click();

  // Submit.
  await onPage(page, TASK);
  await expect(section(page, 'Responsible officer confirmation')).toContainText('Completed');
  await page.getByRole('button', { name: 'Submit to regulator' }).click();
  await onPage(page, 'Submit to regulator');
  await page.getByRole('button', { name: 'Confirm and send' }).click();
  await onPage(page, 'Progress Update 1 sent to regulator');
  const referenceText = page.getByText(/Your reference is PU1\d+-P3/);
  await expect(referenceText).toBeVisible();
  const reference = /PU1\d+-P3/.exec((await referenceText.textContent()) ?? '')?.[0] ?? '';
  await expect(page.getByText('The progress update has been sent to the Environment Agency.')).toBeVisible();

  // Sent: the task has left the dashboard (newest first, where a task started today would be at the top).
  await page.getByRole('link', { name: 'Return to dashboard' }).click();
  await expect(page).toHaveURL(/\/dashboard/);
  await expect(page.getByRole('table')).toBeVisible();
  await expect(page.getByRole('row').filter({ hasText: ACCOUNT }).filter({ hasText: TASK })).toHaveCount(0);
  await expectAccessible(page);

  // The account's audit history has the update Olivia started, submitted and so completed.
  const accountId = Number(/PU1(\d+)-P3/.exec(reference)?.[1]);
  const regulator = await keptSignedInPage(
    browser,
    'regulator@example.gov.uk',
    `/accounts/${accountId}/audit`,
  );
  await expectAuditedChanges(regulator, accountId, [
    { what: 'Workflow added', who: 'Olivia Operator', detail: 'type: PROGRESS_UPDATE_1_P3' },
    { what: 'Submitted progress update 1 added', who: 'Olivia Operator', detail: reference },
    { what: 'Workflow changed', who: 'Olivia Operator', detail: 'IN_PROGRESS → COMPLETED' },
  ]);
});
