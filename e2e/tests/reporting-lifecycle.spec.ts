import type { Locator, Page } from '@playwright/test';
import { expect, freshPage, test } from './fixtures';
import { expectAuditedChanges } from './audit-trail';
import { expectAccessible, photograph, signIn, keptSignedInPage } from './support';

// A demo account whose action plan and progress update 1 were submitted (apps/server/src/seed/demo-reports.ts)
// and that no other journey uses: progress update 2 can be started. Progress update 1 reported the plan's LED
// lighting and electric vans and added a building management system upgrade.
const ACCOUNT = 'Demo Subsidiary 03 Ltd';
const TASK = 'Submit Phase 3 Progress Update 2';
const PERIOD_2025 = 'between 6 December 2025 and 5 December 2026';

const saveAndContinue = (page: Page) => page.getByRole('button', { name: 'Save and continue' }).click();

function section(page: Page, name: string): Locator {
  return page.locator('.govuk-task-list__item').filter({ hasText: name });
}

let shot = 0;

/** Waits for the page's main heading, then scans (and, with E2E_SCREENSHOTS, photographs) the page. */
async function onPage(page: Page, heading: string | RegExp): Promise<void> {
  await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
  await expectAccessible(page);
  shot += 1;
  await photograph(page, `reporting-lifecycle-${String(shot).padStart(2, '0')}`);
}

async function answer(page: Page, legend: string | RegExp, choice: 'Yes' | 'No'): Promise<void> {
  await page.getByRole('group', { name: legend }).getByLabel(choice, { exact: true }).check();
}

async function openAccount(page: Page, account: string): Promise<void> {
  await page.getByRole('link', { name: 'Accounts', exact: true }).first().click();
  await page.getByLabel('Search by organisation ID, registration number or name').fill(account);
  await page.getByRole('button', { name: 'Search' }).click();
  await page.getByRole('link', { name: account }).click();
  await expect(page.getByRole('heading', { level: 1, name: account })).toBeVisible();
}

/** From the task list: the responsible officer's statements all ticked and confirmed, then the report sent. */
async function confirmAndSend(page: Page, task: string, sentHeading: string): Promise<void> {
  await page.getByRole('link', { name: 'Responsible officer confirmation' }).click();
  await onPage(page, 'Responsible officer review');
  for (const statement of await page.getByRole('checkbox').all()) await statement.check();
  await saveAndContinue(page);
  await onPage(page, 'Check your answers');
  await page.getByRole('button', { name: 'Confirm and complete' }).click();
  await onPage(page, task);
  await page.getByRole('button', { name: 'Submit to regulator' }).click();
  await onPage(page, 'Submit to regulator');
  await page.getByRole('button', { name: 'Confirm and send' }).click();
  await onPage(page, sentHeading);
}

/** The account's progress update 2 workflow, from its Phases tab. */
async function openWorkflow(page: Page): Promise<void> {
  await openAccount(page, ACCOUNT);
  await page.getByRole('tab', { name: 'Phases' }).click();
  await page
    .getByRole('tabpanel')
    .getByRole('link', { name: /progress update 2/i })
    .click();
}

