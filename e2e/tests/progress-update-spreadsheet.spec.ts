import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { expectAccessible, photograph, signIn } from './support';
import { readWorkbook } from './xlsx';

// The progress update 1 on this account is open with the plan's two measures (demo-reports.ts): LED
// lighting, done before the plan was sent, and electric vans, planned for after it. No other journey uses it.
// Colin, not Olivia: sign-in.spec.ts counts Olivia's assigned tasks, and journeys in one worker share its data.
const OPERATOR = 'colleague.operator@example.com';
const ACCOUNT = 'Demo Subsidiary 11 Ltd';
const TASK = 'Submit Phase 3 Progress Update 1';
/** The sheet's columns: reference, name, four yes/no questions, two reductions, method, description, context, seven schemes, other scheme. */
const COLUMNS = 19;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

async function checkPage(page: Page, name: string): Promise<void> {
  await expectAccessible(page);
  await photograph(page, `progress-update-spreadsheet-${name}`);
}

const csvLine = (cells: readonly (string | number)[]) =>
  cells.map((cell) => `"${String(cell).replaceAll('"', '""')}"`).join(',');
const noSchemes = ['', '', '', '', '', '', '', ''];

async function upload(page: Page, header: string[], rows: (string | number)[][]): Promise<void> {
  const content = [csvLine(header), ...rows.map(csvLine)].join('\r\n');
  await page.getByLabel('Upload a file').setInputFiles({
    name: 'measures.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(content, 'utf8'),
  });
  await page.getByRole('button', { name: 'Upload and check' }).click();
}

/** The demo's update is unassigned: found on the dashboard's Unassigned tab, and assigned to himself. */
async function takeUnassignedTask(page: Page): Promise<void> {
  await page.getByRole('tab', { name: 'Unassigned' }).click();
  await expect(page.getByRole('tabpanel', { name: 'Unassigned' }).getByText(/Showing 1 to/)).toBeVisible();
  const row = page.getByRole('row').filter({ hasText: ACCOUNT }).filter({ hasText: TASK });
  for (let pageNumber = 1; pageNumber <= 5 && (await row.count()) === 0; pageNumber += 1) {
    await page.getByRole('link', { name: /Next/ }).click({ timeout: 10_000 });
    await expect(page.getByText(new RegExp(`Showing ${pageNumber * 10 + 1} to`))).toBeVisible();
  }
  await row.getByRole('link', { name: TASK }).click();
  await expect(page.getByRole('heading', { level: 1, name: TASK })).toBeVisible();
  await page.getByRole('button', { name: 'Assign to me' }).click();
  await expect(page.getByTestId('task-assignee')).toContainText('Colin');
}

test('the operator fills progress update 1 from a spreadsheet: a bad row shown, fixed, saved and completed', async ({
  page,
}, testInfo) => {
  await signIn(page, OPERATOR);
  await takeUnassignedTask(page);
  await page.getByRole('link', { name: 'Update for energy efficiency measures' }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'Use a spreadsheet' })).toBeVisible();

  // The measures as a file: one row per plan measure, found by its reference.
  const download = page.waitForEvent('download');
  await page.getByRole('link', { name: 'Download these measures (.xlsx)' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe('Progress_update_1_energy_efficiency_measures.xlsx');
  const path = testInfo.outputPath('measures.xlsx');
  await file.saveAs(path);
  const workbook = await readWorkbook(path);
  const header = workbook.strings.slice(0, COLUMNS);
  expect(header[0]).toMatch(/^Measure reference/);
  const [led, vans] = workbook.strings.filter((text) => UUID.test(text));
  expect(workbook.strings).toContain('Electric delivery vans');
  if (!led || !vans) throw new Error('no measure references in the file');

  // One bad row: its problem by row and column, with the form's message; nothing saved.
  await page.getByRole('link', { name: 'upload a file' }).click();
  await expect(
    page.getByRole('heading', { level: 1, name: 'Upload your measures from a spreadsheet' }),
  ).toBeVisible();
  await checkPage(page, 'upload');
  const ledRow = (reduction: string) => [
    led,
    'LED lighting in every depot',
    '',
    '',
    'Yes',
    'No',
    reduction,
    '',
    'an energy audit',
    '',
    '',
    ...noSchemes,
  ];
  const vansRow = [
    vans,
    'Electric delivery vans',
    'No',
    '',
    '',
    '',
    '',
    '',
    '',
    '',
    'Chargers delayed',
    ...noSchemes,
  ];
  const added = [
    '',
    'Heat recovery on the ovens',
    '',
    '',
    '',
    '',
    '14000',
    '',
    'an energy audit',
    '',
    '',
    '',
    '',
    '',
    '',
    '',
    '',
    '',
  ];
  await upload(page, header, [ledRow('lots'), vansRow, added]);
  await expect(page.getByRole('alert')).toContainText(
    'Row 2, Reduction in energy consumption between 6 December 2024 and 5 December 2025 (kWh): Must be integer greater than 0',
  );
  await expect(page).toHaveTitle(/^Error: /);
  await checkPage(page, 'upload-error');

  // Fixed: the check page, then saved and the section completed.
  await upload(page, header, [ledRow('95000'), vansRow, added]);
  await expect(
    page.getByRole('heading', { level: 1, name: 'Check the measures in your file' }),
  ).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Plan measures the file answers (2)' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'New measures in the file (1)' })).toBeVisible();
  await checkPage(page, 'check');
  await page.getByRole('button', { name: 'Replace the measures' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Check your answers' })).toBeVisible();
  await expect(page.getByText('Heat recovery on the ovens').first()).toBeVisible();
  await expect(page.getByText('95,000 kWh').first()).toBeVisible();
  await checkPage(page, 'check-answers');
  await page.getByRole('button', { name: 'Confirm and complete' }).click();
  await expect(page.getByRole('heading', { level: 1, name: TASK })).toBeVisible();
  await expect(
    page.locator('.govuk-task-list__item').filter({ hasText: 'Update for energy efficiency measures' }),
  ).toContainText('Completed');
});
