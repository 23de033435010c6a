import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { expectAuditedChanges } from './audit-trail';
import { expectAccessible, photograph, signIn, keptSignedInPage } from './support';

// Colin holds the demo action plan tasks; this one (Demo Organisation Ltd) starts empty.
const OPERATOR = 'colleague.operator@example.com';
const ACCOUNT = 'Demo Organisation Ltd';

async function checkPage(page: Page, name: string): Promise<void> {
  await expectAccessible(page);
  await photograph(page, `action-plan-${name}`);
}

async function saveAndContinue(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Save and continue' }).click();
}

async function fillMeasure(
  page: Page,
  measure: {
    name: string;
    buildings: string;
    transport: string;
    month: string;
    year: string;
    other?: string;
  },
): Promise<void> {
  await page.getByLabel('Enter a name for this measure').fill(measure.name);
  await page
    .getByRole('group', { name: /energy savings opportunity reported in an energy audit/ })
    .getByLabel('Yes')
    .check();
  await page.getByLabel('Streamlined Energy and Carbon Reporting (SECR)').check();
  await page.getByLabel('Month').fill(measure.month);
  await page.getByLabel('Year').fill(measure.year);
  await page.getByLabel('Buildings in kWh').fill(measure.buildings);
  await page.getByLabel('Transport in kWh').fill(measure.transport);
  if (measure.other) {
    await page.getByLabel('some other reasonable estimation method').check();
    await page.getByLabel('Describe the method').fill(measure.other);
  } else {
    await page.getByLabel('an energy audit', { exact: true }).check();
  }
}