test('progress update 2: the operator reports on every measure and sends it; the regulator returns it; the operator sends it again', async ({
  page,
  browser,
}) => {
  // Three people's pages, each scanned: longer than most journeys.
  test.slow();
  await signIn(page, 'operator@example.com');
  await openAccount(page, ACCOUNT);
  await page.getByRole('link', { name: 'Start a new task' }).click();
  await onPage(page, 'Start a new task');
  // The reports in the way are said to be submitted, as they are, not "in progress".
  await expect(page.getByRole('region', { name: 'Phase 3 action plan' })).toContainText(
    'A Phase 3 action plan has already been submitted',
  );
  await expect(page.getByRole('region', { name: 'Phase 3 progress update 1' })).toContainText(
    'A Phase 3 progress update 1 has already been submitted',
  );
  await expect(page.locator('#main-content')).not.toContainText('progress update 1 is in progress');
  await expectAccessible(page);
  await photograph(page, 'start-a-new-task');
  const card = page.getByRole('region', { name: 'Phase 3 progress update 2' });
  await card.getByRole('button', { name: 'Start Phase 3 progress update 2' }).click();
  await expect(page).toHaveURL(/\/tasks\/\d+$/);
  await onPage(page, TASK);
  await expect(section(page, 'Update for energy efficiency measures')).toContainText('Not started');
  await expect(section(page, 'Responsible officer confirmation')).toContainText('Cannot start yet');

  // The LED lighting: progress update 1 already said it was implemented, so only the reduction is asked.
  await page.getByRole('link', { name: 'Update for energy efficiency measures' }).click();
  await expect(page).toHaveURL(/\/measure-1$/);
  await expect(page.getByRole('heading', { level: 2, name: 'LED lighting in every depot' })).toBeVisible();
  await saveAndContinue(page);
  await expect(page.getByRole('alert')).toContainText(
    `Select yes if you want to report energy consumption reduction ${PERIOD_2025}`,
  );
  await expect(page).toHaveTitle(/^Error: /);
  await onPage(page, 'Update for energy efficiency measure');
  await answer(page, /for the period between 6 December 2025/, 'Yes');
  await page.getByLabel(`Reduction in energy consumption ${PERIOD_2025}`).fill('110000');
  await page.getByLabel('an energy audit', { exact: true }).check();
  await saveAndContinue(page);

  // The electric vans: nothing to report this year.
  await expect(page).toHaveURL(/\/measure-2$/);
  await expect(page.getByRole('heading', { level: 2, name: 'Electric delivery vans' })).toBeVisible();
  await onPage(page, 'Update for energy efficiency measure');
  await answer(page, /for the period between 6 December 2025/, 'No');
  await page.getByLabel(/Provide context/).fill('Savings are reported with the fleet data.');
  await saveAndContinue(page);

  // The upgrade progress update 1 added.
  await expect(page).toHaveURL(/\/measure-3$/);
  await expect(
    page.getByRole('heading', { level: 2, name: 'Building management system upgrade' }),
  ).toBeVisible();
  await onPage(page, 'Update for energy efficiency measure');
  await answer(page, /for the period between 6 December 2025/, 'Yes');
  await page.getByLabel(`Reduction in energy consumption ${PERIOD_2025}`).fill('14000');
  await page.getByLabel('an energy audit', { exact: true }).check();
  await saveAndContinue(page);

  await expect(page).toHaveURL(/\/new-measures$/);
  await onPage(page, 'New measures');
  await saveAndContinue(page);

  await expect(page).toHaveURL(/\/summary$/);
  await onPage(page, 'Check your answers');
  await expect(
    page.locator('.govuk-summary-card').filter({ hasText: 'LED lighting in every depot' }),
  ).toContainText('110,000 kWh');
  await expect(
    page.locator('.govuk-summary-card').filter({ hasText: 'Electric delivery vans' }),
  ).toContainText('Savings are reported with the fleet data.');
  await page.getByRole('button', { name: 'Confirm and complete' }).click();

  await onPage(page, TASK);
  await expect(section(page, 'Update for energy efficiency measures')).toContainText('Completed');
  await confirmAndSend(page, TASK, 'Progress Update 2 sent to regulator');
  await expect(page.getByText(/Your reference is PU2\d+-P3/)).toBeVisible();

  // The regulator reads it as sent and returns it for changes.
  const regulator = await freshPage(browser);
  await signIn(regulator, 'regulator@example.gov.uk');
  await openWorkflow(regulator);
  await regulator
    .getByRole('tabpanel')
    .getByRole('link', { name: /View details/ })
    .click();
  await expect(regulator.getByRole('heading', { level: 1 })).toContainText(/Progress Update 2/i);
  await expect(regulator.locator('#main-content')).toContainText('110,000 kWh');
  await expect(
    regulator.getByRole('button', { name: 'Download PDF of submitted progress update 2' }),
  ).toBeVisible();
  await expect(regulator.locator('#main-content').getByRole('link', { name: /Change/ })).toHaveCount(0);
  await expectAccessible(regulator);
  await photograph(regulator, 'progress-update-2-submitted-view');
  await regulator.getByRole('link', { name: 'Back', exact: true }).click();
  await regulator.getByRole('link', { name: 'Return to participant for changes' }).click();
  await onPage(regulator, /Are you sure you want to return this progress update 2 for changes\?/i);
  await regulator
    .getByRole('textbox', { name: 'Why are you returning it?' })
    .fill('Add the fleet savings to the measures.');
  await regulator.getByRole('button', { name: 'Yes, re-initiate' }).click();
  await expect(
    regulator.getByRole('heading', { name: /has been returned to the participant/ }),
  ).toBeVisible();
  await expectAccessible(regulator);

  // The operator finds it again with every answer kept, and sends it again.
  await page.getByRole('link', { name: 'Return to dashboard' }).click();
  const row = page.getByRole('row').filter({ hasText: ACCOUNT }).filter({ hasText: TASK });
  await row.getByRole('link', { name: TASK }).click();
  await onPage(page, TASK);
  await expect(section(page, 'Update for energy efficiency measures')).toContainText('Completed');
  await expect(section(page, 'Responsible officer confirmation')).toContainText('Completed');
  await page.getByRole('button', { name: 'Submit to regulator' }).click();
  await onPage(page, 'Submit to regulator');
  await page.getByRole('button', { name: 'Confirm and send' }).click();
  await onPage(page, 'Progress Update 2 sent to regulator');

  // The regulator's timeline tells the whole story, and it can be returned again.
  await regulator.getByRole('link', { name: 'Return to the workflow' }).click();
  const timeline = regulator.getByRole('tabpanel');
  await expect(timeline).toContainText('Progress Update 2 returned for changes');
  await expect(timeline.getByText(/^Progress Update 2 submitted/)).toHaveCount(2);
  await expect(regulator.getByRole('link', { name: 'Return to participant for changes' })).toBeVisible();
  await expectAccessible(regulator);

  // The account's audit history has each step, by whom.
  await regulator
    .getByRole('navigation', { name: 'Breadcrumb' })
    .getByRole('link', { name: ACCOUNT })
    .click();
  await regulator.getByRole('link', { name: 'Audit history' }).click();
  const changes = regulator.getByRole('table', { name: 'Changes' });
  await expect(
    changes.getByRole('row').filter({ hasText: 'Submitted progress update 2' }).first(),
  ).toBeVisible();
  await expect(
    changes.getByRole('row').filter({ hasText: 'Timeline entry added' }).filter({ hasText: 'RE_INITIATED' }),
  ).toHaveCount(1);
  await expect(
    changes
      .getByRole('row')
      .filter({ hasText: 'Timeline entry added' })
      .filter({ hasText: 'Olivia Operator' }),
  ).not.toHaveCount(0);
  await expectAccessible(regulator);
  await photograph(regulator, 'reporting-lifecycle-audit');
});

