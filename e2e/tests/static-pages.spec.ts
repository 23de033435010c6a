import { expect, test } from './fixtures';
import { expectAccessible, signIn } from './support';

const STATIC_PAGES = [
  { path: '/privacy-notice', title: 'Privacy notice', heading: 'Privacy notice' },
  {
    path: '/accessibility',
    title: 'Accessibility statement',
    heading: 'Accessibility statement for Manage your ESOS reporting',
  },
  { path: '/contact-us', title: 'Contact us', heading: 'Contact us' },
];

for (const { path, title, heading } of STATIC_PAGES) {
  test(`${path} shows its heading and a back to top link`, async ({ page }) => {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
    await expect(page).toHaveTitle(`${title} - Manage your ESOS reporting - GOV.UK`);
    await expectAccessible(page);

    const backToTop = page.getByRole('link', { name: 'Back to top' });
    await backToTop.click();
    await expect(page).toHaveURL(/#main-content$/);
  });
}

test("a first visit has the cookie banner from the page's first render, so it never pushes the page down", async ({
  page,
}) => {
  // Notes whether the banner was there when the page's main content first appeared.
  await page.addInitScript(() => {
    new MutationObserver((_records, observer) => {
      if (!document.querySelector('#main-content')) return;
      document.documentElement.dataset.bannerAtFirstRender = String(
        document.querySelector('.govuk-cookie-banner') !== null,
      );
      observer.disconnect();
    }).observe(document, { childList: true, subtree: true });
  });
  await page.goto('/privacy-notice');
  await expect(page.getByRole('region', { name: 'Cookies on Manage your ESOS reporting' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('data-banner-at-first-render', 'true');
});

test('the landing page paints its text at once: GOV.UK Transport swaps in when it arrives', async ({
  page,
}) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  // 'fallback', GOV.UK Frontend's own, hid the text until the font came: the first paint waited (issue 39).
  const displays = await page.evaluate(() => {
    const found: string[] = [];
    document.fonts.forEach((face) => {
      if (face.family.replaceAll('"', '') === 'GDS Transport') found.push(face.display);
    });
    return found;
  });
  expect(displays.length).toBeGreaterThan(0);
  expect(new Set(displays)).toEqual(new Set(['swap']));
});

test('the footer links reach the static pages', async ({ page }) => {
  await page.goto('/');
  const footer = page.getByRole('contentinfo');
  await footer.getByRole('link', { name: 'Privacy Notice' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Privacy notice');
  await footer.getByRole('link', { name: 'Contact us' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Contact us');
  await footer.getByRole('link', { name: 'Accessibility Statement' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/^Accessibility statement/);
});

test('the privacy notice names the controllers and how long data is kept', async ({ page }) => {
  await page.goto('/privacy-notice');
  const main = page.getByRole('main');
  for (const name of [
    'Environment Agency',
    'Department for Energy Security and Net Zero',
    'Natural Resources Wales',
    'Scottish Environment Protection Agency',
    'Northern Ireland Environment Agency',
    'Offshore Petroleum Regulator for Environment and Decommissioning',
  ]) {
    await expect(main.getByText(name).first()).toBeVisible();
  }
  await expect(main).toContainText('Each compliance period runs for 4 years');
  await expect(main.getByRole('link', { name: /ICO website/ })).toHaveAttribute('href', /ico\.org\.uk/);
});

test('the contact page gives the ESOS helpdesk address', async ({ page }) => {
  await page.goto('/contact-us');
  await expect(page.getByRole('link', { name: 'esos@environment-agency.gov.uk' })).toHaveAttribute(
    'href',
    'mailto:esos@environment-agency.gov.uk',
  );
});

test('/about shows the version and the commit the build came from', async ({ page }) => {
  await page.goto('/about');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('About');
  await expect(page).toHaveTitle('About - Manage your ESOS reporting - GOV.UK');
  await expect(page.getByTestId('about-version')).toHaveText('0.81.0');
  await expect(page.getByTestId('about-commit')).toHaveText(
    /^([0-9a-f]{7,}|unknown)( \(with uncommitted changes\))?$/,
  );
  await expectAccessible(page);
});

test.describe('timed out', () => {
  test('after inactivity it says for how long, in minutes', async ({ page }) => {
    await page.goto('/timed-out?idle=900');
    await expect(page).toHaveTitle('Session Timeout - Manage your ESOS reporting - GOV.UK');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Your session has timed out');
    const main = page.getByRole('main');
    await expect(main).toContainText('you did not do anything for 15 minutes');
    await expect(main).toContainText('keep your information secure');
    await expect(main.getByRole('link', { name: 'Go to the GOV.UK homepage' })).toHaveAttribute(
      'href',
      'https://www.gov.uk/',
    );
    await expectAccessible(page);
  });

  test('without an idle time it says the session expired, and signing in again starts sign-in', async ({
    page,
  }) => {
    await page.goto('/timed-out');
    const main = page.getByRole('main');
    await expect(main).toContainText('Your session has expired');
    await expect(main).not.toContainText('minute');
    await expect(main).toContainText('keep your information secure');
    await expectAccessible(page);

    await page.getByRole('button', { name: 'Sign in again' }).click();
    await expect(page).toHaveURL(/\/auth\/realms\/esos\//);
    await expect(page.getByLabel('Email address')).toBeVisible();
  });
});

test('signed-in users are sent on from the timed-out page', async ({ page }) => {
  await signIn(page, 'regulator@example.gov.uk', '/timed-out?idle=900');
  await expect(page).not.toHaveURL(/\/timed-out/);
  await expect(page.getByRole('heading', { name: 'Your session has timed out' })).toBeHidden();
});
