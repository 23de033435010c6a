import type { Page } from '@playwright/test';
import { expect, freshPage, test } from './fixtures';
import { expectAuditedChanges } from './audit-trail';
import { expectAccessible, photograph, signIn } from './support';

/** The account of the page open at /accounts/:accountId/... (a workflow's page, from either of its tabs). */
function accountIdOf(page: Page): number {
  return Number(/^\/accounts\/(\d+)\//.exec(new URL(page.url()).pathname)?.[1]);
}

/**
 * The workflow item page (web-screens §6.3–6.5) on a demo application: read-only for the workflow itself
 * (the application's review task stays unassigned, as other journeys expect), plus one note.
 */
test('a regulator opens an account workflow, its timeline event, and adds a note with a file', async ({
  page,
}) => {
  await signIn(page, 'regulator@example.gov.uk');
  await page.getByRole('link', { name: 'Accounts', exact: true }).first().click();
  await page.getByLabel('Search by organisation ID, registration number or name').fill('Applicant Company 2');
  await page.getByRole('button', { name: 'Search' }).click();
  await page.getByRole('link', { name: 'Applicant Company 2 plc' }).click();
  await expect(page.getByRole('heading', { level: 1, name: /Applicant Company 2 plc/ })).toBeVisible();

  await page.getByRole('tab', { name: 'Workflow history' }).click();
  const workflow = page.getByRole('tabpanel').getByRole('link', { name: /^ACC\d{6} / });
  const requestId = ((await workflow.textContent()) ?? '').split(' ')[0] ?? '';
  await expectAccessible(page);
  await workflow.click();

  await expect(page).toHaveURL(new RegExp(`/workflows/${requestId}$`));
  await expect(page.getByText(requestId, { exact: true })).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    /^\d{4} Organisation account In progress$/,
  );
  const tasks = page.getByRole('region', { name: 'Tasks to complete' });
  await expect(tasks.getByRole('link', { name: 'Review organisation account application' })).toHaveAttribute(
    'href',
    /^\/tasks\/\d+$/,
  );
  const timeline = page.getByRole('tabpanel');
  await expect(timeline.getByRole('heading', { level: 2, name: 'Timeline' })).toBeVisible();
  await expectAccessible(page);

  await timeline
    .getByRole('link', { name: /View details/ })
    .first()
    .click();
  await expect(page).toHaveURL(new RegExp(`/workflows/${requestId}/timeline/\\d+$`));
  await expect(page.getByRole('heading', { level: 2, name: 'Organisation details' })).toBeVisible();
  await expect(page.locator('#main-content').getByText('Applicant Company 2 plc')).toBeVisible();
  await expectAccessible(page);
  // The event's page leads back to its workflow (issue 20, item 10).
  await page.getByRole('link', { name: 'Back', exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/workflows/${requestId}$`));

  await page.getByRole('tab', { name: 'Notes' }).click();
  await expect(page).toHaveURL(/#notes$/);
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Add a note' }).click();
  await expect(page.getByRole('heading', { name: 'Add a note' })).toBeVisible();
  await expectAccessible(page);
  await page.getByLabel('Note', { exact: true }).fill('Asked the applicant for the group structure.');
  await page.getByLabel('Upload files (optional)').setInputFiles({
    name: 'group-structure.txt',
    mimeType: 'text/plain',
    buffer: Buffer.from('Parent: Applicant Holdings plc'),
  });
  await expect(page.getByText('Uploaded')).toBeVisible();
  await page.getByRole('button', { name: 'Add note' }).click();

  await expect(page).toHaveURL(new RegExp(`/workflows/${requestId}#notes$`));
  const saved = page.getByRole('alert');
  await expect(saved).toContainText('Your note has been added');
  await expect(saved).toBeFocused();
  const notes = page.getByRole('region', { name: 'Notes' });
  await expect(notes).toContainText('Asked the applicant for the group structure.');
  await expect(notes.getByRole('link', { name: /group-structure\.txt/ })).toBeVisible();
  await expectAccessible(page);

  // The account's audit history has the note and its file, by Rita.
  const accountId = accountIdOf(page);
  await expectAuditedChanges(page, accountId, [
    {
      what: 'Workflow note added',
      who: 'Rita Regulator',
      detail: 'Asked the applicant for the group structure.',
    },
    { what: 'File added', who: 'Rita Regulator', detail: 'group-structure.txt' },
  ]);
});

/** The demo's submitted notification (web-screens §6.4, reporting-inventory §4.5–4.6), read by its regulator. */
test('a regulator reads a submitted notification, prints it and returns it for changes; the operator sends it again', async ({
  page,
  browser,
}) => {
  await signIn(page, 'regulator@example.gov.uk');
  await page.getByRole('link', { name: 'Accounts', exact: true }).first().click();
  await page.getByLabel('Search by organisation ID, registration number or name').fill('Demo Subsidiary 12');
  await page.getByRole('button', { name: 'Search' }).click();
  await page.getByRole('link', { name: 'Demo Subsidiary 12 Ltd' }).click();
  await page.getByRole('tab', { name: 'Phases' }).click();
  await page
    .getByRole('tabpanel')
    .getByRole('link', { name: /notification of compliance/i })
    .click();
  // Its one timeline event: the notification as it was submitted.
  await page
    .getByRole('tabpanel')
    .getByRole('link', { name: /View details/ })
    .click();

  await expect(page.getByRole('heading', { level: 1, name: 'Notification submitted' })).toBeVisible();
  const sections = page.locator('#main-content h2');
  await expect(sections.first()).toHaveText('Reporting obligation');
  await expect(sections.last()).toHaveText('Responsible officer confirmation');
  await expect(page.getByRole('region', { name: 'Reporting obligation' })).toContainText(
    'Does your organisation qualify for ESOS?',
  );
  await expect(page.locator('#main-content').getByRole('link', { name: /Change/ })).toHaveCount(0);
  await expectAccessible(page);

  // The browser's print window cannot be driven: record what the page asks of it instead.
  await page.evaluate(() => {
    const printed: string[] = [];
    (window as unknown as { printed: string[] }).printed = printed;
    window.print = () => void printed.push(document.title);
  });
  await page.getByRole('button', { name: 'Download PDF of submitted NOC' }).click();
  expect(await page.evaluate(() => (window as unknown as { printed: string[] }).printed)).toEqual([
    'Phase 3 notification of compliance',
  ]);
  await page.emulateMedia({ media: 'print' });
  await expect(page.locator('.govuk-header')).toBeHidden();
  await expect(page.getByRole('button', { name: 'Download PDF of submitted NOC' })).toBeHidden();
  await expect(page.getByRole('region', { name: 'Reporting obligation' })).toBeVisible();
  await page.emulateMedia({ media: 'screen' });

  // The regulator returns it to the participant for changes: confirmed first, then a new task is theirs.
  await page.getByRole('link', { name: 'Back', exact: true }).click();
  await page.getByRole('link', { name: 'Return to participant for changes' }).click();
  await expect(
    page.getByRole('heading', {
      level: 1,
      name: 'Are you sure you want to return this notification of compliance for changes?',
    }),
  ).toBeVisible();
  await expectAccessible(page);
  // The participant is told why: a reason is required.
  await page.getByRole('button', { name: 'Yes, re-initiate' }).click();
  await expect(page.getByRole('alert')).toContainText(
    'Enter why you are returning the notification of compliance',
  );
  await expectAccessible(page);
  await photograph(page, 'return-reason-required');
  await page
    .getByRole('textbox', { name: 'Why are you returning it?' })
    .fill('Check the energy figures against your audit.');
  await page.getByRole('button', { name: 'Yes, re-initiate' }).click();
  await expect(
    page.getByRole('heading', {
      name: 'The notification of compliance has been returned to the participant',
    }),
  ).toBeVisible();
  await expectAccessible(page);
  await page.getByRole('link', { name: 'Return to the workflow' }).click();
  await expect(page.getByRole('tabpanel')).toContainText('Notification returned for changes');
  // The regulator sees who holds it now, not "no tasks".
  await expect(page.locator('#main-content')).toContainText(
    'With the operator for changes: assigned to Olivia Operator',
  );
  await expect(page.getByText('There are no tasks to complete.')).toHaveCount(0);
  await photograph(page, 'workflow-with-the-operator');
  // Once returned it cannot be returned again until it is submitted again.
  await expect(page.getByRole('link', { name: 'Return to participant for changes' })).toHaveCount(0);
  await expectAccessible(page);

  // Its last submitter finds the task on their dashboard, every section as submitted, and sends it again.
  const operator = await freshPage(browser);
  await signIn(operator, 'operator@example.com');
  await openTask(operator, 'Demo Subsidiary 12 Ltd', 'Submit Phase 3 notification');
  // The regulator's reason is above the task list.
  const returned = operator.getByRole('region', { name: 'Important' });
  await expect(returned).toContainText(
    'The regulator returned this notification of compliance to you for changes',
  );
  await expect(returned).toContainText('Check the energy figures against your audit.');
  await expectAccessible(operator);
  await photograph(operator, 'task-returned-for-changes');
  await expect(operator.locator('.govuk-task-list__status', { hasText: 'Completed' }).first()).toBeVisible();
  await expect(
    operator.locator('.govuk-task-list__status', { hasText: /Not started|In progress/ }),
  ).toHaveCount(0);
  await operator.getByRole('button', { name: 'Submit to regulator' }).click();
  await expect(operator.getByRole('heading', { level: 1, name: 'Submit to regulator' })).toBeVisible();
  await operator.getByRole('button', { name: 'Confirm and send' }).click();
  await expect(operator.getByRole('heading', { name: 'Notification sent to regulator' })).toBeVisible();
  await expectAccessible(operator);

  await page.reload();
  await expect(page.getByRole('tabpanel').getByText(/^Notification submitted by/)).toHaveCount(2);
  await expect(page.getByRole('link', { name: 'Return to participant for changes' })).toBeVisible();

  // The account's audit history has Rita's return and Olivia's new submission.
  const accountId = accountIdOf(page);
  await expectAuditedChanges(page, accountId, [
    { what: 'Timeline entry added', who: 'Rita Regulator', detail: 'P3_APPLICATION_RE_INITIATED' },
    { what: 'Timeline entry added', who: 'Olivia Operator', detail: 'P3_APPLICATION_SUBMITTED' },
    // The notification is submitted again in place: its submission date changes, and the change carries
    // the report's kind (migration 0030), so the history names it.
    {
      what: 'Notification of compliance submitted again',
      who: 'Olivia Operator',
      detail: 'submitted_at',
    },
  ]);
});

/** From the dashboard's list of tasks, page by page, to one account's task. */
async function openTask(page: Page, account: string, task: string): Promise<void> {
  await page.getByRole('link', { name: 'Tasks', exact: true }).first().click();
  await expect(page).toHaveURL(/\/dashboard/);
  for (let pageNumber = 1; pageNumber <= 10; pageNumber += 1) {
    await expect(page.getByRole('table')).toBeVisible();
    const row = page.getByRole('row').filter({ hasText: account }).filter({ hasText: task });
    if ((await row.count()) > 0) {
      await row.getByRole('link', { name: task }).click();
      break;
    }
    await page.getByRole('link', { name: /Next/ }).click();
  }
  await expect(page.getByRole('heading', { level: 1, name: task })).toBeVisible();
}
