import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { expectAccessible, photograph, signIn } from './support';
import { readWorkbook } from './xlsx';

// Progress update 2 from a spreadsheet (issue 42), started by Colin as a disaggregated undertaking on an account
// whose only other journey is its notification (noc-categories.spec.ts): no plan or progress update 1 to carry,
// so the file's rows are the measures the update adds. Colin, not Olivia: sign-in.spec.ts counts Olivia's tasks,
// and journeys in one worker share its data. Matching carried measures by reference is progress update 1's
// journey and the API tests' (report-measures-progress-update-2.test.ts).
const OPERATOR = 'colleague.operator@example.com';
const ACCOUNT = 'Demo Subsidiary 08 Ltd';
const TASK = 'Submit Phase 3 Progress Update 2';
/** Reference, name, three questions, the reduction, method, description, context, seven schemes, other scheme. */
const COLUMNS = 17;
const REDUCTION = 5;

async function checkPage(page: Page, name: string): Promise<void> {
  await expectAccessible(page);
  await photograph(page, `progress-update-2-spreadsheet-${name}`);
}

const csvLine = (cells: readonly (string | number)[]) =>
  cells.map((cell) => `"${String(cell).replaceAll('"', '""')}"`).join(',');

/** A measure the update adds: no reference, its name, reduction and method, no schemes. */
function added(name: string, reduction: string): string[] {
  const row = Array.from({ length: COLUMNS }, () => '');
  row[1] = name;
  row[REDUCTION] = reduction;
  row[REDUCTION + 1] = 'an energy audit';
  return row;
}

async function upload(page: Page, header: string[], rows: string[][]): Promise<void> {
  const content = [csvLine(header), ...rows.map(csvLine)].join('\r\n');
  await page.getByLabel('Upload a file').setInputFiles({
    name: 'measures.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(content, 'utf8'),
  });
  await page.getByRole('button', { name: 'Upload and check' }).click();
}

async function startAsDisaggregated(page: Page): Promise<void> {
  await page.getByRole('link', { name: 'Accounts', exact: true }).first().click();
  await page.getByLabel('Search by organisation ID, registration number or name').fill(ACCOUNT);
  await page.getByRole('button', { name: 'Search' }).click();
  await page.getByRole('link', { name: ACCOUNT }).click();
  await expect(page.getByRole('heading', { level: 1, name: ACCOUNT })).toBeVisible();
  await page.getByRole('link', { name: 'Start a new task' }).click();
  await page
    .getByRole('region', { name: 'Phase 3 progress update 2' })
    .getByRole('link', { name: 'I want to start Progress Update 2 as a disaggregated undertaking' })
    .click();
  await page.getByRole('button', { name: 'Start Progress Update 2' }).click();
  await expect(page.getByRole('heading', { level: 1, name: TASK })).toBeVisible();
}

test('the operator fills progress update 2 from a spreadsheet: a bad row shown, fixed, saved and completed', async ({
  page,
}, testInfo) => {
  test.slow();
  await signIn(page, OPERATOR);
  await startAsDisaggregated(page);
  await page.getByRole('link', { name: 'Update for energy efficiency measures' }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'Use a spreadsheet' })).toBeVisible();

  // The template: the update's columns, and no carried measure to answer.
  const download = page.waitForEvent('download');
  await page.getByRole('link', { name: 'Download these measures (.xlsx)' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe('Progress_update_2_energy_efficiency_measures.xlsx');
  const path = testInfo.outputPath('measures.xlsx');
  await file.saveAs(path);
  const header = (await readWorkbook(path)).strings.slice(0, COLUMNS);
  expect(header[0]).toMatch(/^Measure reference/);
  expect(header[REDUCTION]).toMatch(/^Reduction in energy consumption/);

  // One bad row: its problem by row and column, with the form's message; nothing saved.
  await page.getByRole('link', { name: 'upload a file' }).click();
  await expect(
    page.getByRole('heading', { level: 1, name: 'Upload your measures from a spreadsheet' }),
  ).toBeVisible();
  await checkPage(page, 'upload');
  const boilers = added('Boiler controls in the offices', '21000');
  await upload(page, header, [boilers, added('Heat recovery on the ovens', 'lots')]);
  await expect(page.getByRole('alert')).toContainText(
    `Row 3, ${header[REDUCTION]}: Must be integer greater than 0`,
  );
  await expect(page).toHaveTitle(/^Error: /);
  await checkPage(page, 'upload-error');

  // Fixed: the check page, then saved and the section completed.
  await upload(page, header, [boilers, added('Heat recovery on the ovens', '14000')]);
  await expect(
    page.getByRole('heading', { level: 1, name: 'Check the measures in your file' }),
  ).toBeVisible();
  await expect(page.getByRole('heading', { name: 'New measures in the file (2)' })).toBeVisible();
  await checkPage(page, 'check');
  await page.getByRole('button', { name: 'Replace the measures' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Check your answers' })).toBeVisible();
  await expect(page.getByText('Heat recovery on the ovens').first()).toBeVisible();
  await expect(page.getByText('14,000 kWh').first()).toBeVisible();
  await checkPage(page, 'check-answers');
  await page.getByRole('button', { name: 'Confirm and complete' }).click();
  await expect(page.getByRole('heading', { level: 1, name: TASK })).toBeVisible();
  await expect(
    page.locator('.govuk-task-list__item').filter({ hasText: 'Update for energy efficiency measures' }),
  ).toContainText('Completed');
});
