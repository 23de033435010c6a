import type { Page } from '@playwright/test';
import { expect, freshPage, test } from './fixtures';
import { expectAuditedChanges } from './audit-trail';
import { expectAccessible, signIn, keptSignedInPage } from './support';

const NOTE = 'Energy audit report received from the lead assessor';
const EDITED = 'Energy audit report checked and filed';
// The edited note runs to eight lines: the list folds it to five with 'Show more'.
const EDITED_NOTE = [
  EDITED,
  ...Array.from({ length: 7 }, (_, index) => `Finding ${index + 1} recorded`),
].join('\n');
const FILE_NAME = 'energy-audit-summary.txt';

async function openNotesTab(page: Page): Promise<void> {
  await page.getByRole('tab', { name: 'Notes' }).click();
  await expect(page.getByRole('tab', { name: 'Notes' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('tabpanel').getByRole('heading', { level: 2, name: 'Notes' })).toBeVisible();
}

test('account notes: an advanced user adds, downloads, edits and deletes a note; a restricted user only reads', async ({
  page,
  browser,
}) => {
  // Two people sign in and a file goes through the virus scanner: more than the default minute.
  test.setTimeout(120_000);
  await signIn(page, 'operator@example.com', '/accounts');
  await page.getByRole('link', { name: 'Demo Organisation Ltd' }).click();
  await expect(page.getByRole('heading', { level: 1, name: /Demo Organisation Ltd/ })).toBeVisible();
  const accountPath = new URL(page.url()).pathname;
  await openNotesTab(page);
  await expectAccessible(page);

  // Add a note with a file: refused while empty, then saved once the file has uploaded (scanned by clamd).
  await page.getByRole('button', { name: 'Add a note' }).click();
  await expect(page).toHaveURL(new RegExp(`${accountPath}/notes/add$`));
  await expect(page.getByRole('heading', { level: 1, name: 'Add a note' })).toBeVisible();
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Add note' }).click();
  await expect(page.getByRole('alert')).toContainText('Enter a note');
  await expect(page).toHaveTitle(/^Error: /);
  await expectAccessible(page);
  await page.getByLabel('Note').fill(NOTE);
  await page.getByLabel('Upload files (optional)').setInputFiles({
    name: FILE_NAME,
    mimeType: 'text/plain',
    buffer: Buffer.from('Site survey completed. Lighting upgrade recommended.\n'),
  });
  await expect(page.getByText('Uploaded')).toBeVisible({ timeout: 30_000 });
  await expectAccessible(page);
  // A click landing just as the upload's status settles was seen to be lost in CI; a person would
  // click again, and so does the test (only if nothing happened within 5 seconds).
  await expect(async () => {
    await page.getByRole('button', { name: 'Add note' }).click();
    await expect(page).toHaveURL(new RegExp(`${accountPath}#notes$`), { timeout: 5_000 });
  }).toPass({ timeout: 20_000 });

  // Back on the Notes tab, with the note and its file, and a success banner that has focus (issue 20, item 7).
  const panel = page.getByRole('tabpanel');
  await expect(panel.getByText(NOTE)).toBeVisible();
  await expect(page.getByRole('alert')).toContainText('Your note has been added');
  await expect(page.getByRole('alert')).toBeFocused();
  await expectAccessible(page);
  // As with Add note above: a click lost in CI (the link focused, no download) is made again, as a person would.
  let fileName = '';
  await expect(async () => {
    const downloading = page.waitForEvent('download', { timeout: 10_000 });
    await panel.getByRole('link', { name: FILE_NAME }).click();
    fileName = (await downloading).suggestedFilename();
  }).toPass({ timeout: 40_000 });
  expect(fileName).toBe(FILE_NAME);

  // The restricted user of the same account reads the note but may not add, change or delete.
  const restricted = await freshPage(browser);
  await signIn(restricted, 'restricted.operator@example.com', `${accountPath}#notes`);
  await expect(restricted.getByRole('heading', { level: 1, name: /Demo Organisation Ltd/ })).toBeVisible();
  await openNotesTab(restricted);
  await expect(restricted.getByRole('tabpanel').getByText(NOTE)).toBeVisible();
  await expect(restricted.getByRole('button', { name: 'Add a note' })).toHaveCount(0);
  await expect(restricted.getByRole('link', { name: /^Edit\s?note$/ })).toHaveCount(0);
  await expect(restricted.getByRole('link', { name: /^Delete\s?note$/ })).toHaveCount(0);
  await expectAccessible(restricted);

  // Edit it.
  await panel
    .getByRole('link', { name: /^Edit\s?note$/ })
    .first()
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Edit note' })).toBeVisible();
  await expect(page.getByLabel('Note')).toHaveValue(NOTE);
  await expectAccessible(page);
  await page.getByLabel('Note').fill(EDITED_NOTE);
  await page.getByRole('button', { name: 'Save note' }).click();
  await expect(page).toHaveURL(new RegExp(`${accountPath}#notes$`));
  await expect(page.getByRole('alert')).toContainText('Your note has been updated');
  await expect(page.getByRole('alert')).toBeFocused();
  await expect(page.getByRole('tabpanel').getByText(EDITED)).toBeVisible();
  await expect(page.getByRole('tabpanel').getByRole('link', { name: FILE_NAME })).toBeVisible();
  await expectAccessible(page);

  // Folded to five lines until the reader asks for the rest.
  const noteText = page.getByRole('tabpanel').getByText(EDITED);
  const foldedHeight = (await noteText.boundingBox())?.height ?? 0;
  const more = page.getByRole('tabpanel').getByRole('button', { name: /Show more\s?of this note/ });
  await expect(more).toHaveAttribute('aria-expanded', 'false');
  await more.click();
  const less = page.getByRole('tabpanel').getByRole('button', { name: /Show less\s?of this note/ });
  await expect(less).toHaveAttribute('aria-expanded', 'true');
  // Eight lines instead of five.
  expect((await noteText.boundingBox())?.height ?? 0).toBeGreaterThan(foldedHeight * 1.4);
  await expectAccessible(page);
  await less.click();
  await expect(more).toBeVisible();

  // Delete it.
  await page
    .getByRole('tabpanel')
    .getByRole('link', { name: /^Delete\s?note$/ })
    .first()
    .click();
  await expect(
    page.getByRole('heading', { level: 1, name: 'Are you sure you want to delete this note?' }),
  ).toBeVisible();
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Yes, delete' }).click();
  await expect(page).toHaveURL(new RegExp(`${accountPath}#notes$`));
  await expect(page.getByRole('tabpanel').getByRole('heading', { level: 2, name: 'Notes' })).toBeVisible();
  await expect(page.getByText(EDITED)).toHaveCount(0);
  await expectAccessible(page);

  // The account's audit history: the note added with its file, and deleted as edited, each by Olivia.
  const auditPath = `${accountPath}/audit`;
  const regulator = await keptSignedInPage(browser, 'regulator@example.gov.uk', auditPath);
  await expectAuditedChanges(regulator, Number(accountPath.split('/').pop()), [
    { what: 'Account note added', who: 'Olivia Operator', detail: NOTE },
    { what: 'File added', who: 'Olivia Operator', detail: FILE_NAME },
    { what: 'Account note deleted', who: 'Olivia Operator', detail: EDITED },
  ]);
});
