import { expect, test } from './fixtures';
import { createGuardrails, generate } from 'otplib';
import { expectAuditedChanges } from './audit-trail';
import {
  expectAccessible,
  keptSignedInPage,
  newestMailBody,
  requestRegistrationEmail,
  unusedCode,
} from './support';

// New secrets are 160 bits; the demo one is 80, below otplib's default minimum.
const guardrails = createGuardrails({ MIN_SECRET_BYTES: 10 });
const NEW_PASSWORD = 'lighthouse pancake origami 58';

function linkIn(body: string, path: string): string {
  const match = new RegExp(`(https?://\\S+${path.replace(/[/?]/g, '\\$&')}\\?token=\\S+)`).exec(body);
  if (!match?.[1]) throw new Error(`no ${path} link in: ${body}`);
  return match[1];
}

test('forgot password: email, link, new password, authenticator code', async ({ page, browser }) => {
  // A demo user no other journey signs in as: this one ends with a new password.
  const email = 'other.operator@example.com';
  await page.goto('/forgot-password');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Reset your password');
  await expectAccessible(page);

  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByRole('alert')).toContainText('Enter your email address');
  await expectAccessible(page);

  await page.getByLabel('Email address').fill(email);
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Password reset email sent');
  await expectAccessible(page);

  const link = linkIn(await newestMailBody(page, email), '/forgot-password/reset-password');
  await page.goto(link);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Create a new password');
  await expectAccessible(page);

  await page.getByLabel('Create a password').fill('password1234');
  await expect(page.getByText('Password strength:')).toBeVisible();
  await page.getByLabel('Confirm your password').fill('password1234');
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByRole('alert')).toContainText('Enter a stronger password');
  await expectAccessible(page);

  await page.getByLabel('Create a password').fill(NEW_PASSWORD);
  await page.getByLabel('Confirm your password').fill(NEW_PASSWORD);
  await expect(page.getByText(/Password strength: (Good|Strong)/)).toBeVisible();
  // The GOV.UK password input's toggle shows what was typed, and submitting hides it again.
  await page.getByRole('button', { name: 'Show password' }).first().click();
  await expect(page.getByLabel('Create a password')).toHaveAttribute('type', 'text');
  await expect(page.getByText('Your password is visible')).toBeAttached();
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Continue' }).click();

  await expect(page.getByLabel('Enter the 6 digit code shown in your ESOS authenticator app')).toBeVisible();
  await expectAccessible(page);
  await page
    .getByLabel('Enter the 6 digit code shown in your ESOS authenticator app')
    .fill(await unusedCode(email));
  await page.getByRole('button', { name: 'Reset password' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Your password has been reset');
  await expectAccessible(page);

  // The regulator's audit history of people has the new password, never its value.
  const regulator = await keptSignedInPage(browser, 'regulator@example.gov.uk', '/audit-history');
  await expectAuditedChanges(regulator, 'people', [
    { what: 'Sign-in credentials changed', who: '', about: 'Oscar Other', detail: 'password_hash: changed' },
  ]);
});

test('operator self-registration at the identity provider, up to being signed in', async ({
  page,
  browser,
}) => {
  const email = `self.registered.${Date.now()}@example.com`;
  await page.goto('/');
  await page
    .getByRole('button', { name: 'Start now' })
    .or(page.getByRole('link', { name: 'Start now' }))
    .click();
  await expect(page).toHaveURL(/\/start-login/);
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page).toHaveURL(/\/auth\/realms\/esos\//);
  await expectAccessible(page);

  await requestRegistrationEmail(page, email);

  await page.goto(linkIn(await newestMailBody(page, email), '/register/password'));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Create a password');
  await expectAccessible(page);
  await page.getByLabel('Password', { exact: true }).fill('short');
  await page.getByLabel('Confirm your password').fill('short');
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.locator('.govuk-error-summary')).toContainText('Password must be 12 characters or more');
  await expectAccessible(page);

  await page.getByLabel('Password', { exact: true }).fill(NEW_PASSWORD);
  await page.getByLabel('Confirm your password').fill(NEW_PASSWORD);
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Set up your authenticator app');
  await expect(page.getByRole('img', { name: /QR code/ })).toBeVisible();
  await expectAccessible(page);

  const secret = ((await page.locator('#setup-key').textContent()) ?? '').replaceAll(' ', '').trim();
  await page
    .getByLabel('Enter the 6-digit code from your authenticator app')
    .fill(await generate({ secret, guardrails }));
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page).not.toHaveURL(/\/auth\/realms\//);
  await expectAccessible(page);

  // A newcomer with no authority yet: every regulator's audit history of people has their registration.
  const regulator = await keptSignedInPage(browser, 'regulator@example.gov.uk', '/audit-history');
  await expectAuditedChanges(regulator, 'people', [
    { what: 'User added', who: '', detail: email },
    { what: 'Sign-in credentials changed', who: '', detail: 'totp_secret: changed' },
  ]);
});
