import { expect, test } from './fixtures';
import { expectAccessible, signIn } from './support';

const NOTE = 'Site visit booked for the audit trail journey';

test('audit history: a regulator sees a change to an account, filters it by person and date, and pages', async ({
  page,
}) => {
  test.setTimeout(150_000);
  await signIn(page, 'regulator@example.gov.uk', '/accounts');
  await page.getByRole('link', { name: 'Demo Subsidiary 05 Ltd' }).click();
  await expect(page.getByRole('heading', { level: 1, name: /Demo Subsidiary 05 Ltd/ })).toBeVisible();
  const accountPath = new URL(page.url()).pathname;

  // A change: a note on the account.
  await page.getByRole('tab', { name: 'Notes' }).click();
  await page.getByRole('button', { name: 'Add a note' }).click();
  await page.getByLabel('Note', { exact: true }).fill(NOTE);
  await page.getByRole('button', { name: 'Add note' }).click();
  await expect(page).toHaveURL(new RegExp(`${accountPath}#notes$`));
  await expect(page.getByRole('tabpanel').getByText(NOTE)).toBeVisible();

  // The account page links to its audit history.
  await page.getByRole('link', { name: 'Audit history' }).click();
  await expect(page).toHaveURL(new RegExp(`${accountPath}/audit$`));
  await expect(page.getByRole('heading', { level: 1, name: 'Audit history' })).toBeVisible();
  await expect(page).toHaveTitle(/^Audit history/);
  const table = page.getByRole('table', { name: 'Changes' });
  const noteRow = table.getByRole('row').filter({ hasText: 'Account note added' }).first();
  await expect(noteRow).toContainText(NOTE);
  await expect(noteRow).toContainText('ENGLAND');
  await expectAccessible(page);
  for (const width of [1280, 375]) {
    await page.setViewportSize({ width, height: width === 375 ? 812 : 900 });
    await page.screenshot({ path: `test-results/account-audit-${width}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 900 });

  // Filter by the person who made it: their changes only.
  const person = page.getByLabel('Person');
  const regulatorName = (await noteRow.getByRole('cell').nth(1).innerText()).split('\n')[0]!.trim();
  // The note's author is named where the trail holds their user id.
  await expect(noteRow).toContainText(`submitter_id: ${regulatorName}`);
  await person.selectOption({ label: regulatorName });
  await page.getByRole('button', { name: 'Apply filters' }).click();
  await expect(page).toHaveURL(/person=/);
  await expect(table.getByRole('row').filter({ hasText: 'Account note added' }).first()).toBeVisible();
  for (const cell of await table.locator('tbody tr td:nth-child(2)').allInnerTexts()) {
    expect(cell).toContain(regulatorName);
  }

  // A date the change was not made on: nothing to show.
  await page.getByRole('group', { name: 'From' }).getByLabel('Day').fill('1');
  await page.getByRole('group', { name: 'From' }).getByLabel('Month').fill('1');
  await page.getByRole('group', { name: 'From' }).getByLabel('Year').fill('2001');
  await page.getByRole('group', { name: 'To' }).getByLabel('Day').fill('31');
  await page.getByRole('group', { name: 'To' }).getByLabel('Month').fill('12');
  await page.getByRole('group', { name: 'To' }).getByLabel('Year').fill('2001');
  await page.getByRole('button', { name: 'Apply filters' }).click();
  await expect(page).toHaveURL(/from=2001-01-01&to=2001-12-31/);
  await expect(page.getByText('There are no changes to show.')).toBeVisible();
  await expectAccessible(page);

  // A date that does not exist: the GOV.UK error summary, and the list is unchanged.
  await page.getByRole('group', { name: 'To' }).getByLabel('Day').fill('31');
  await page.getByRole('group', { name: 'To' }).getByLabel('Month').fill('2');
  await page.getByRole('button', { name: 'Apply filters' }).click();
  await expect(page.getByRole('alert')).toContainText('End date: Enter a real date');
  await expectAccessible(page);

  // Clearing shows everything again, newest first.
  await page.getByRole('link', { name: 'Clear filters' }).click();
  await expect(page).toHaveURL(new RegExp(`${accountPath}/audit$`));
  await expect(table.getByRole('row').nth(1)).toContainText('Account note added');
});

test('audit history is not offered to a regulator without the permission, nor to operators', async ({
  page,
}) => {
  await signIn(page, 'regulator.readonly@example.gov.uk', '/accounts');
  await page.getByRole('link', { name: 'Demo Subsidiary 05 Ltd' }).click();
  await expect(page.getByRole('heading', { level: 1, name: /Demo Subsidiary 05 Ltd/ })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Audit history' })).toHaveCount(0);
  // Typed in, the API refuses (403): no history is shown, whether the page says so or the service's
  // refusal handling has already taken the user back to their landing page.
  await page.goto(`${new URL(page.url()).pathname}/audit`);
  await expect(
    page
      .getByText('The audit history could not be loaded. Try again later.')
      .or(page.getByRole('heading', { level: 1, name: 'Tasks' })),
  ).toBeVisible();
  await expect(page.getByRole('table', { name: 'Changes' })).toHaveCount(0);
  await expectAccessible(page);
});
