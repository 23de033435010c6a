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

// Passed as text: tsx would wrap a named function in a helper the page does not have.
const READ_ACCESS_TOKEN = `(() => {
  for (const key of Object.keys(localStorage)) {
    if (key.startsWith('oidc.user:')) return JSON.parse(localStorage.getItem(key)).access_token;
  }
  return null;
})()`;

/** The access token the signed-in page holds (oidc-client-ts keeps the user in localStorage). */
export async function accessTokenOf(page: Page): Promise<string> {
  const token = (await page.evaluate(READ_ACCESS_TOKEN)) as string | null;
  if (!token) throw new Error('the page holds no access token: not signed in');
  return token;
}
