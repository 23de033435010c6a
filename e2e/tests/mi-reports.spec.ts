import { expect, test } from './fixtures';
import { expectAccessible, signIn } from './support';
import { readWorkbook } from './xlsx';

test('MI reports: a regulator lists, runs and exports reports, and a bad custom query is explained', async ({
  page,
}) => {
  await signIn(page, 'regulator@example.gov.uk');
  await page.getByRole('link', { name: 'MI reports' }).first().click();
  await expect(page).toHaveURL(/\/mi-reports$/);
  await expect(page.getByRole('heading', { level: 1, name: 'MI reports' })).toBeVisible();
  await expect(page.getByRole('columnheader', { name: 'MI report type' })).toBeVisible();
  // The embedded database cannot stop a long query (ADR 10): the list says so before anyone writes one.
  const onPostgres = Boolean(process.env.DATABASE_URL);
  await expect(page.getByText(/Custom SQL reports are not available on this service/)).toHaveCount(
    onPostgres ? 0 : 1,
  );
  await expectAccessible(page);

  // Accounts, users and contacts: run it, see rows, export them.
  await page.getByRole('link', { name: 'List of accounts, users and contacts' }).click();
  await expect(page).toHaveURL(/\/mi-reports\/accounts-users-contacts$/);
  await expect(
    page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('link', { name: 'MI reports' }),
  ).toBeVisible();
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Execute' }).click();
  const results = page.getByRole('region', { name: 'Report results' });
  await expect(results.getByRole('columnheader', { name: 'Account ID' })).toBeVisible();
  await expect(results.getByRole('cell', { name: 'operator@example.com' }).first()).toBeVisible();
  await expectAccessible(page);
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export to Excel' }).click();
  expect((await download).suggestedFilename()).toMatch(
    /^mi-report-accounts-users-contacts-\d{4}-\d{2}-\d{2}\.xlsx$/,
  );

  // Custom SQL: required, then a query the check refuses shown on the field (on both databases), then a
  // good one downloaded. The embedded database refuses custom SQL that passed the check: there the reason shows.
  await page.goto('/mi-reports/custom');
  await expect(page.getByRole('heading', { level: 1, name: 'Custom SQL report' })).toBeVisible();
  if (!onPostgres) await expect(page.getByText(/^Warning.*not available on this service/)).toBeVisible();
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Export to Excel' }).click();
  await expect(page.getByRole('alert').getByRole('link', { name: 'Enter the SQL query' })).toBeVisible();
  await expectAccessible(page);
  await page.getByLabel('SQL query').fill('select password_hash from user_credential');
  await page.getByRole('button', { name: 'Export to Excel' }).click();
  const failure = 'can only read the report views: remove user_credential';
  await expect(
    page
      .getByRole('alert')
      .getByRole('link', { name: new RegExp(`The query could not be run: .*${failure}`) }),
  ).toBeVisible();
  await expect(page.locator('.govuk-error-message')).toContainText(failure);
  await expect(page).toHaveTitle(/^Error: /);
  await expectAccessible(page);
  await page.getByLabel('SQL query').fill('select count(*) as accounts from accounts');
  if (!onPostgres) {
    await page.getByRole('button', { name: 'Export to Excel' }).click();
    await expect(page.locator('.govuk-error-message')).toContainText('not available on this service');
  } else {
    const customDownload = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Export to Excel' }).click();
    expect((await customDownload).suggestedFilename()).toMatch(
      /^mi-report-custom-report-\d{4}-\d{2}-\d{2}\.xlsx$/,
    );
    await expect(page.getByRole('status')).toContainText('Your report with 1 row has been downloaded');
    await expectAccessible(page);
  }

  // Submitted NOCs: fetched page by page and exported.
  await page.goto('/mi-reports/submitted-nocs');
  await expectAccessible(page);
  const nocDownload = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export to Excel' }).click();
  expect((await nocDownload).suggestedFilename()).toBe('Energy_Savings_Opportunity_Scheme_Phase_3.xlsx');
  const nocWorkbook = await readWorkbook(await (await nocDownload).path());
  expect(nocWorkbook.sheets).toEqual([
    'Table of contents',
    'Reporting Obligation',
    'Responsible Undertaking',
    'Organisation Structure',
    'Compliance Route',
    'Energy Consumption',
    'Energy Savings Opportunities',
    'Alternative Routes Compliance',
    'Energy Savings Achieved',
    'Lead Assessor',
    'Responsible Confirmations',
  ]);
  // The demo's submitted notification (Demo Subsidiary 12) is in it, by its responsible undertaking's name.
  expect(nocWorkbook.strings).toContain('Acme Energy Efficiency Ltd');
  await expect(page.getByRole('status')).toContainText('downloaded');
  await expectAccessible(page);

  // The action plan and progress update exports: the reference's workbooks, under its file names.
  for (const [path, heading, fileName] of [
    [
      'action-plan-published-data',
      'Submitted action plans (phase 3)',
      'Action_Plan_Published_Data_Phase_3.xlsx',
    ],
    [
      'progress-update-1-published-data',
      'Submitted progress updates 1 (phase 3)',
      'PU1_Report_Public_Data_Phase_3.xlsx',
    ],
    [
      'progress-update-2-published-data',
      'Submitted progress updates 2 (phase 3)',
      'PU2_Report_Public_Data_Phase_3.xlsx',
    ],
  ]) {
    await page.goto(`/mi-reports/${path}`);
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    await expectAccessible(page);
    const reportDownload = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Export to Excel' }).click();
    expect((await reportDownload).suggestedFilename()).toBe(fileName);
    const workbook = await readWorkbook(await (await reportDownload).path());
    expect(workbook.sheets).toEqual([
      'Table of Contents',
      path === 'action-plan-published-data' ? 'Action Plans' : 'Progress Updates',
      path === 'action-plan-published-data'
        ? 'Energy Efficiency Measures'
        : 'UpdatesEnergyEfficiencyMeasures',
      'Resp. officer confirmation',
    ]);
    // The demo's reports carry the measure "LED lighting in every depot" from the action plan on.
    expect(workbook.strings).toContain('LED lighting in every depot');
    await expect(page.getByRole('status')).toContainText('Your report has been downloaded.');
    await expectAccessible(page);
  }
});

test('MI reports: an operator is refused', async ({ page }) => {
  await signIn(page, 'operator@example.com', '/mi-reports');
  await expect(page).not.toHaveURL(/\/mi-reports/);
  await expect(page.getByRole('heading', { level: 1, name: 'MI reports' })).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'MI reports' })).toHaveCount(0);
  await expectAccessible(page);
});
