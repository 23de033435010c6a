import { expect, test } from './fixtures';
import { expectAccessible, keepProfileLanguage, rememberAuthorisation, signIn } from './support';

// A signed-in person who chose Welsh keeps it in their profile: later journeys of theirs must find English.
test.beforeEach(({ page }) => rememberAuthorisation(page));
test.afterEach(async ({ page }) => keepProfileLanguage(page, 'en'));

// Issue 43: a task page in Welsh (its frame: header, timeline, related actions), chosen by ?lang=cy. It only
// reads: the language cookie is the browser context's own, and it is set back to English at the end.
test('a task page reads in Welsh, with lang="cy", and passes the accessibility scan', async ({ page }) => {
  await signIn(page, 'operator@example.com');
  await expect(page.getByRole('table')).toBeVisible();
  const task = await page
    .locator('a[href^="/tasks/"]')
    .evaluateAll((links) =>
      links.map((link) => link.getAttribute('href') ?? '').find((href) => /^\/tasks\/\d+$/.test(href)),
    );
  expect(task).toBeDefined();

  await page.goto(`${task}?lang=cy`);
  await expect(page.locator('html')).toHaveAttribute('lang', 'cy');
  await expect(page.getByRole('heading', { level: 2, name: 'Llinell amser' })).toBeVisible();
  await expect(page.getByTestId('task-assignee')).toContainText('Wedi’i neilltuo i:');
  await expectAccessible(page);

  await page.goto(`${task}?lang=en`);
  await expect(page.getByRole('heading', { level: 2, name: 'Timeline' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
});