// Colin's action plan on this account has not been started (demo-reports.ts); no other journey uses it.
const CANCELLED_PLAN_ACCOUNT = 'Demo Subsidiary 02 Ltd';
const PLAN_TASK = 'Submit Phase 3 Action Plan';

test('the operator cancels an action plan task, and its workflow says so', async ({ page, browser }) => {
  await signIn(page, 'colleague.operator@example.com');
  const row = page
    .getByRole('row')
    .filter({ hasText: CANCELLED_PLAN_ACCOUNT })
    .filter({ hasText: PLAN_TASK });
  await row.getByRole('link', { name: PLAN_TASK }).click();
  await onPage(page, PLAN_TASK);
  await page.getByRole('link', { name: 'Cancel task' }).click();
  await onPage(page, 'Are you sure you want to cancel this task?');
  // Changing one's mind leads back to the task untouched.
  await page.getByRole('link', { name: `Return to: ${PLAN_TASK}` }).click();
  await expect(page.getByRole('heading', { level: 1, name: PLAN_TASK })).toBeVisible();
  await page.getByRole('link', { name: 'Cancel task' }).click();
  await page.getByRole('button', { name: 'Yes, cancel this task' }).click();
  await onPage(page, 'Task cancelled');
  await page.getByRole('link', { name: 'Return to dashboard' }).click();
  // The list has loaded: a table, or none when the cancelled task was this user's only one (the journeys before
  // this one in the worker decide which).
  await expect(page.getByRole('table').or(page.getByText('There are no tasks.'))).toBeVisible();
  await expect(
    page.getByRole('row').filter({ hasText: CANCELLED_PLAN_ACCOUNT }).filter({ hasText: PLAN_TASK }),
  ).toHaveCount(0);

  await openAccount(page, CANCELLED_PLAN_ACCOUNT);
  const accountPath = new URL(page.url()).pathname;
  await page.getByRole('tab', { name: 'Phases' }).click();
  await page
    .getByRole('tabpanel')
    .getByRole('link', { name: /action plan/i })
    .click();
  await expect(page.getByRole('tabpanel')).toContainText('Action Plan cancelled');
  await expectAccessible(page);

  // The account's audit history has the cancellation, by Colin.
  const regulator = await keptSignedInPage(browser, 'regulator@example.gov.uk', `${accountPath}/audit`);
  await expectAuditedChanges(regulator, Number(accountPath.split('/').pop()), [
    { what: 'Workflow changed', who: 'Colin Colleague', detail: 'IN_PROGRESS → CANCELLED' },
    { what: 'Timeline entry added', who: 'Colin Colleague', detail: 'ACTION_PLAN_APPLICATION_CANCELLED' },
  ]);
});

