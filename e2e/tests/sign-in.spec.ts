import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { expectAccessible, keptSignedInPage, navigationLinks, signIn, waitForApp } from './support';

test.describe('signed out', () => {
  test('the landing page introduces the service and starts sign-in', async ({ page }) => {
    await page.goto('/');
    await expect(page).toHaveTitle('Home - Manage your ESOS reporting - GOV.UK');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'Manage your Energy Savings Opportunity Scheme reporting',
    );
    expect(await navigationLinks(page)).toEqual([]);
    await expectAccessible(page);
    await page
      .getByRole('button', { name: 'Start now' })
      .or(page.getByRole('link', { name: 'Start now' }))
      .click();
    await expect(page).toHaveURL(/\/start-login$/);
    await expectAccessible(page);
  });

  test('the empty path answers with the landing page itself, which moves to the address /landing', async ({
    page,
  }) => {
    const refused: string[] = [];
    page.on('console', (message) => {
      if (message.text().includes('Content Security Policy')) refused.push(message.text());
    });
    const response = await page.goto('/');
    // No redirect stands before the first paint (ADR 26): the page is in the first response.
    expect(response?.status()).toBe(200);
    expect(response?.request().redirectedFrom()).toBeNull();
    await expect(page).toHaveURL(/\/landing$/);
    await waitForApp(page);
    await expect(page).toHaveURL(/\/landing$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'Manage your Energy Savings Opportunity Scheme reporting',
    );
    // The whole stylesheet is there for the pages that follow, besides the page's own part of it.
    await expect(page.locator('link[rel="stylesheet"][href^="/assets/main-"]')).toHaveCount(1);
    // The address was replaced, as a redirect would: going back does not land on `/` again.
    await page.goBack();
    await expect(page).not.toHaveURL(/\/$/);
    // The page's inline critical CSS is allowed by its hash, not refused.
    expect(refused).toEqual([]);
  });

  test('the landing page is styled by its own critical CSS before the stylesheet arrives', async ({
    page,
  }) => {
    await page.route(/\/assets\/main-[\w-]+\.css$/, (route) => route.abort());
    await page.goto('/landing');
    const heading = page.getByRole('heading', { level: 1 });
    await expect(heading).toBeVisible();
    // Retrying assertions: the application may render over the page between two looks at it.
    await expect(heading).toHaveCSS('font-weight', '700');
    await expect(heading).toHaveCSS('font-family', /GDS Transport/);
    await expect(page.getByRole('button', { name: 'Start now' })).toHaveCSS(
      'background-color',
      'rgb(15, 122, 82)',
    );
  });

  test('unknown pages show page not found, keeping the address typed', async ({ page }) => {
    await page.goto('/no-such-page');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page not found');
    await expect(page).toHaveURL(/\/no-such-page$/);
    await expect(page).toHaveTitle('Page not found - Manage your ESOS reporting - GOV.UK');
    await expectAccessible(page);
  });
});

