import type { Page } from '@playwright/test';
import { expect, freshPage, test } from './fixtures';
import { expectAuditedChanges } from './audit-trail';
import { expectAccessible, signIn } from './support';

/*
 * Upload of verified organisation accounts (web-screens §2.5) as regulator@example.gov.uk, then its effect:
 * verified.applicant@example.com, listed in the upload with the Companies House fixture OC301234, applies
 * for that organisation and the account is opened straight away.
 */
const APPLICANT = 'verified.applicant@example.com';
const APPLICANT_CRN = 'OC301234';

const csv = (name: string, text: string, mimeType = 'text/csv') => ({
  name,
  mimeType,
  buffer: Buffer.from(text),
});

async function chooseFile(page: Page, file: { name: string; mimeType: string; buffer: Buffer }) {
  await page.getByLabel('Upload a file').setInputFiles(file);
}

test('a regulator uploads verified organisation accounts, and a listed person applies', async ({
  page,
  browser,
}) => {
  // Values unique to this run, so the journey also passes against a database that is not fresh.
  const run = String(Date.now()).slice(-7);
  const others = [
    { crn: `1${run}`, email: `verified.${run}.one@example.com` },
    { crn: `SC${run.slice(-6)}`, email: `verified.${run}.two@example.com` },
  ];

  await signIn(page, 'regulator@example.gov.uk');
  await page.getByRole('link', { name: 'Upload file with verified organisation accounts' }).click();
  await expect(page).toHaveURL(/\/accounts\/upload-organisation-accounts$/);
  await expect(page.getByRole('heading', { name: 'Upload verified organisation accounts' })).toBeVisible();
  const template = page.getByRole('link', { name: 'Download the template (CSV)' });
  const templateResponse = await page.request.get((await template.getAttribute('href')) ?? '');
  expect(await templateResponse.text()).toMatch(/^CRN,Email\r?\n/);
  await expect(page.getByRole('button', { name: 'Save' })).toHaveCount(0);
  await expectAccessible(page);

  // A file of the wrong type.
  await chooseFile(page, csv('accounts.txt', 'CRN,Email\n', 'text/plain'));
  await expect(page.getByRole('alert')).toContainText('The selected file must be a CSV');
  await expect(page).toHaveTitle(/^Error: /);
  await expect(page.getByRole('button', { name: 'Save' })).toHaveCount(0);
  await expectAccessible(page);

  // A file over 20MB.
  await chooseFile(page, {
    name: 'too-large.csv',
    mimeType: 'text/csv',
    buffer: Buffer.alloc(21 * 1024 * 1024, 'a'),
  });
  await expect(page.getByRole('alert')).toContainText('The selected file must be smaller than 20MB');
  await expectAccessible(page);

  // Rows with problems, named by column and row.
  await chooseFile(
    page,
    csv(
      'with-errors.csv',
      [
        'CRN,Email',
        `${others[0]?.crn},${others[0]?.email}`,
        `12AB,${others[1]?.email}`,
        `${others[1]?.crn},${others[0]?.email}`,
        `${APPLICANT_CRN},not-an-email`,
      ].join('\n'),
    ),
  );
  const summary = page.getByRole('alert');
  await expect(summary).toContainText(
    "Enter a company registration number in the correct format, like 01234567 or SC123456: check column 'CRN' on row 2",
  );
  await expect(summary).toContainText(
    "Email addresses must not be repeated: check column 'Email' on rows 1, 3",
  );
  await expect(summary).toContainText(
    "Enter an email address in the correct format, like name@example.com: check column 'Email' on row 4",
  );
  await expect(page.getByRole('button', { name: 'Save' })).toHaveCount(0);
  await expectAccessible(page);

  // A good file.
  const good = csv(
    'verified-accounts.csv',
    [
      'CRN,Email',
      `${APPLICANT_CRN},${APPLICANT}`,
      ...others.map((other) => `${other.crn},${other.email.toUpperCase()}`),
    ].join('\r\n'),
  );
  await chooseFile(page, good);
  await expect(page.getByText('The file is ready to upload: 3 organisation accounts.')).toBeVisible();
  await expect(page).not.toHaveTitle(/^Error: /);
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Save' }).click();
  const banner = page.getByRole('alert');
  await expect(banner).toContainText('File uploaded successfully');
  await expect(banner).toContainText('3 organisation accounts added');
  await expectAccessible(page);

  // The same file again: the service already holds every value.
  await chooseFile(page, good);
  await expect(page.getByRole('alert')).toContainText(
    "This company registration number has already been uploaded: check column 'CRN' on rows 1, 2, 3",
  );
  await expect(page.getByRole('alert')).toContainText(
    "This email address has already been uploaded: check column 'Email' on rows 1, 2, 3",
  );
  await expectAccessible(page);

  // The listed person applies: the number is filled in and the account opens at once.
  const applicant = await freshPage(browser);
  await signIn(applicant, APPLICANT);
  await applicant.getByRole('link', { name: 'Apply for a new organisation account' }).click();
  await expect(applicant).toHaveURL(/\/accounts\/new$/);
  await expect(applicant.getByRole('textbox', { name: 'Company registration number' })).toHaveValue(
    APPLICANT_CRN,
  );
  await expectAccessible(applicant);
  const continueButton = applicant.getByRole('button', { name: 'Continue' });
  await continueButton.click();
  await expect(applicant.getByRole('heading', { name: 'Enter the organisation details' })).toBeVisible();
  await expect(applicant.getByLabel('Organisation name')).toHaveValue('Valley Partners LLP');
  await expectAccessible(applicant);
  await continueButton.click();
  await expect(
    applicant.getByRole('heading', { name: 'Where is your registered office located?' }),
  ).toBeVisible();
  await expectAccessible(applicant);
  await continueButton.click();
  await expect(applicant.getByRole('heading', { name: 'Check your answers' })).toBeVisible();
  await expectAccessible(applicant);
  await applicant.getByRole('button', { name: 'Submit' }).click();
  await expect(applicant).toHaveURL(/\/accounts\/new\/submitted$/);
  await expect(applicant.getByRole('heading', { name: 'Organisation account created' })).toBeVisible();
  await expect(applicant.getByText('Your application has been approved')).toBeVisible();
  await expectAccessible(applicant);

  // The new account's audit history: Vera's application made the account live at once.
  await page.goto(`/accounts?term=${APPLICANT_CRN}`);
  const accountHref = await page.getByRole('link', { name: 'Valley Partners LLP' }).getAttribute('href');
  const accountId = Number(/\/accounts\/(\d+)/.exec(accountHref ?? '')?.[1]);
  await expectAuditedChanges(page, accountId, [
    { what: 'Organisation account changed', who: 'Vera Verified', detail: 'AWAITING_APPROVAL → LIVE' },
    { what: 'Workflow changed', who: 'Vera Verified', detail: 'IN_PROGRESS → COMPLETED' },
  ]);
});
