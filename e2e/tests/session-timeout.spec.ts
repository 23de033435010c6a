import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { expectAccessible, signIn } from './support';

// Run by playwright.timeout.config.ts: refresh tokens live SESSION_IDLE_TTL_SECONDS (60 s), and the
// warning opens 30 seconds before the current one expires.
const idleTtl = Number(process.env.SESSION_IDLE_TTL_SECONDS ?? 1800);
const dialogName = 'Your session will end soon';

if (idleTtl > 120) {
  throw new Error(
    'session-timeout.spec.ts needs a short SESSION_IDLE_TTL_SECONDS: run it with playwright.timeout.config.ts',
  );
}

async function waitForWarning(page: Page) {
  const dialog = page.getByRole('dialog', { name: dialogName });
  await expect(dialog).toBeVisible({ timeout: idleTtl * 1000 });
  return dialog;
}

test.describe('session timeout', () => {
  test('the warning can be answered with Continue in any tab; the person stays signed in until they sign out', async ({
    page,
  }) => {
    await signIn(page, 'regulator@example.gov.uk');
    await expect(page).toHaveURL(/\/dashboard/);
    // A second tab of the same browser is signed in already, and shares the countdown.
    const second = await page.context().newPage();
    await second.goto('/dashboard');
    await expect(second.getByText('You are logged in as: Rita Regulator')).toBeVisible();

    const dialog = await waitForWarning(page);
    const secondDialog = await waitForWarning(second);

    await expect(dialog).toHaveAttribute('aria-modal', 'true');
    await expect(dialog).toContainText(
      /We will sign you out in \d+ seconds? to keep your information secure\./,
    );
    await expect(dialog).toBeFocused();
    await page.screenshot({ path: test.info().outputPath('session-timeout-dialog.png') });
    await expectAccessible(page);

    // Keyboard: Tab moves between the two buttons and never leaves the dialog.
    const continueButton = dialog.getByRole('button', { name: 'Continue' });
    const signOutButton = dialog.getByRole('button', { name: 'Sign out' });
    await page.keyboard.press('Tab');
    await expect(continueButton).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(signOutButton).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(continueButton).toBeFocused();
    await page.keyboard.press('Shift+Tab');
    await expect(signOutButton).toBeFocused();

    const renewal = page.waitForResponse(
      (response) => response.url().endsWith('/protocol/openid-connect/token') && response.ok(),
    );
    await continueButton.click();
    const body = (await (await renewal).json()) as { refresh_expires_in?: number };
    expect(body.refresh_expires_in).toBeGreaterThan(30);
    await expect(dialog).toBeHidden();
    // Continue in one tab closes the warning in the other.
    await expect(secondDialog).toBeHidden();

    // Still signed in: the dashboard reloads its data with the renewed session.
    await page.getByRole('tab', { name: 'Unassigned' }).click();
    await expect(page).toHaveURL(/\/dashboard#unassigned$/);
    await expect(page.getByText('You are logged in as: Rita Regulator')).toBeVisible();

    // Signing out in the second tab signs the first one out as well.
    await second.getByRole('button', { name: 'Sign out' }).click();
    // Signed out at the identity provider too once the second tab shows its confirmation; only then may a new
    // page load in the first tab expect no session to come back (the tabs learn of it before the provider ends it).
    await expect(second).toHaveURL(/\/signed-out$/);
    await expect(page.getByText('You are logged in as')).toHaveCount(0);
    await expect(page).toHaveURL(/\/landing$/);
    await expectAccessible(page);
    await page.goto('/dashboard');
    await expect(page).not.toHaveURL(/\/dashboard/);
  });

  test('with no answer the person is signed out and sent to /timed-out', async ({ page }) => {
    await signIn(page, 'regulator@example.gov.uk');
    await expect(page).toHaveURL(/\/dashboard/);
    await waitForWarning(page);
    await expect(page).toHaveURL(/\/timed-out\?idle=\d+$/, { timeout: 45_000 });
    const idle = Number(new URL(page.url()).searchParams.get('idle'));
    expect(idle).toBeGreaterThanOrEqual(idleTtl - 5);
    expect(idle).toBeLessThanOrEqual(idleTtl + 10);

    // Signed out at the identity provider too: the start page asks to sign in again.
    await page.goto('/dashboard');
    await expect(page).not.toHaveURL(/\/dashboard/);
    await expect(page.getByText('You are logged in as')).toHaveCount(0);
  });
});
