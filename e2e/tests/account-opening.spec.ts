import { expect, test } from './fixtures';
import { expectAuditedChanges } from './audit-trail';
import { expectAccessible, keptSignedInPage, signIn } from './support';

/*
 * Apply for an organisation account (web-screens §2.6) as new.operator@example.com, a registered user with
 * no authority. The embedded Companies House fixtures answer: 12345678 is Acme Energy Efficiency Ltd and
 * 99999999 is "unavailable". The account is left awaiting a regulator's review.
 */
/*
 * The application's answers live in the tab's session until sent or cancelled (issue 20): reloading a step or
 * 'Check your answers' keeps them, Back shows an earlier step with its answers, and Cancel forgets them.
 */
test('the application keeps its answers through reloads, Back and Change until cancelled', async ({
  page,
}) => {
  await signIn(page, 'new.operator@example.com');
  await page.getByRole('link', { name: 'Apply for a new organisation account' }).click();
  await page
    .getByLabel('No, the organisation is not registered and does not have a company registration number')
    .check();
  const continueButton = page.getByRole('button', { name: 'Continue' });
  await continueButton.click();

  await expect(page.getByRole('heading', { name: 'Enter the organisation details' })).toBeVisible();
  await page.getByLabel('Organisation name').fill('Reload Test Ltd');
  await page.getByLabel('Classification type').selectOption('SIC');
  await page.getByLabel('Code', { exact: true }).fill('12345');
  await page.getByLabel('Address line 1').fill('1 Session Street');
  await page.getByLabel('Town or city').fill('Leeds');
  await page.getByLabel('Postcode').fill('LS1 1AA');
  await continueButton.click();

  await expect(page.getByRole('heading', { name: 'Where is your registered office located?' })).toBeVisible();
  await page.getByLabel('Scotland').check();
  await continueButton.click();

  await expect(page.getByRole('heading', { name: 'Check your answers' })).toBeVisible();
  await expect(page).toHaveURL(/\/accounts\/new\/summary$/);
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Check your answers' })).toBeVisible();
  const answers = page.locator('.govuk-summary-list');
  await expect(answers).toContainText('Reload Test Ltd');
  await expect(answers).toContainText('SIC 12345');
  await expect(answers).toContainText('1 Session Street');
  await expect(answers).toContainText('Scotland');
  await expectAccessible(page);

  // Back to the last step, which shows its saved answer, also after a reload.
  await page.locator('.govuk-back-link').click();
  await expect(page.getByRole('heading', { name: 'Where is your registered office located?' })).toBeVisible();
  await page.reload();
  await expect(page.getByLabel('Scotland')).toBeChecked();

  // A change returns to the summary.
  await page.goto('/accounts/new/summary');
  await page.getByRole('link', { name: 'Change organisation name' }).click();
  await expect(page).toHaveURL(/\/accounts\/new\/details\?change=true$/);
  await page.reload();
  await expect(page.getByLabel('Organisation name')).toHaveValue('Reload Test Ltd');
  await page.getByLabel('Organisation name').fill('Reload Test Two Ltd');
  await continueButton.click();
  await expect(page.getByRole('heading', { name: 'Check your answers' })).toBeVisible();
  await expect(answers).toContainText('Reload Test Two Ltd');

  // Cancelling forgets everything: the application starts again blank.
  await page.getByRole('link', { name: 'Cancel' }).click();
  await page.getByRole('button', { name: 'Yes, reset' }).click();
  await expect(page).toHaveURL(/\/landing$/);
  await page.goto('/accounts/new');
  await expect(
    page.getByLabel('No, the organisation is not registered and does not have a company registration number'),
  ).not.toBeChecked();
  await page.goto('/accounts/new/summary');
  await expect(page).toHaveURL(/\/accounts\/new$/);
});

test('a new operator applies for an organisation account with its Companies House number', async ({
  page,
  browser,
}) => {
  await signIn(page, 'new.operator@example.com');
  await page.getByRole('link', { name: 'Apply for a new organisation account' }).click();

  const question = page.getByRole('heading', {
    name: 'Is the UK organisation registered at Companies House?',
  });
  await expect(question).toBeVisible();
  await expect(page).toHaveURL(/\/accounts\/new$/);
  await expectAccessible(page);

  const continueButton = page.getByRole('button', { name: 'Continue' });
  await continueButton.click();
  await expect(page.getByRole('alert')).toContainText(
    'Select yes if the organisation is registered at Companies House',
  );
  await expect(page).toHaveTitle(/^Error: /);
  await expectAccessible(page);

  await page.getByLabel('Yes', { exact: true }).check();
  await page.getByRole('textbox', { name: 'Company registration number' }).fill('99999999');
  await continueButton.click();
  await expect(page.getByRole('alert')).toContainText(
    'The Companies House service is unavailable at the moment. Try again later.',
  );
  await expectAccessible(page);

  await page.getByRole('textbox', { name: 'Company registration number' }).fill('12345678');
  await continueButton.click();

  // Pre-filled from Companies House.
  await expect(page.getByRole('heading', { name: 'Enter the organisation details' })).toBeVisible();
  await expect(page.getByLabel('Organisation name')).toHaveValue('Acme Energy Efficiency Ltd');
  await expect(page.getByLabel('Classification type')).toHaveValue('SIC');
  await expect(page.getByLabel('Code 1')).toHaveValue('28110');
  await expect(page.getByLabel('Code 2')).toHaveValue('35110');
  await expect(page.getByLabel('Address line 1')).toHaveValue('1 Fixture Street');
  await expect(page.getByLabel('Postcode')).toHaveValue('LS1 1AA');
  await expectAccessible(page);
  await continueButton.click();

  await expect(page.getByRole('heading', { name: 'Where is your registered office located?' })).toBeVisible();
  await expect(page.getByLabel('England')).toBeChecked();
  await expectAccessible(page);
  await continueButton.click();

  await expect(page.getByRole('heading', { name: 'Check your answers' })).toBeVisible();
  const answers = page.locator('.govuk-summary-list');
  await expect(answers).toContainText('12345678');
  await expect(answers).toContainText('Acme Energy Efficiency Ltd');
  await expect(answers).toContainText('SIC 28110');
  await expect(answers).toContainText('England');
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Submit' }).click();

  await expect(page).toHaveURL(/\/accounts\/new\/submitted$/);
  await expect(page.getByRole('heading', { name: 'Application received' })).toBeVisible();
  await expect(page.getByText(/Environment Agency, will review your application/)).toBeVisible();
  await expectAccessible(page);

  // The application made the account, awaiting approval: its audit history has it, by Nina.
  const regulator = await keptSignedInPage(
    browser,
    'regulator@example.gov.uk',
    '/accounts?term=Acme%20Energy%20Efficiency',
  );
  await regulator.getByRole('link', { name: 'Acme Energy Efficiency Ltd' }).first().click();
  await expect(regulator).toHaveURL(/\/accounts\/\d+$/);
  const accountId = Number(/\/accounts\/(\d+)$/.exec(new URL(regulator.url()).pathname)?.[1]);
  await expectAuditedChanges(regulator, accountId, [
    { what: 'Organisation account added', who: 'Nina Newcomer', detail: 'AWAITING_APPROVAL' },
    { what: 'Workflow added', who: 'Nina Newcomer' },
  ]);
});