test('the operator proposes two measures, confirms the action plan and sends it to the regulator', async ({
  page,
  browser,
}) => {
  // Two screenshots a page on top of the axe scans.
  if (process.env.E2E_SCREENSHOTS) test.setTimeout(Math.max(480_000, test.info().timeout));
  await signIn(page, OPERATOR);
  const row = page
    .getByRole('row')
    .filter({ hasText: ACCOUNT })
    .filter({ hasText: 'Submit Phase 3 Action Plan' });
  await row.getByRole('link', { name: 'Submit Phase 3 Action Plan' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Submit Phase 3 Action Plan' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: '1. Prepare Action Plan' })).toBeVisible();
  await expect(page.locator('#confirm-1-status')).toHaveText('Cannot start yet');
  await expect(page.getByRole('button', { name: 'Submit to regulator' })).toHaveCount(0);
  await expect(page.getByTestId('submit-not-ready')).toContainText(
    'You cannot submit to the regulator yet: complete 2 sections.',
  );
  await checkPage(page, 'task-list');

  // Energy efficiency measures: the question, refused unanswered.
  await page.getByRole('link', { name: 'Energy efficiency measures' }).click();
  await expect(page).toHaveURL(/\/action-plan\/energy-efficiency-measures\/proposed-measures$/);
  await saveAndContinue(page);
  await expect(page.getByRole('alert')).toContainText(
    'Select yes if you have any energy efficiency measures to be implemented',
  );
  await expect(page).toHaveTitle(/^Error: /);
  await checkPage(page, 'proposed-measures-error');
  await page.getByLabel('Yes').check();
  await saveAndContinue(page);

  // The first measure: every rule's message first, then good answers.
  await expect(page).toHaveURL(/\/measures\/add$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Energy efficiency measure' })).toBeVisible();
  await page.getByLabel('Month').fill('6');
  await page.getByLabel('Year').fill('2023');
  await page.getByLabel('Buildings in kWh').fill('12.5');
  await saveAndContinue(page);
  const summary = page.getByRole('alert');
  await expect(summary).toContainText('Enter the measure name');
  await expect(summary).toContainText(
    'Select yes if this measure is a result of an energy savings opportunity reported in an energy audit',
  );
  await expect(summary).toContainText('The deadline cannot be earlier than December 2023');
  await expect(summary).toContainText('Enter a whole number without decimal places');
  await expect(summary).toContainText('Select how the total energy savings estimate was calculated');
  await checkPage(page, 'measure-errors');

  await fillMeasure(page, {
    name: 'LED lighting in the head office',
    buildings: '12000',
    transport: '500',
    month: '6',
    year: '2026',
  });
  await expect(page.getByText('12,500 kWh')).toBeVisible();
  await checkPage(page, 'measure-form');
  await saveAndContinue(page);

  await expect(page).toHaveURL(/\/energy-efficiency-measures\/measures$/);
  await expect(
    page.getByRole('heading', { level: 2, name: 'LED lighting in the head office' }),
  ).toBeVisible();
  await checkPage(page, 'measures-list');
  await page.getByRole('button', { name: 'Add another energy efficiency measure' }).click();
  await fillMeasure(page, {
    name: 'Electric pool cars',
    buildings: '0',
    transport: '30000',
    month: '3',
    year: '2027',
    other: 'Mileage logs of the diesel fleet multiplied by the difference in energy per mile.',
  });
  await saveAndContinue(page);
  await expect(page.getByRole('heading', { level: 2, name: 'Electric pool cars' })).toBeVisible();

  // A third one added then removed.
  await page.getByRole('button', { name: 'Add another energy efficiency measure' }).click();
  await fillMeasure(page, { name: 'Heat pumps', buildings: '100', transport: '0', month: '1', year: '2027' });
  await saveAndContinue(page);
  await page.getByRole('link', { name: 'Remove (Heat pumps)' }).click();
  await expect(
    page.getByRole('heading', { name: 'Are you sure you want to remove this energy efficiency measure?' }),
  ).toBeVisible();
  await checkPage(page, 'remove-measure');
  await page.getByLabel('Yes').check();
  await saveAndContinue(page);
  await expect(page.getByRole('heading', { level: 2, name: 'Heat pumps' })).toHaveCount(0);
  await saveAndContinue(page);

  await expect(page).toHaveURL(/\/energy-efficiency-measures\/summary$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Check your answers' })).toBeVisible();
  await expect(page.getByText('30,000 kWh').first()).toBeVisible();
  await checkPage(page, 'measures-check-answers');
  await page.getByRole('button', { name: 'Confirm and complete' }).click();

  // Back on the task list; the confirmation can start now.
  await expect(page.getByRole('heading', { level: 1, name: 'Submit Phase 3 Action Plan' })).toBeVisible();
  await expect(page.locator('#prepare-1-status')).toHaveText('Completed');
  await page.getByRole('link', { name: 'Responsible officer confirmation' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Responsible officer review' })).toBeVisible();
  // A measure used "some other method": both statements are asked.
  await expect(page.getByRole('checkbox')).toHaveCount(2);
  // The regulation the statement names, in a new tab so the ticks are kept (issue 39).
  await expect(page.getByRole('link', { name: 'Read regulation 34A (opens in new tab)' })).toHaveAttribute(
    'target',
    '_blank',
  );
  await page.getByRole('checkbox').first().check();
  await saveAndContinue(page);
  await expect(page.getByRole('alert')).toContainText('You must confirm all of these statements are true.');
  await checkPage(page, 'officer-review-error');
  await page.getByRole('checkbox').nth(1).check();
  await saveAndContinue(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Check your answers' })).toBeVisible();
  await checkPage(page, 'officer-check-answers');
  await page.getByRole('button', { name: 'Confirm and complete' }).click();

  // Submit.
  await expect(page.locator('#confirm-1-status')).toHaveText('Completed');
  await checkPage(page, 'task-list-completed');
  await page.getByRole('button', { name: 'Submit to regulator' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Submit to regulator' })).toBeVisible();
  await checkPage(page, 'submit');
  await page.getByRole('button', { name: 'Confirm and send' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Action plan sent to regulator' })).toBeVisible();
  const referenceText = page.getByText(/Your reference is AP\d+-P3/);
  await expect(referenceText).toBeVisible();
  const reference = /AP\d+-P3/.exec((await referenceText.textContent()) ?? '')?.[0] ?? '';
  await expect(
    page.getByText('The action plan has been sent to the Environment Agency.', { exact: false }),
  ).toBeVisible();
  await checkPage(page, 'sent');

  // The submitted plan on the account's workflow timeline.
  await page.getByRole('link', { name: 'Return to dashboard' }).click();
  await expect(
    page.getByRole('row').filter({ hasText: ACCOUNT }).filter({ hasText: 'Submit Phase 3 Action Plan' }),
  ).toHaveCount(0);

  // The account's audit history has Colin's measures, the plan he submitted and its workflow completed.
  const accountId = Number(/AP(\d+)-P3/.exec(reference)?.[1]);
  const regulator = await keptSignedInPage(
    browser,
    'regulator@example.gov.uk',
    `/accounts/${accountId}/audit`,
  );
  await expectAuditedChanges(regulator, accountId, [
    { what: 'Task changed', who: 'Colin Colleague', detail: 'LED lighting in the head office' },
    { what: 'Submitted action plan added', who: 'Colin Colleague', detail: reference },
    { what: 'Workflow changed', who: 'Colin Colleague', detail: 'IN_PROGRESS → COMPLETED' },
  ]);
});
