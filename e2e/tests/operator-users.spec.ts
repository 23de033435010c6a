import { expect, freshPage, test } from './fixtures';
import { expectAuditedChanges } from './audit-trail';
import { expectAccessible, newestMailBody, signIn, keptSignedInPage } from './support';

// Each run starts from a fresh demo database, where Demo Organisation Ltd is the first account created.
const ACCOUNT_ID = 1;
const INVITEE = 'e2e.invitee@example.com';

test('users and contacts: invite a user, follow their link, change a contact and save', async ({
  page,
  browser,
}) => {
  await signIn(page, 'operator@example.com', `/accounts/${ACCOUNT_ID}/users`);
  await expect(page.getByRole('heading', { level: 1, name: 'Users and contacts' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Rosa Restricted', exact: true })).toBeVisible();
  await expectAccessible(page);

  // Invite a Restricted user.
  await page.getByLabel('Add a new user').selectOption('operator');
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page).toHaveURL(new RegExp(`/accounts/${ACCOUNT_ID}/users/add/operator$`));
  await expect(page.getByRole('heading', { level: 1, name: 'Add a Restricted user' })).toBeVisible();
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Send invitation' }).click();
  await expect(page.getByRole('alert')).toContainText('Enter a first name');
  await expect(page).toHaveTitle(/^Error: /);
  await expectAccessible(page);
  await page.getByLabel('First name').fill('Eve');
  await page.getByLabel('Last name').fill('Invitee');
  await page.getByLabel('Email address').fill(INVITEE);
  await page.getByRole('button', { name: 'Send invitation' }).click();
  await expect(
    page.getByRole('heading', { name: `An account confirmation email has been sent to ${INVITEE}` }),
  ).toBeVisible();
  await expectAccessible(page);

  // The invitee, signed out, follows the emailed link and is sent to sign in with their address.
  const body = await newestMailBody(page, INVITEE);
  expect(body).toContain('Olivia Operator');
  const link = /(https?:\/\/\S+\/registration\/invitation\?token=\S+)/.exec(body)?.[1];
  if (!link) throw new Error(`no invitation link in: ${body}`);
  const inviteePage = await freshPage(browser);
  await inviteePage.goto(new URL(link).pathname + new URL(link).search);
  await expect(inviteePage).toHaveURL(/\/start-login\?/);
  expect(new URL(inviteePage.url()).searchParams.get('email')).toBe(INVITEE);
  await expectAccessible(inviteePage);

  // A broken link explains itself.
  const strangerPage = await freshPage(browser);
  await strangerPage.goto('/registration/invitation?token=not-a-token');
  await expect(strangerPage.getByRole('heading', { level: 1, name: 'This link is invalid' })).toBeVisible();
  await expectAccessible(strangerPage);

  // The admin's table: the invitee is awaiting confirmation; the page's own checks come first.
  await page.goto(`/accounts/${ACCOUNT_ID}/users`);
  await expect(page.getByRole('row', { name: /Eve Invitee/ })).toContainText('Awaiting confirmation');
  await page.getByLabel('Contact type for Olivia Operator').selectOption('');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('alert')).toContainText('You must have a primary contact on your account');
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Discard changes' }).click();
  await expect(page.getByLabel('Contact type for Olivia Operator')).toHaveValue('PRIMARY');

  // Colin becomes the secondary contact.
  await page.getByLabel('Contact type for Colin Colleague').selectOption('SECONDARY');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Your changes have been saved')).toBeVisible();
  // The success banner takes focus, so a screen reader announces it (issue 20, item 7).
  await expect(page.getByRole('alert')).toBeFocused();
  await expect(page.getByLabel('Contact type for Colin Colleague')).toHaveValue('SECONDARY');
  await expectAccessible(page);

  // The account's audit history has Olivia's invitation and her change of contact.
  const regulator = await keptSignedInPage(
    browser,
    'regulator@example.gov.uk',
    `/accounts/${ACCOUNT_ID}/audit`,
  );
  await expectAuditedChanges(regulator, ACCOUNT_ID, [
    { what: 'User authority added', who: 'Olivia Operator', detail: /status: PENDING.*Eve Invitee/ },
    { what: 'Account contact added', who: 'Olivia Operator', detail: /Colin Colleague.*SECONDARY/ },
  ]);
});
