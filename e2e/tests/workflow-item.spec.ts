import { expect, test } from '@playwright/test';
import { expectAccessible, signIn } from './support';

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
  await page.goBack();

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
  const notes = page.getByRole('region', { name: 'Notes' });
  await expect(notes).toContainText('Asked the applicant for the group structure.');
  await expect(notes.getByRole('link', { name: /group-structure\.txt/ })).toBeVisible();
  await expectAccessible(page);
});
