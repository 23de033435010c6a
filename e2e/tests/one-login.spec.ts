import { spawn, type ChildProcess } from 'node:child_process';
import { rmSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { NARROW, expectAccessible } from './support';

/**
 * Signing in through GOV.UK One Login (issue 41, ADR 48): a server of its own, started as
 * `npm run dev:one-login` starts it (the service and the One Login stand-in in one process), since the
 * other journeys' servers sign people in with the service's own pages. An existing demo user signs in
 * through the stand-in, keeps their tasks, and signs out of both.
 */
const EMAIL = 'operator@example.com';
let server: ChildProcess | undefined;
let serviceUrl = '';

test.beforeAll(async ({ baseURL }) => {
  test.setTimeout(240_000);
  const port = Number(new URL(baseURL ?? 'http://localhost:3100').port) + 2000;
  serviceUrl = `http://localhost:${port}`;
  const dataDir = `${process.env.E2E_DATA_DIR ?? '/tmp/esos-e2e'}-one-login-${port}`;
  rmSync(dataDir, { recursive: true, force: true });
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: String(port),
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
    SIGN_IN_ATTEMPTS_PER_IP: '10000',
  };
  // An embedded database with demo data, whatever the other journeys' servers use.
  delete env.DATABASE_URL;
  // `npm run dev:one-login` without its first step, the web client's build when its sources changed: the
  // journeys' servers serve that build, which a rebuild would empty under them; `npm run test:e2e` built it.
  env.DEV_TOOLS ??= 'true';
  server = spawn('npx', ['tsx', 'scripts/dev-one-login.ts'], {
    cwd: '../apps/server',
    env,
    detached: true,
    stdio: 'ignore',
  });
  const started = Date.now();
  for (;;) {
    const healthy = await fetch(`${serviceUrl}/api/health`).then(
      (response) => response.ok,
      () => false,
    );
    if (healthy) break;
    if (Date.now() - started > 200_000) throw new Error('the One Login server did not start');
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
});

/** With E2E_SCREENSHOTS naming a folder, keeps the page as it is for people to look at. */
async function screenshot(page: Page, name: string): Promise<void> {
  const folder = process.env.E2E_SCREENSHOTS;
  if (folder) await page.screenshot({ path: `${folder}/${name}.png` });
}

test.afterAll(() => {
  // The whole group: npm, the shell and the service's own process.
  if (server?.pid) process.kill(-server.pid, 'SIGTERM');
});

test('an existing user signs in through GOV.UK One Login, keeps their tasks, and signs out of both', async ({
  page,
}) => {
  await page.goto(`${serviceUrl}/start-login`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Create a GOV.UK One Login or sign in');
  await expect(page.getByText('You sign in to this service with GOV.UK One Login')).toBeVisible();
  await expectAccessible(page);

  await page.getByRole('button', { name: 'Continue' }).click();
  // The stand-in's page: One Login's own screens are not ours to scan, this one is.
  await expect(page.getByRole('heading', { name: 'Sign in to GOV.UK One Login' })).toBeVisible();
  await expectAccessible(page);
  await page.getByRole('textbox', { name: 'Email address' }).fill(EMAIL);
  await page.getByRole('button', { name: 'Continue' }).click();

  // No authenticator code of ours: straight to the person's own dashboard, with their organisation's tasks.
  await expect(page).toHaveURL(/\/dashboard/);
  await expect(page.locator('button', { hasText: 'Sign out' })).toBeAttached();
  await expect(page.locator('#main-content')).toContainText('Demo Organisation Ltd');
  // Her own tasks from the demo data: the notification she sent for review and those she is filling in.
  const tasks = page.getByRole('tabpanel');
  await expect(
    tasks.getByRole('link', { name: 'Awaiting external review of Phase 3 notification' }),
  ).toHaveCount(1);
  await expect(tasks.getByRole('link', { name: 'Submit Phase 3 notification' }).first()).toBeVisible();
  await expectAccessible(page);

  // One Login's service header in place of the GOV.UK header (ADR 48): its account link and sign-out, then the
  // service's own navigation.
  const oneLogin = page.getByRole('navigation', { name: 'GOV.UK One Login' });
  await expect(oneLogin.getByRole('link', { name: 'GOV.UK One Login' })).toHaveAttribute(
    'href',
    'https://home.account.gov.uk',
  );
  await expect(oneLogin.getByRole('button', { name: 'Sign out' })).toBeVisible();
  await expect(page.locator('.govuk-header')).toHaveCount(0);
  await expect(
    page.getByRole('navigation', { name: 'Menu' }).getByRole('link', { name: 'Tasks' }),
  ).toBeVisible();
  await screenshot(page, 'one-login-header-1280');

  // On a phone both One Login items fold behind a toggle that says whether it is open; nothing scrolls sideways.
  const viewport = page.viewportSize();
  await page.setViewportSize(NARROW);
  const toggle = page.getByRole('button', { name: 'Show GOV.UK One Login menu' });
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await expect(oneLogin.getByRole('button', { name: 'Sign out' })).toBeHidden();
  await toggle.focus();
  await page.keyboard.press('Enter');
  const hide = page.getByRole('button', { name: 'Hide GOV.UK One Login menu' });
  await expect(hide).toHaveAttribute('aria-expanded', 'true');
  await expect(oneLogin.getByRole('link', { name: 'GOV.UK One Login' })).toBeVisible();
  await expect(oneLogin.getByRole('button', { name: 'Sign out' })).toBeVisible();
  await expectAccessible(page);
  await screenshot(page, 'one-login-header-320-open');
  await hide.click();
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await screenshot(page, 'one-login-header-320');
  if (viewport) await page.setViewportSize(viewport);

  await page.goto(`${serviceUrl}/cookies`);
  await expect(page.getByText('sign you out of GOV.UK One Login')).toBeVisible();
  await expectAccessible(page);

  await page
    .getByRole('button', { name: 'Sign out' })
    .or(page.getByRole('link', { name: 'Sign out' }))
    .click();
  await expect(page).toHaveURL(/\/signed-out$/);
  await expect(page.locator('.govuk-panel--confirmation')).toContainText('You have signed out');
  await expectAccessible(page);

  // Both sessions have ended: the service does not know them, and One Login asks again.
  await page.goto(`${serviceUrl}/dashboard`);
  await expect(page).not.toHaveURL(/\/dashboard/);
  await page.goto(`${serviceUrl}/start-login`);
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByRole('heading', { name: 'Sign in to GOV.UK One Login' })).toBeVisible();
});

test("someone the service does not know registers with One Login's address, fixed", async ({ page }) => {
  await page.goto(`${serviceUrl}/start-login`);
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.getByRole('textbox', { name: 'Email address' }).fill('first.timer@example.com');
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'Create your Manage your ESOS reporting account',
  );
  await expect(page.locator('.govuk-summary-list')).toContainText('first.timer@example.com');
  await expect(page.getByRole('textbox')).toHaveCount(0);
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Create account' }).click();
  // A new person without an organisation yet, as after the service's own registration.
  await expect(page.locator('button', { hasText: 'Sign out' })).toBeAttached();
  await expect(page.locator('#main-content')).toBeVisible();
  await expect(page).not.toHaveURL(/\/auth\/realms\/|\/signin-callback/);
  await expectAccessible(page);
});

test('a refused answer from One Login ends on a GOV.UK page with a way back', async ({ page }) => {
  await page.goto(`${serviceUrl}/start-login`);
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.getByRole('textbox', { name: 'Email address' }).fill(EMAIL);
  await page.getByRole('combobox', { name: 'How the stand-in answers' }).selectOption('wrong-nonce');
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Sorry, we could not sign you in');
  await expectAccessible(page);
  await page.getByRole('link', { name: 'Go to the start page' }).click();
  // The start page, which moves to the address /landing.
  await expect(page).toHaveURL(new RegExp(`^${serviceUrl}/(landing)?$`));
  await expect(
    page.getByRole('button', { name: 'Start now' }).or(page.getByRole('link', { name: 'Start now' })),
  ).toBeVisible();
});
