import { expect, test } from './fixtures';
import { createGuardrails, generate } from 'otplib';
import { expectAuditedChanges } from './audit-trail';
import { expectAccessible, keptSignedInPage, newestMailBody } from './support';

// New authenticator secrets are 160 bits; otplib's defaults accept them.
const guardrails = createGuardrails({ MIN_SECRET_BYTES: 10 });
const NEW_PASSWORD = 'lighthouse pancake origami 58';

/**
 * Verifier activation (web-screens §4.2, legacy password flow). Nothing in ESOS invites verifiers, so
 * the development-only POST /dev/verifier-invitations issues the invitation a verifier administrator
 * would; the invitee is a new person each run, so no demo user changes.
 */
test('verifier invitation: email, activate with a password, sign in with a new authenticator', async ({
  page,
  browser,
}) => {
  const email = `invited.verifier.${Date.now()}@example.com`;
  const issued = await page.request.post('/dev/verifier-invitations', { data: { email } });
  expect(issued.status()).toBe(204);

  const link = /(https?:\/\/\S+\/invitation\/verifier\?token=\S+)/.exec(
    await newestMailBody(page, email),
  )?.[1];
  expect(link).toBeTruthy();
  await page.goto(link!);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Activate your account');
  await expect(page.getByText(email)).toBeVisible();
  await expectAccessible(page);

  // The strength meter follows the typing; nothing is sent until the button is pressed.
  await page.getByLabel('Create a password').fill('password1234');
  await expect(page.locator('#password-strength')).toContainText('Password strength: Weak');
  await page.getByLabel('Create a password').fill(NEW_PASSWORD);
  await expect(page.locator('#password-strength')).toContainText('Password strength: Strong');
  await expectAccessible(page);
  await page.getByLabel('Confirm your password').fill(NEW_PASSWORD);
  await page.getByRole('button', { name: 'Activate account' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Your account has been activated');
  await expectAccessible(page);

  // Signing in: the password, then the authenticator app set-up (a verifier has none yet), then a code.
  await page.getByRole('link', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/start-login/);
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page).toHaveURL(/\/auth\/realms\/esos\//);
  await expectAccessible(page);
  await page.getByLabel('Email address').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(NEW_PASSWORD);
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Set up your authenticator app');
  await expectAccessible(page);
  const secret = ((await page.locator('#setup-key').textContent()) ?? '').replaceAll(' ', '').trim();
  await page
    .getByLabel('Enter the 6-digit code from your authenticator app')
    .fill(await generate({ secret, guardrails }));
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page).not.toHaveURL(/\/auth\/realms\/|\/signin-callback/);
  // A new person accepts the terms first.
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Terms and conditions');
  await expectAccessible(page);
  await page.getByLabel('I have read, understood and accept the terms and conditions').check();
  await page.getByRole('button', { name: 'Accept and continue' }).click();
  // As in the reference, activation leaves the verifier authority ACCEPTED until their body activates it.
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Your user account needs to be activated');
  await expectAccessible(page);

  // The link worked once: now it says so, with the way in.
  await page.goto(link!);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('This invitation is not valid');
  await expect(page.getByRole('link', { name: 'sign in' })).toHaveAttribute('href', '/start-login');
  await expectAccessible(page);

  // Verifiers answer to no one authority: each regulator's audit history of people has their activation.
  const regulator = await keptSignedInPage(browser, 'regulator@example.gov.uk', '/audit-history');
  await expectAuditedChanges(regulator, 'people', [
    { what: 'User added', who: 'The service', about: 'Invited Verifier', detail: email },
    {
      what: 'Sign-in credentials added',
      who: 'The service',
      about: 'Invited Verifier',
      detail: 'password_hash: changed',
    },
    { what: 'User changed', who: 'Invited Verifier', about: 'Invited Verifier', detail: 'terms_version' },
    { what: 'User signed in', who: 'Invited Verifier', about: 'Invited Verifier' },
  ]);
});
