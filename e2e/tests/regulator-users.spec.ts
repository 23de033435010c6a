import { expect, freshPage, test } from './fixtures';
import { expectAuditedChanges } from './audit-trail';
import { expectAccessible, newestMailBody, signIn } from './support';

const INVITEE = 'e2e.regulator@example.gov.uk';

/** A white 24-bit BMP of the given size. */
function bmp(width: number, height: number): Buffer {
  const rowSize = Math.ceil((width * 3) / 4) * 4;
  const buffer = Buffer.alloc(54 + rowSize * height, 0xff);
  buffer.write('BM', 0, 'ascii');
  buffer.writeUInt32LE(buffer.length, 2);
  buffer.writeUInt32LE(54, 10);
  buffer.writeUInt32LE(40, 14);
  buffer.writeInt32LE(width, 18);
  buffer.writeInt32LE(height, 22);
  buffer.writeUInt16LE(1, 26);
  buffer.writeUInt16LE(24, 28);
  return buffer;
}

test('regulator users: list, invite with custom permissions, then change a permission', async ({
  page,
  browser,
}) => {
  await signIn(page, 'regulator@example.gov.uk');

  await page.getByRole('link', { name: 'Regulator users' }).first().click();
  await expect(page).toHaveURL(/\/user\/regulators$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Regulator users' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Reggie Readonly', exact: true })).toBeVisible();
  await expectAccessible(page);
  // No disabled buttons (issue 39): Save with nothing changed says what to do, and the link leads to a status.
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('heading', { name: 'There is a problem' })).toBeVisible();
  await page.getByRole('link', { name: 'Change at least one account status before you save' }).click();
  await expect(page.getByRole('combobox', { name: /^Account status for / }).first()).toBeFocused();
  await page.getByRole('button', { name: 'Discard changes' }).click();
  await expect(page.getByRole('heading', { name: 'There is a problem' })).toHaveCount(0);

  // Invite someone with the Admin team preset, then customised.
  await page
    .getByRole('button', { name: 'Add a new user' })
    .or(page.getByRole('link', { name: 'Add a new user' }))
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Add a new user' })).toBeVisible();
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByRole('heading', { name: 'There is a problem' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Enter a first name' })).toBeVisible();
  await expectAccessible(page);

  await page.getByLabel('First name').fill('Erin');
  await page.getByLabel('Last name').fill('Endtoend');
  await page.getByLabel('Job title').fill('Technical officer');
  await page.getByLabel('Email address').fill(INVITEE);
  await page.getByLabel('Phone number', { exact: true }).fill('01234 567890');
  await page.getByRole('button', { name: 'Admin team' }).click();
  await expect(page.getByLabel('Review organisation account: View only')).toBeChecked();
  await page.getByLabel('Close account: Execute').check();
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByText(`An account confirmation email has been sent to ${INVITEE}`)).toBeVisible();
  await expectAccessible(page);

  const mail = await newestMailBody(page, INVITEE);
  const link = /https?:\/\/\S+\/invitation\/regulator\?token=\S+/.exec(mail)?.[0];
  expect(link, 'the invitation email holds a link').toBeTruthy();

  // The invitee, signed out, is sent to sign in with their address.
  const invitee = await freshPage(browser);
  await invitee.goto(new URL(link ?? '').pathname + new URL(link ?? '').search);
  await expect(invitee).toHaveURL(/\/start-login\?/);
  await expectAccessible(invitee);

  // Back in the list, the invitee awaits confirmation; open them and change a permission.
  await page.getByRole('link', { name: 'Return to: Regulator users' }).click();
  await expect(page.getByRole('row', { name: /Erin Endtoend/ })).toContainText('Awaiting confirmation');
  await expectAccessible(page);
  await page.getByRole('link', { name: 'Erin Endtoend', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Erin Endtoend' })).toBeVisible();
  await expect(page.getByLabel('Close account: Execute')).toBeChecked();
  await expect(page.getByLabel('Assign/re-assign tasks: Execute')).toBeChecked();
  await expectAccessible(page);
  await page.getByLabel('Return NOC: Execute').check();
  // A signature that is too wide is refused in the browser; one within the limits is uploaded.
  const signature = page.getByLabel('Signature (optional)');
  await signature.setInputFiles({ name: 'wide.bmp', mimeType: 'image/bmp', buffer: bmp(300, 140) });
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(
    page.getByRole('link', {
      name: 'The selected file must be 240 pixels wide and 140 pixels high or smaller',
    }),
  ).toBeVisible();
  await expectAccessible(page);
  await signature.setInputFiles({ name: 'signature.bmp', mimeType: 'image/bmp', buffer: bmp(240, 140) });
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page).toHaveURL(/\/user\/regulators$/);
  // Saved: confirmed in a success banner that takes focus (issue 20, item 7).
  await expect(page.getByRole('alert')).toContainText(
    'The details and permissions of Erin Endtoend have been saved',
  );
  await expect(page.getByRole('alert')).toBeFocused();
  await expectAccessible(page);

  await page.getByRole('link', { name: 'Erin Endtoend', exact: true }).click();
  await expect(page.getByLabel('Return NOC: Execute')).toBeChecked();
  await expect(page.getByLabel('Close account: Execute')).toBeChecked();
  await expect(page.getByRole('button', { name: /Download the current signature/ })).toBeVisible();
  await expectAccessible(page);
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: /Download the current signature/ }).click();
  expect((await download).suggestedFilename()).toBe('signature.bmp');

  // Delete confirmation.
  await page.getByRole('link', { name: 'Cancel' }).click();
  await page.getByRole('link', { name: 'Delete Erin Endtoend' }).click();
  await expect(
    page.getByRole('heading', { name: 'Confirm that the user account of Erin Endtoend will be deleted' }),
  ).toBeVisible();
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Delete user account' }).click();
  await expect(page).toHaveURL(/\/user\/regulators$/);
  await expect(page.getByRole('alert')).toContainText('The user account of Erin Endtoend has been deleted');
  await expect(page.getByRole('link', { name: 'Erin Endtoend', exact: true })).toHaveCount(0);

  // Erin's whole story, her removal included, is in the authority's audit history of people.
  await page.getByRole('link', { name: 'Audit history of people' }).click();
  await expectAuditedChanges(page, 'people', [
    { what: 'User added', who: 'Rita Regulator', about: 'Erin Endtoend', detail: 'first_name: Erin' },
    {
      what: 'User permission added',
      who: 'Rita Regulator',
      about: 'Erin Endtoend',
      detail: 'PERM_NOTIFICATION_OF_COMPLIANCE_APPLICATION_RE_INITIATE_TASK',
    },
    { what: 'Signature added', who: 'Rita Regulator', about: 'Erin Endtoend', detail: 'signature.bmp' },
    { what: 'User authority deleted', who: 'Rita Regulator', about: 'Erin Endtoend', detail: 'was PENDING' },
  ]);
});
