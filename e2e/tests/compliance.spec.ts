import { readFile } from 'node:fs/promises';
import { expect, test } from './fixtures';
import { expectAccessible, signIn } from './support';
import { readWorkbook } from './xlsx';

const SHOTS = process.env.E2E_SCREENSHOTS;

test('Compliance: a regulator reads the overview, drills into "not notified", sorts and exports the list', async ({
  page,
}) => {
  await signIn(page, 'regulator@example.gov.uk');
  await page.getByRole('link', { name: 'Compliance', exact: true }).first().click();
  await expect(page).toHaveURL(/\/compliance$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Compliance' })).toBeVisible();

  // Numbers first: each report's table; its chart after it, named, with the same numbers.
  const notification = page.getByRole('table', { name: /notification: organisations by state$/ });
  await expect(notification).toBeVisible();
  await expect(
    page.getByRole('group', { name: /^Chart: .*notification, organisations by state$/ }),
  ).toBeVisible();
  await expect(page.getByRole('table', { name: /Action Plan: organisations by state$/ })).toBeVisible();
  await expect(
    page.getByRole('table', { name: 'Submitted notifications by reporting obligation category' }),
  ).toBeVisible();
  await expectAccessible(page);
  if (SHOTS) {
    await page.screenshot({ path: `${SHOTS}/compliance-1280.png`, fullPage: true });
    await page.setViewportSize({ width: 320, height: 640 });
    await page.screenshot({ path: `${SHOTS}/compliance-320.png`, fullPage: true });
    await page.setViewportSize({ width: 1280, height: 900 });
  }

  // Drill into the organisations that have not notified.
  const notStarted = notification.getByRole('link', { name: /organisations: Not started$/ });
  const count = Number((await notStarted.textContent())?.trim());
  expect(count).toBeGreaterThan(0);
  await notStarted.click();
  await expect(page).toHaveURL(
    /\/compliance\/accounts\?report=NOTIFICATION_OF_COMPLIANCE_P3&state=NOT_STARTED$/,
  );
  await expect(page.getByRole('heading', { level: 1, name: 'Not started' })).toBeVisible();
  await expect(page.getByRole('table', { name: `${count} organisations` })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Send a reminder' })).toHaveAttribute(
    'href',
    '/compliance/reminders?report=NOTIFICATION_OF_COMPLIANCE_P3&state=NOT_STARTED',
  );
  await expectAccessible(page);

  // Sorted by organisation (ascending at first), then descending: the order is in the address.
  await page.getByRole('button', { name: /Organisation/ }).click();
  await expect(page).toHaveURL(/sort=name%2Cdesc/);
  const list = page.getByRole('table', { name: `${count} organisations` });
  // Read once the sorted page is in (the list is fetched again; an instant between may show no rows).
  const descending = (names: string[]) =>
    names.length > 0 &&
    names.every(
      (name, i) => i === 0 || names[i - 1]!.localeCompare(name, 'en', { sensitivity: 'base' }) >= 0,
    );
  await expect.poll(async () => descending(await list.getByRole('link').allTextContents())).toBe(true);
  if (SHOTS) {
    await page.screenshot({ path: `${SHOTS}/compliance-accounts-1280.png`, fullPage: true });
    await page.setViewportSize({ width: 320, height: 640 });
    await page.screenshot({ path: `${SHOTS}/compliance-accounts-320.png`, fullPage: true });
    await page.setViewportSize({ width: 1280, height: 900 });
  }

  // Exports: the same columns, every organisation of the list.
  const csvDownload = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export as CSV' }).click();
  const csv = await csvDownload;
  expect(csv.suggestedFilename()).toBe('compliance-notification_of_compliance_p3-not_started.csv');
  const lines = (await readFile((await csv.path())!, 'utf8')).trim().split('\r\n');
  expect(lines[0]).toBe(
    'Organisation,Registration number,Nation,State,Category,Submitted on,Days overdue,Assignee',
  );
  expect(lines).toHaveLength(count + 1);
  await expect(page.getByRole('status')).toHaveText(
    `The file of ${count} organisations has been downloaded.`,
  );

  const xlsxDownload = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export as Excel (.xlsx)' }).click();
  const xlsx = await xlsxDownload;
  expect(xlsx.suggestedFilename()).toBe('compliance-notification_of_compliance_p3-not_started.xlsx');
  const workbook = await readWorkbook((await xlsx.path())!);
  expect(JSON.stringify(workbook)).toContain('Registration number');
  await expectAccessible(page);
});
