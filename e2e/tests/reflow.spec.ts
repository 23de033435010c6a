import type { Locator } from '@playwright/test';
import { expect, test } from './fixtures';
import { NARROW, expectAccessible, sideways, signIn } from './support';

/** How far a region scrolls sideways: 0 when everything in it is in view. */
const hiddenWidth = (region: Locator) =>
  region.evaluate((element) => element.scrollWidth - element.clientWidth);

test('on a 320 pixel wide screen wide tables scroll in their own region, never the page', async ({
  page,
}) => {
  await page.setViewportSize(NARROW);
  await signIn(page, 'operator@example.com');
  await expect(page).toHaveURL(/\/dashboard/);

  // The dashboard lists each task as its cells under their column names: nothing is cut off (issue 39).
  const tasks = page.getByRole('region', { name: 'Tasks' });
  await expect(tasks.getByRole('table')).toBeVisible();
  await expect.poll(() => sideways(page)).toEqual([]);
  expect(await hiddenWidth(tasks)).toBe(0);
  const organisation = await tasks.getByRole('cell').filter({ hasText: /Ltd$/ }).first().boundingBox();
  expect(organisation!.x + organisation!.width).toBeLessThanOrEqual(NARROW.width);
  await expectAccessible(page);

  // Demo Organisation Ltd is the first account of a fresh demo database.
  await page.goto('/accounts/1/users');
  await expect(page.getByRole('region', { name: 'Users' }).getByRole('table')).toBeVisible();
  await expect.poll(() => sideways(page)).toEqual([]);
  await expectAccessible(page);
});

test('on a 320 pixel wide screen the regulator users list fits, without scrolling sideways', async ({
  page,
}) => {
  await page.setViewportSize(NARROW);
  await signIn(page, 'regulator@example.gov.uk', '/user/regulators');
  const users = page.getByRole('region', { name: 'Regulator users' });
  await expect(users.getByRole('table')).toBeVisible();
  await expect.poll(() => sideways(page)).toEqual([]);
  // Issue 39: the list scrolled sideways by 195 pixels; each user is now a short list of their details.
  expect(await hiddenWidth(users)).toBe(0);
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
