import { expect, test } from './fixtures';
import { NARROW, expectAccessible, sideways, signIn } from './support';

test('on a 320 pixel wide screen wide tables scroll in their own region, never the page', async ({
  page,
}) => {
  await page.setViewportSize(NARROW);
  await signIn(page, 'operator@example.com');
  await expect(page).toHaveURL(/\/dashboard/);

  const tasks = page.getByRole('region', { name: 'Tasks' });
  await expect(tasks.getByRole('table')).toBeVisible();
  await expect.poll(() => sideways(page)).toEqual([]);
  // The table is wider than the screen: its region scrolls, and a keyboard user can scroll it.
  expect(await tasks.evaluate((region) => region.scrollWidth > region.clientWidth)).toBe(true);
  await tasks.focus();
  await page.keyboard.press('ArrowRight');
  await expect.poll(() => tasks.evaluate((region) => region.scrollLeft)).toBeGreaterThan(0);
  await expectAccessible(page);

  // Demo Organisation Ltd is the first account of a fresh demo database.
  await page.goto('/accounts/1/users');
  await expect(page.getByRole('region', { name: 'Users' }).getByRole('table')).toBeVisible();
  await expect.poll(() => sideways(page)).toEqual([]);
  await expectAccessible(page);
});

test('on a 320 pixel wide screen the cookies page fits, its long cookie names broken at underscores', async ({
  page,
}) => {
  await page.setViewportSize(NARROW);
  await page.goto('/cookies');
  await expect(page.getByRole('table', { name: 'Essential cookies we use' })).toBeVisible();
  await expect.poll(() => sideways(page)).toEqual([]);
  await expectAccessible(page);
});
