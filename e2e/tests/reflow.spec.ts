import { expect, test, type Page } from '@playwright/test';
import { expectAccessible, signIn } from './support';

// 1280 CSS pixels zoomed to 400%, or a small phone: WCAG 2.2 1.4.10 Reflow.
const NARROW = { width: 320, height: 640 };

/** The elements that stick out of the screen on the right (none when the page never scrolls sideways). */
async function sideways(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    if (document.documentElement.scrollWidth <= width) return [];
    return Array.from(document.body.querySelectorAll('*'))
      .filter((element) => element.getBoundingClientRect().right > width + 1)
      .filter((element) => !element.closest('.app-scroll-region'))
      .map((element) => `${element.tagName.toLowerCase()}.${Array.from(element.classList).join('.')}`)
      .slice(0, 10);
  });
}

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
