import { expect, test } from './fixtures';
import { NARROW, expectAccessible, sideways, signIn } from './support';

// Issue 38 point 4: the dashboard's work list filtered by search, report type and days remaining, in the URL.
test('an operator filters the work list, and the URL keeps the filters through reload and back', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await signIn(page, 'operator@example.com');
  await expect(page).toHaveURL(/\/dashboard/);
  const tasks = page.getByRole('tabpanel');
  await expect(tasks.getByRole('table')).toBeVisible();

  await page.getByRole('textbox', { name: /Search/ }).fill('subsidiary 11');
  await page.getByRole('button', { name: 'Apply filters' }).click();
  await expect(page).toHaveURL(/search=subsidiary\+11/);
  await expect(page.getByRole('status')).toHaveText(/^\d+ tasks? found$/);
  // The organisation column (the task column names the organisation too, for screen readers).
  const names = tasks.locator('td[data-label="Organisation name"]');
  await expect(names.first()).toHaveText('Demo Subsidiary 11 Ltd');
  expect(new Set(await names.allTextContents())).toEqual(new Set(['Demo Subsidiary 11 Ltd']));
  await expectAccessible(page);

  await page.getByRole('textbox', { name: /Search/ }).fill('');
  await page.getByRole('combobox', { name: 'Report type' }).selectOption('NOTIFICATION_OF_COMPLIANCE_P3');
  await page.getByRole('combobox', { name: 'Sort by' }).selectOption('days-asc');
  await page.getByRole('button', { name: 'Apply filters' }).click();
  await expect(page).toHaveURL(/type=NOTIFICATION_OF_COMPLIANCE_P3&sort=days-asc/);
  const links = tasks.getByRole('table').getByRole('link');
  await expect(links.first()).toBeVisible();
  expect((await links.allTextContents()).every((name) => /notification/i.test(name))).toBe(true);

  await page.reload();
  await expect(page.getByRole('combobox', { name: 'Report type' })).toHaveValue(
    'NOTIFICATION_OF_COMPLIANCE_P3',
  );
  await expect(page.getByRole('combobox', { name: 'Sort by' })).toHaveValue('days-asc');
  await page.goBack();
  await expect(page).toHaveURL(/search=subsidiary\+11/);
  await expect(page.getByRole('textbox', { name: /Search/ })).toHaveValue('subsidiary 11');

  await page.setViewportSize(NARROW);
  await expect.poll(() => sideways(page)).toEqual([]);
  await expectAccessible(page);

  await page.getByRole('link', { name: 'Clear filters' }).click();
  await expect(page).toHaveURL(/\/dashboard(#[\w-]+)?$/);
  await expect(page.getByRole('textbox', { name: /Search/ })).toHaveValue('');

  // A value the form does not offer is ignored, not an error page.
  await page.goto('/dashboard?type=EVIL&sort=nonsense');
  await expect(page.getByRole('combobox', { name: 'Report type' })).toHaveValue('');
  await expect(tasks.getByRole('table')).toBeVisible();
});

test('a regulator filters their work list by report type', async ({ page }) => {
  await signIn(page, 'regulator@example.gov.uk', '/dashboard?type=ORGANISATION_ACCOUNT_OPENING#unassigned');
  const tasks = page.getByRole('tabpanel');
  await expect(tasks.getByRole('table')).toBeVisible();
  await expect(page.getByRole('status')).toHaveText(/^\d+ tasks? found$/);
  await expectAccessible(page);
  await page.getByRole('combobox', { name: 'Report type' }).selectOption('ACCOUNT_CLOSURE');
  await page.getByRole('button', { name: 'Apply filters' }).click();
  await expect(page).toHaveURL(/type=ACCOUNT_CLOSURE#unassigned/);
  await expect(tasks.getByText('No tasks match these filters.')).toBeVisible();
  await page.setViewportSize(NARROW);
  await expectAccessible(page);
});
