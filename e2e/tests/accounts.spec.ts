import { expect, test } from './fixtures';
import { expectAuditedChanges } from './audit-trail';
import { expectAccessible, signIn, keptSignedInPage } from './support';

test('accounts: an operator searches, opens an account and looks at every tab', async ({ page, browser }) => {
  await signIn(page, 'operator@example.com');
  await page.getByRole('link', { name: 'Accounts', exact: true }).first().click();
  await expect(page).toHaveURL(/\/accounts$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Accounts' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Demo Organisation Ltd' })).toBeVisible();
  await expectAccessible(page);

  const box = page.getByLabel('Search by organisation ID, registration number or name');
  await box.fill('De');
  await page.getByRole('button', { name: 'Search' }).click();
  await expect(page.getByRole('alert')).toContainText('Enter at least 3 characters');
  await expect(page).toHaveTitle(/^Error: /);
  await expectAccessible(page);

  await box.fill('Demo Subsidiary 0');
  await page.getByRole('button', { name: 'Search' }).click();
  await expect(page).toHaveURL(/\/accounts\?term=Demo\+Subsidiary\+0$/);
  const results = page.getByRole('list', { name: 'Results' }).getByRole('listitem');
  await expect(results).toHaveCount(9);
  await expect(page.getByRole('link', { name: 'Demo Organisation Ltd' })).toHaveCount(0);
  await expectAccessible(page);

  await page.getByRole('link', { name: 'Demo Subsidiary 01 Ltd' }).click();
  await expect(page.getByRole('heading', { level: 1, name: /Demo Subsidiary 01 Ltd/ })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Breadcrumb' })).toContainText('Demo Subsidiary 01 Ltd');
  await expect(page.getByRole('heading', { name: 'Organisation details' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Change organisation name' })).toBeVisible();
  await expectAccessible(page);

  for (const [tab, heading] of [
    ['Phases', 'Phases'],
    ['Users and contacts', 'Users and contacts'],
    ['Workflow history', 'Workflow history'],
    ['Notes', 'Notes'],
  ] as const) {
    await page.getByRole('tab', { name: tab }).click();
    await expect(page.getByRole('tab', { name: tab })).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('tabpanel').getByRole('heading', { level: 2, name: heading })).toBeVisible();
    await expectAccessible(page);
  }
  await expect(page).toHaveURL(/#notes$/);

  // The update form: left once without changing anything, then saved with a change.
  await page.getByRole('tab', { name: 'Details' }).click();
  await page.getByRole('link', { name: 'Change organisation name' }).click();
  await expect(
    page.getByRole('heading', { level: 1, name: 'Update the organisation details' }),
  ).toBeVisible();
  await expect(page.getByLabel('Organisation name')).toHaveValue('Demo Subsidiary 01 Ltd');
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Confirm and continue' }).click();
  await expect(page.getByRole('heading', { level: 1, name: /Demo Subsidiary 01 Ltd/ })).toBeVisible();
  await expect(page.getByRole('alert')).toHaveCount(0);

  await page.getByRole('link', { name: 'Change organisation name' }).click();
  await page.getByLabel('Address line 2 (optional)').fill('Unit 4');
  await page.getByRole('button', { name: 'Confirm and continue' }).click();
  // Saved: a success banner that takes focus, so a screen reader announces it (issue 20, item 7).
  const banner = page.getByRole('alert');
  await expect(banner).toContainText('The organisation details have been updated');
  await expect(banner).toBeFocused();
  await expect(page.locator('main')).toContainText('Unit 4');
  await expectAccessible(page);
  // Not in the address: a reload does not say it again.
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: /Demo Subsidiary 01 Ltd/ })).toBeVisible();
  await expect(page.getByRole('alert')).toHaveCount(0);

  // The account's audit history has Olivia's change, with the new address line.
  const accountPath = new URL(page.url()).pathname;
  const regulator = await keptSignedInPage(browser, 'regulator@example.gov.uk', `${accountPath}/audit`);
  await expectAuditedChanges(regulator, Number(accountPath.split('/').pop()), [
    { what: 'Organisation account changed', who: 'Olivia Operator', detail: 'Unit 4' },
  ]);
});

test('accounts: a regulator finds an account by its organisation id', async ({ page }) => {
  await signIn(page, 'regulator@example.gov.uk', '/accounts');
  await expect(page.getByRole('heading', { level: 1, name: 'Accounts' })).toBeVisible();
  await expect(
    page.getByRole('link', { name: 'Upload file with verified organisation accounts' }),
  ).toBeVisible();
  await expectAccessible(page);

  await page.getByLabel('Search by organisation ID, registration number or name').fill('org000001');
  await page.getByRole('button', { name: 'Search' }).click();
  const results = page.getByRole('list', { name: 'Results' }).getByRole('listitem');
  await expect(results).toHaveCount(1);
  await expect(results).toContainText('ORG000001');
  await expect(results).toContainText('Live');
  await expectAccessible(page);

  await page.getByRole('link', { name: 'Demo Organisation Ltd' }).click();
  await expect(page.getByRole('heading', { level: 1, name: /Demo Organisation Ltd/ })).toBeVisible();
  // Regulators see the details but cannot change them.
  await expect(page.getByRole('link', { name: /^Change/ })).toHaveCount(0);
  await expectAccessible(page);
});