// A demo account with no action plan submitted (its notification is part-way through) that no other journey uses:
// only a disaggregated undertaking may start a progress update there.
const DISAGGREGATED = 'Demo Subsidiary 07 Ltd';
const PU1_TASK = 'Submit Phase 3 Progress Update 1';

test('a disaggregated undertaking starts progress update 1, names the group it left and sends it', async ({
  page,
  browser,
}) => {
  test.slow();
  await signIn(page, 'operator@example.com');
  await openAccount(page, DISAGGREGATED);
  const accountPath = new URL(page.url()).pathname;
  await page.getByRole('link', { name: 'Start a new task' }).click();
  await onPage(page, 'Start a new task');
  const card = page.getByRole('region', { name: 'Phase 3 progress update 1' });
  await expect(card.getByRole('button', { name: 'Start Phase 3 progress update 1' })).toHaveCount(0);
  await card
    .getByRole('link', { name: 'I want to start Progress Update 1 as a disaggregated undertaking' })
    .click();
  await onPage(page, 'Disaggregated undertakings');
  await page.getByRole('button', { name: 'Start Progress Update 1' }).click();
  await expect(page).toHaveURL(/\/tasks\/\d+$/);
  await onPage(page, PU1_TASK);
  await expect(section(page, 'Group change')).toContainText('Not started');

  // The group it left may not be this account: refused by name, then accepted with another.
  await page.getByRole('link', { name: 'Group change' }).click();
  await onPage(page, 'Change of group information');
  await page.getByLabel('Name of the other responsible undertaking (optional)').fill(DISAGGREGATED);
  await saveAndContinue(page);
  await expect(page.getByRole('alert')).toContainText('The name must be different from the current account');
  await onPage(page, 'Change of group information');
  await page.getByLabel('Name of the other responsible undertaking (optional)').fill('Northern Holdings plc');
  await page
    .getByLabel('Company registration number of the other responsible undertaking (optional)')
    .fill('01234567');
  await saveAndContinue(page);
  await onPage(page, 'Check your answers');
  await expect(page.locator('#main-content')).toContainText('Northern Holdings plc');
  await page.getByRole('button', { name: 'Confirm and complete' }).click();

  // No action plan of its own to update: only measures it has taken since.
  await onPage(page, PU1_TASK);
  await expect(section(page, 'Group change')).toContainText('Completed');
  await page.getByRole('link', { name: 'Update for energy efficiency measures' }).click();
  await onPage(page, 'Check your answers');
  await expect(page.getByText('There are no measures in the action plan.')).toBeVisible();
  await page.getByRole('button', { name: 'Add an energy efficiency measure' }).click();
  await onPage(page, 'Add an energy efficiency measure');
  await page.getByLabel('Enter a name for this measure').fill('Heat pumps in the offices');
  await page.getByLabel('Streamlined Energy and Carbon Reporting (SECR)').check();
  await page
    .getByLabel('Reduction in energy consumption between 6 December 2024 and 5 December 2025')
    .fill('30000');
  await page.getByLabel('an energy audit', { exact: true }).check();
  await saveAndContinue(page);
  await onPage(page, 'New measures');
  await expect(page.getByRole('heading', { name: 'Heat pumps in the offices' })).toBeVisible();
  await saveAndContinue(page);
  await onPage(page, 'Check your answers');
  await expect(
    page.locator('.govuk-summary-card').filter({ hasText: 'Heat pumps in the offices' }),
  ).toContainText('30,000 kWh');
  await page.getByRole('button', { name: 'Confirm and complete' }).click();

  await onPage(page, PU1_TASK);
  await confirmAndSend(page, PU1_TASK, 'Progress Update 1 sent to regulator');

  // The account's audit history has the group Olivia named and her update, as a disaggregated undertaking's.
  const regulator = await keptSignedInPage(browser, 'regulator@example.gov.uk', `${accountPath}/audit`);
  await expectAuditedChanges(regulator, Number(accountPath.split('/').pop()), [
    { what: 'Workflow changed', who: 'Olivia Operator', detail: 'Northern Holdings plc' },
    {
      what: 'Submitted progress update 1 added',
      who: 'Olivia Operator',
      detail: 'is_disaggregate_undertaking: true',
    },
  ]);
});
