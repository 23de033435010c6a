import { execFileSync } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { expectAccessible, NARROW, sideways, signIn } from './support';

/** With E2E_SCREENSHOTS, the page at a desktop's width and at 320 px (the narrowest the service supports). */
async function screenshots(page: Page, name: string) {
  const folder = process.env.E2E_SCREENSHOTS;
  if (!folder) return;
  mkdirSync(folder, { recursive: true });
  const viewport = page.viewportSize();
  for (const width of [1280, NARROW.width]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: `${folder}/${name}-${width}.png`, fullPage: true });
  }
  if (viewport) await page.setViewportSize(viewport);
}

test('Submitted reports: a regulator filters the list and opens a report and its PDF in two clicks', async ({
  page,
}, testInfo) => {
  await signIn(page, 'regulator@example.gov.uk');
  // First click: the navigation.
  await page.getByRole('link', { name: 'Submitted reports' }).first().click();
  await expect(page).toHaveURL(/\/submitted-reports$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Submitted reports' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: /^\d+ reports$/ })).toBeVisible();
  const rows = page.getByRole('table').getByRole('row');
  // The demo's notifications, action plans and progress updates, newest first.
  await expect(rows.filter({ hasText: 'notification of compliance' }).first()).toBeVisible();
  await expect(rows.filter({ hasText: 'action plan' }).first()).toBeVisible();
  await expect(rows.filter({ hasText: 'progress update 2' }).first()).toBeVisible();
  await expectAccessible(page);
  await screenshots(page, 'submitted-reports');

  // A filter by type goes into the address and focus moves to what it found.
  await page.getByLabel('Report', { exact: true }).selectOption({ label: 'Action plan' });
  await page.getByRole('button', { name: 'Apply filters' }).click();
  await expect(page).toHaveURL(/\/submitted-reports\?type=ACTION_PLAN_P3$/);
  const found = page.getByRole('heading', { level: 2, name: /^\d+ reports?$/ });
  await expect(found).toBeFocused();
  await expect(rows.filter({ hasText: 'notification of compliance' })).toHaveCount(0);
  await expect(rows.filter({ hasText: 'action plan' }).first()).toBeVisible();
  await expectAccessible(page);

  // A date that is not real is named in the error summary, which takes focus; the address is kept.
  const to = page.getByRole('group', { name: 'Submitted to' });
  await to.getByLabel('Day').fill('31');
  await to.getByLabel('Month').fill('2');
  await to.getByLabel('Year').fill('2026');
  await page.getByRole('button', { name: 'Apply filters' }).click();
  const summary = page.getByRole('alert');
  await expect(summary.getByRole('link', { name: 'Submitted to must be a real date' })).toBeVisible();
  await expect(page.locator('.govuk-error-summary')).toBeFocused();
  await expect(page).toHaveURL(/\/submitted-reports\?type=ACTION_PLAN_P3$/);
  await expectAccessible(page);
  await screenshots(page, 'submitted-reports-error');

  // The notifications of one organisation, by its name.
  await page.getByRole('link', { name: 'Clear filters' }).click();
  await expect(page).toHaveURL(/\/submitted-reports$/);
  await page.getByLabel('Report', { exact: true }).selectOption({ label: 'Notification of compliance' });
  await page.getByLabel('Organisation name or registration number').fill('Demo Subsidiary 12');
  await page.getByRole('button', { name: 'Apply filters' }).click();
  await expect(page).toHaveURL(/type=NOTIFICATION_OF_COMPLIANCE_P3&search=Demo\+Subsidiary\+12$/);
  await expect(page.getByRole('heading', { level: 2, name: '1 report' })).toBeFocused();
  await expectAccessible(page);
  await screenshots(page, 'submitted-reports-filtered');

  // Second click: the report, read-only, with its PDF.
  await page.getByRole('link', { name: /notification of compliance of Demo Subsidiary 12 Ltd/ }).click();
  await expect(page).toHaveURL(/\/accounts\/\d+\/phases\/NOC\d+-P3\/timeline\/\d+$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Notification submitted' })).toBeVisible();
  await expect(page.locator('#main-content section h2').first()).toBeVisible();
  await expectAccessible(page);
  await screenshots(page, 'submitted-report');

  // The PDF: the print button opens the browser's print window; the printed copy is the report alone.
  await page.evaluate(() => {
    (window as unknown as { printed: number }).printed = 0;
    window.print = () => {
      (window as unknown as { printed: number }).printed += 1;
    };
  });
  await page.getByRole('button', { name: 'Download PDF of submitted NOC' }).click();
  expect(await page.evaluate(() => (window as unknown as { printed: number }).printed)).toBe(1);
  const pdf = testInfo.outputPath('submitted-notification.pdf');
  await page.pdf({ path: pdf, format: 'A4' });
  const text = execFileSync('pdftotext', ['-layout', pdf, '-']).toString();
  expect(text).toMatch(/Demo Subsidiary 12 Ltd, account \d+ \| Phase 3 notification of compliance NOC/);
  expect(text).not.toContain('Submitted reports');
  expect(text).not.toContain('Download PDF of submitted NOC');

  // Back to the list as it was filtered, and it fits 320 pixels.
  await page.goBack();
  await expect(page.getByRole('heading', { level: 2, name: '1 report' })).toBeVisible();
  await page.setViewportSize(NARROW);
  await expect.poll(() => sideways(page)).toEqual([]);
});
