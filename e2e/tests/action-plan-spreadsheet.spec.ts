import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { expectAccessible, photograph, signIn } from './support';
import { readWorkbook } from './xlsx';

// Colin's action plan on this account is in progress with one measure (demo-reports.ts); no other journey uses it.
const OPERATOR = 'colleague.operator@example.com';
const ACCOUNT = 'Demo Subsidiary 01 Ltd';
const TASK = 'Submit Phase 3 Action Plan';
/** The template's columns: the measure form's questions, in its order (issue 42). */
const COLUMNS = 19;

async function checkPage(page: Page, name: string): Promise<void> {
  await expectAccessible(page);
  await photograph(page, `action-plan-spreadsheet-${name}`);
}

const csvLine = (cells: readonly (string | number)[]) =>
  cells.map((cell) => `"${String(cell).replaceAll('"', '""')}"`).join(',');

/** A measure's row in the template's order: name, audit, seven schemes, other name, month, year, four kWh, method, description, context. */
const row = (name: string, buildings: string, month = '6', year = '2026') => [
  name,
  'Yes',
  '',
  'Yes',
  '',
  '',
  '',
  '',
  '',
  '',
  month,
  year,
  buildings,
  '',
  '',
  '',
  'an energy audit',
  '',
  'From the lead assessor’s spreadsheet',
];

async function upload(page: Page, header: string[], rows: (string | number)[][]): Promise<void> {
  const content = [csvLine(header), ...rows.map(csvLine)].join('\r\n');
  await page.getByLabel('Upload a file').setInputFiles({
    name: 'measures.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(content, 'utf8'),
  });
  await page.getByRole('button', { name: 'Upload and check' }).click();
}

test('the operator downloads the measures template, uploads it with a bad row, fixes it and submits the plan', async ({
  page,
}, testInfo) => {
  await signIn(page, OPERATOR);
  const taskRow = page.getByRole('row').filter({ hasText: ACCOUNT }).filter({ hasText: TASK });
  await taskRow.getByRole('link', { name: TASK }).click();
  await expect(page.getByRole('heading', { level: 1, name: TASK })).toBeVisible();
  const taskPath = new URL(page.url()).pathname;
  await page.goto(`${taskPath}/action-plan/energy-efficiency-measures/measures`);
  await expect(
    page.getByRole('heading', { level: 1, name: 'Energy efficiency measures added' }),
  ).toBeVisible();
  await checkPage(page, 'list');

  // The template, with the measure already added.
  const download = page.waitForEvent('download');
  await page.getByRole('link', { name: 'Download a template (.xlsx)' }).click();
  const template = await download;
  expect(template.suggestedFilename()).toBe('Action_plan_energy_efficiency_measures.xlsx');
  const path = testInfo.outputPath('template.xlsx');
  await template.saveAs(path);
  const workbook = await readWorkbook(path);
  expect(workbook.sheets).toEqual(['Measures', 'Instructions', 'Lists']);
  const header = workbook.strings.slice(0, COLUMNS);
  expect(header[0]).toBe('Enter a name for this measure');
  expect(header).toContain('Buildings (kWh)');
  expect(workbook.strings).toContain('LED lighting in every depot');

  // One bad row: its problem by row and column, with the form's message; nothing saved.
  await page.getByRole('link', { name: 'upload a file' }).click();
  await expect(
    page.getByRole('heading', { level: 1, name: 'Upload your measures from a spreadsheet' }),
  ).toBeVisible();
  await checkPage(page, 'upload');
  await upload(page, header, [row('Heat pumps', '80000'), row('Boiler controls', 'lots')]);
  const summary = page.getByRole('alert');
  await expect(summary).toContainText('Row 3, Buildings (kWh): Must be integer greater than or equal to 0');
  await expect(page).toHaveTitle(/^Error: /);
  await checkPage(page, 'upload-error');

  // Fixed: the check page, then the measures replaced.
  await upload(page, header, [row('Heat pumps', '80000'), row('Boiler controls', '12000', '3', '2027')]);
  await expect(
    page.getByRole('heading', { level: 1, name: 'Check the measures in your file' }),
  ).toBeVisible();
  await expect(page.getByRole('heading', { name: 'New measures (2)' })).toBeVisible();
  await expect(page.getByRole('heading', { name: /Measures not in the file/ })).toBeVisible();
  await checkPage(page, 'check');
  await page.getByRole('button', { name: 'Replace the measures' }).click();
  await expect(
    page.getByRole('heading', { level: 1, name: 'Energy efficiency measures added' }),
  ).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'Heat pumps' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'Boiler controls' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'LED lighting in every depot' })).toHaveCount(0);

  // Continue to check your answers, where the measures download again, and complete the section.
  await page.getByRole('button', { name: 'Save and continue' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Check your answers' })).toBeVisible();
  await expect(page.getByText('80,000 kWh').first()).toBeVisible();
  const again = page.waitForEvent('download');
  await page.getByRole('link', { name: 'Download these measures (.xlsx)' }).click();
  const roundTrip = testInfo.outputPath('measures.xlsx');
  await (await again).saveAs(roundTrip);
  expect((await readWorkbook(roundTrip)).strings).toContain('Boiler controls');
  await checkPage(page, 'check-answers');
  await page.getByRole('button', { name: 'Confirm and complete' }).click();
  await expect(page.getByRole('heading', { level: 1, name: TASK })).toBeVisible();
  await expect(page.locator('#prepare-1-status')).toHaveText('Completed');

  // And the plan goes on to be confirmed and sent (issue 42: "fixes it and submits the plan").
  await page.getByRole('link', { name: 'Responsible officer confirmation' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Responsible officer review' })).toBeVisible();
  // Every measure was estimated by an energy audit: one statement is asked.
  await expect(page.getByRole('checkbox')).toHaveCount(1);
  await page.getByRole('checkbox').check();
  await page.getByRole('button', { name: 'Save and continue' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Check your answers' })).toBeVisible();
  await page.getByRole('button', { name: 'Confirm and complete' }).click();
  await expect(page.locator('#confirm-1-status')).toHaveText('Completed');
  await page.getByRole('button', { name: 'Submit to regulator' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Submit to regulator' })).toBeVisible();
  await page.getByRole('button', { name: 'Confirm and send' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Action plan sent to regulator' })).toBeVisible();
  await checkPage(page, 'sent');
});