test.describe('each demo user lands where their role takes them', () => {
  test('a regulator reaches the tasks dashboard with the regulator navigation', async ({ page }) => {
    await signIn(page, 'regulator@example.gov.uk');
    await expect(page).toHaveURL(/\/dashboard/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Tasks');
    // Signed in, the empty path still redirects (never the signed-out page) and the landing page sends
    // them on to their dashboard.
    const root = await page.goto('/');
    expect(root?.request().redirectedFrom()?.url()).toMatch(/\/$/);
    await expect(page).toHaveURL(/\/dashboard/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Tasks');
    await expect(page.getByRole('button', { name: 'Start now' })).toHaveCount(0);
    expect(await navigationLinks(page)).toEqual([
      'Tasks',
      'Accounts',
      'Regulator users',
      'MI reports',
      'Compliance',
      'Submitted reports',
    ]);
    await expect(page.getByText('You are logged in as: Rita Regulator')).toBeVisible();
    await expect(
      page.getByRole('link', { name: 'Upload file with verified organisation accounts' }),
    ).toBeVisible();
    await expect(page.getByRole('link', { name: 'Add another organisation account' })).toHaveCount(0);
    await expectAccessible(page);

    await page.getByRole('tab', { name: 'Unassigned' }).click();
    await expect(page).toHaveURL(/#unassigned$/);
    // The three demo applications (other journeys may have added their own meanwhile).
    const panel = page.getByRole('tabpanel');
    for (const name of ['Applicant Company 1 plc', 'Applicant Company 2 plc', 'Applicant Company 3 plc']) {
      await expect(panel.getByRole('row', { name: new RegExp(name) })).toBeVisible();
    }
    await expect(
      page.getByRole('link', { name: 'Review organisation account application' }).first(),
    ).toBeVisible();
    await expectAccessible(page);
  });

  test('an operator pages through their tasks and can add another organisation', async ({ page }) => {
    await signIn(page, 'operator@example.com');
    await expect(page).toHaveURL(/\/dashboard/);
    expect(await navigationLinks(page)).toEqual(['Tasks', 'Accounts']);
    await expect(
      page.getByRole('link', { name: 'Upload file with verified organisation accounts' }),
    ).toHaveCount(0);
    const panel = page.getByRole('tabpanel');
    // Newest first: the notification she sent Rosa for review, then those she is filling in.
    await expect(
      panel.getByRole('link', { name: 'Awaiting external review of Phase 3 notification' }),
    ).toHaveCount(1);
    await expect(panel.getByRole('link', { name: 'Submit Phase 3 notification' })).toHaveCount(9);
    await expect(page.getByText('Showing 1 to 10 of 12 results')).toBeVisible();
    await expectAccessible(page);

    await page.getByRole('link', { name: /^Next/ }).click();
    await expect(page).toHaveURL(/page=2/);
    await expect(panel.getByRole('link', { name: 'Submit Phase 3 notification' })).toHaveCount(2);
    await expect(page.getByText('Showing 11 to 12 of 12 results')).toBeVisible();

    await page.getByRole('tab', { name: 'Assigned to others' }).click();
    await expect(page).not.toHaveURL(/page=2/);
    await expect(panel.getByText('Colin Colleague').first()).toBeVisible();
    await expectAccessible(page);

    await page.getByRole('link', { name: 'Add another organisation account' }).click();
    await expect(page.getByRole('link', { name: 'Apply for a new organisation account' })).toBeVisible();
    await expectAccessible(page);
  });

  test('a verifier reaches the dashboard without navigation', async ({ page }) => {
    await signIn(page, 'verifier@example.com');
    await expect(page).toHaveURL(/\/dashboard/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Tasks');
    expect(await navigationLinks(page)).toEqual([]);
    await expect(page.getByText('There are no tasks')).toBeVisible();
    await expectAccessible(page);
  });

  test('a new operator is welcomed and offered to apply for an organisation account', async ({ page }) => {
    await signIn(page, 'new.operator@example.com');
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Welcome Nina Newcomer');
    await expect(page.getByRole('link', { name: 'Apply for a new organisation account' })).toHaveAttribute(
      'href',
      '/accounts/new',
    );
    expect(await navigationLinks(page)).toEqual([]);
    await expectAccessible(page);

    await page.goto('/dashboard');
    await expect(page).not.toHaveURL(/\/dashboard/);
  });
});

test('an operator whose authority is disabled is told so and gets no navigation', async ({ page }) => {
  await signIn(page, 'disabled.operator@example.com');
  await expect(
    page.getByText(
      'Your user account has been disabled. Please contact your admin to gain access to your account.',
    ),
  ).toBeVisible();
  expect(await navigationLinks(page)).toEqual([]);
  await expectAccessible(page);
  await page.goto('/dashboard');
  await expect(page).not.toHaveURL(/\/dashboard/);
});

test('an operator waiting for activation is told what happens next', async ({ page }) => {
  await signIn(page, 'awaiting.operator@example.com');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Your user account needs to be activated');
  await expect(page.getByText(/2 working days/)).toBeVisible();
  await expectAccessible(page);
});

test('dashboard tabs work from the keyboard', async ({ browser }) => {
  // In the tab the worker keeps signed in as Olivia: her sign-ins come close together in this file.
  const page = await keptSignedInPage(browser, 'operator@example.com', '/dashboard');
  await expect(page).toHaveURL(/\/dashboard/);
  await page.getByRole('tab', { name: 'Assigned to me' }).focus();
  await page.keyboard.press('ArrowRight');
  await expect(page.getByRole('tab', { name: 'Assigned to others' })).toBeFocused();
  await expect(page).toHaveURL(/#assigned-to-others$/);
  await page.keyboard.press('ArrowRight');
  await expect(page.getByRole('tab', { name: 'Unassigned' })).toBeFocused();
  await page.keyboard.press('ArrowLeft');
  await expect(page.getByRole('tab', { name: 'Assigned to others' })).toHaveAttribute(
    'aria-selected',
    'true',
  );
});

test('signing out ends both the service and the sign-in session', async ({ page }) => {
  // Colin, an Advanced user like Olivia, whose sign-ins in this file would otherwise wait for a new code.
  await signIn(page, 'colleague.operator@example.com');
  await expect(page).toHaveURL(/\/dashboard/);
  await page
    .getByRole('button', { name: 'Sign out' })
    .or(page.getByRole('link', { name: 'Sign out' }))
    .click();
  // It ends on a GOV.UK confirmation panel (issue 20, item 7), not in the address's query.
  await expect(page).toHaveURL(/\/signed-out$/);
  await expect(page.locator('.govuk-panel--confirmation').getByRole('heading', { level: 1 })).toHaveText(
    'You have signed out',
  );
  await expectAccessible(page);
  await page.goto('/dashboard');
  await expect(page).not.toHaveURL(/\/dashboard/);
  await page.goto('/start-login');
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByLabel('Email address')).toBeVisible();
});

/** Web-storage entries that hold a token or a stored sign-in (none should: tokens stay in memory, ADR 11). */
function storedTokens(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const jwt = /eyJ[\w-]+\.eyJ[\w-]+\.[\w-]+/;
    const found: string[] = [];
    for (const [name, store] of [
      ['localStorage', localStorage],
      ['sessionStorage', sessionStorage],
    ] as const) {
      for (const key of Object.keys(store)) {
        const value = store.getItem(key) ?? '';
        if (key.startsWith('oidc.user:') || jwt.test(key) || jwt.test(value) || /_token"/.test(value))
          found.push(`${name}: ${key}`);
      }
    }
    return found;
  });
}

test('tokens stay in memory: none in web storage after sign-in, a reload or in a second tab', async ({
  page,
}) => {
  await signIn(page, 'regulator.readonly@example.gov.uk', '/dashboard');
  await expect(page).toHaveURL(/\/dashboard/);
  const signedIn = (tab: Page) => expect(tab.locator('button', { hasText: 'Sign out' })).toBeAttached();
  // The name comes from the API, called with the token: the app has one.
  await expect(page.getByText('You are logged in as')).toBeVisible();
  expect(await storedTokens(page)).toEqual([]);

  // A reload finds the session again through the provider (a silent sign-in), and stores nothing either.
  await page.reload();
  await signedIn(page);
  await expect(page.getByText('You are logged in as')).toBeVisible();
  expect(await storedTokens(page)).toEqual([]);

  const second = await page.context().newPage();
  await second.goto('/dashboard');
  await signedIn(second);
  await expect(second.getByText('You are logged in as')).toBeVisible();
  expect(await storedTokens(second)).toEqual([]);
  expect(await storedTokens(page)).toEqual([]);
});

test('keyboard users get focus on the skip link after moving to another page', async ({ page }) => {
  await page.goto('/');
  await waitForApp(page);
  await page.getByRole('button', { name: 'Start now' }).focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/start-login$/);
  const skipLink = page.getByRole('link', { name: 'Skip to main content' });
  await expect(skipLink).toBeFocused();
  await expect(skipLink).toBeVisible();
  await page.keyboard.press('Enter');
  await expect(page.locator('#main-content')).toBeFocused();
});
