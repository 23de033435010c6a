import { execFileSync } from 'node:child_process';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Page } from 'playwright-core';

const root = fileURLToPath(new URL('../../..', import.meta.url));

/** Signs a demo user in through the provider's pages, as a person does (password, then the authenticator code). */
export async function signInAs(page: Page, base: string, email: string): Promise<void> {
  await page.goto(`${base}/start-login`);
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.getByLabel('Email address').fill(email);
  await page.getByLabel('Password', { exact: true }).fill('Password123!Demo');
  await page.getByRole('button', { name: 'Continue' }).click();
  const code = execFileSync(process.execPath, [join(root, 'scripts/totp.mjs')], { encoding: 'utf8' }).trim();
  await page.getByRole('textbox').first().fill(code);
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.waitForURL((url) => !url.pathname.startsWith('/auth/') && !url.pathname.startsWith('/signin'));
}

/**
 * The access token the signed-in page sends (the SPA keeps the user in memory only): taken from the
 * Authorization header of the first API call after a reload, which signs in again through the provider's session.
 */
export async function accessTokenOf(page: Page): Promise<string> {
  const sent = page.waitForRequest(
    (request) =>
      new URL(request.url()).pathname.startsWith('/api/') &&
      (request.headers().authorization ?? '').startsWith('Bearer '),
    { timeout: 60_000 },
  );
  await page.reload();
  const token = (await sent).headers().authorization?.slice('Bearer '.length);
  if (!token) throw new Error('the page sent no access token: not signed in');
  return token;
}
