import type { Browser, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { expectAuditedChanges } from './audit-trail';
import { expectAccessible, signIn, keptSignedInPage } from './support';

/*
 * The account-opening workflow end to end (issue 5): an applicant with no organisation applies without a
 * Companies House number, a regulator takes the review task and decides it, and the applicant sees the
 * result. Only applicant@example.com applies here; the rejection runs first because approval makes the
 * applicant an Advanced user, after which the landing page no longer offers the application.
 */
test.describe.configure({ mode: 'serial' });

const APPLICANT = 'applicant@example.com';
const REGULATOR = 'regulator@example.gov.uk';

async function apply(page: Page, organisation: string): Promise<void> {
  await signIn(page, APPLICANT);
  await page.getByRole('link', { name: 'Apply for a new organisation account' }).click();
  await expect(
    page.getByRole('heading', { name: 'Is the UK organisation registered at Companies House?' }),
  ).toBeVisible();
  await page.getByLabel(/^No, the organisation is not registered/).check();
  await page.getByRole('button', { name: 'Continue' }).click();

  await expect(page.getByRole('heading', { name: 'Enter the organisation details' })).toBeVisible();
  await page.getByLabel('Organisation name').fill(organisation);
  await page.getByLabel('Classification type').selectOption('SIC');
  await page.getByLabel('Code', { exact: true }).fill('70100');
  await page.getByLabel('Address line 1').fill('5 Journey Road');
  await page.getByLabel('Town or city').fill('Bristol');
  await page.getByLabel('Postcode').fill('BS1 1AA');
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Continue' }).click();

  await expect(page.getByRole('heading', { name: 'Where is your registered office located?' })).toBeVisible();
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByRole('heading', { name: 'Check your answers' })).toBeVisible();
  await expect(page.locator('.govuk-summary-list')).toContainText(organisation);
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByRole('heading', { name: 'Application received' })).toBeVisible();
  await expectAccessible(page);
}

/**
 * The regulator (in the tab the worker keeps signed in as Rita) finds the application among the unassigned
 * tasks, takes it and decides it.
 */
async function decide(
  browser: Browser,
  organisation: string,
  decision: 'Approve' | 'Reject',
  reason: string,
  options: { withNote?: boolean; take: 'reassign' | 'assign to me' },
) {
  const page = await keptSignedInPage(browser, REGULATOR, '/dashboard');
  await expect(page).toHaveURL(/\/dashboard/);
  await page.getByRole('tab', { name: 'Unassigned' }).click();
  const row = page.getByRole('row', { name: new RegExp(organisation) });
  await expect(row).toBeVisible();
  await expectAccessible(page);
  await row.getByRole('link', { name: 'Review organisation account application' }).click();

  await expect(page.getByRole('heading', { name: 'Review organisation account application' })).toBeVisible();
  await expect(page.getByTestId('task-assignee')).toHaveText('Assigned to: Unassigned');
  await expect(page.locator('main')).toContainText(organisation);
  // Unassigned: no decision form, and the page says why and how to take the task (issue 20, item 4).
  await expect(page.getByText('This task is not assigned to anyone.')).toBeVisible();
  await expect(page.getByRole('group', { name: /Approve or reject/ })).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Back', exact: true })).toHaveAttribute('href', '/dashboard');
  await expectAccessible(page);
  if (options.take === 'assign to me') {
    await page.getByRole('button', { name: 'Assign to me' }).click();
    const banner = page.getByRole('alert');
    await expect(banner).toContainText('The task is now assigned to you');
    await expect(banner).toBeFocused();
    await expect(page.getByTestId('task-assignee')).toHaveText('Assigned to: Rita Regulator');
    await expect(page.getByText('This task is not assigned to anyone.')).toHaveCount(0);
    await expectAccessible(page);
  } else {
    await page.getByRole('link', { name: 'Reassign task' }).click();

    await expect(page.getByRole('heading', { name: 'Select a person' })).toBeVisible();
    await expect(page.getByText('The person you select can then work on the task')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Back', exact: true })).toHaveAttribute(
      'href',
      /\/tasks\/\d+$/,
    );
    await expectAccessible(page);
    await page.getByLabel('Rita Regulator').check();
    await page.getByRole('button', { name: 'Submit' }).click();
    await expect(page.getByText(/reassigned to Rita Regulator/)).toBeVisible();
    await expectAccessible(page);
    // The dashboard shows the change without a reload: the task has left Unassigned for Assigned to me.
    await page.getByRole('link', { name: 'Return to dashboard' }).click();
    await page.getByRole('tab', { name: 'Unassigned' }).click();
    await expect(page.getByRole('row', { name: new RegExp(organisation) })).toHaveCount(0);
    await page.getByRole('tab', { name: 'Assigned to me' }).click();
    await page
      .getByRole('row', { name: new RegExp(organisation) })
      .getByRole('link', { name: 'Review organisation account application' })
      .click();
  }

  await expect(page.getByRole('heading', { name: 'Review organisation account application' })).toBeVisible();
  if (options.withNote) await addNoteWithFiles(page);
  // Submitting without a choice shows the GOV.UK error summary.
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'There is a problem' })).toContainText(
    'You need to approve or reject the application',
  );
  await expectAccessible(page);
  await page.getByLabel(decision, { exact: true }).check();
  await page
    .getByLabel(decision === 'Approve' ? 'Reason for acceptance' : 'Reason for rejection')
    .fill(reason);
  await page.getByRole('button', { name: 'Submit' }).click();

  await expect(
    page.getByRole('heading', {
      name: `You have ${decision === 'Approve' ? 'approved' : 'rejected'} the organisation account application`,
    }),
  ).toBeVisible();
  await expectAccessible(page);
}

const EICAR = 'X5O!P%@AP[4\\PZX54(P^)7CC)7}$EICAR-STANDARD-ANTIVIRUS-TEST-FILE!$H+H*';

/** A note on the task: the EICAR test file is refused clearly, a real file is kept with the note. */
async function addNoteWithFiles(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Add a note' }).click();
  await expect(page.getByRole('heading', { name: 'Add a note' })).toBeVisible();
  await expectAccessible(page);
  await page.getByLabel('Note', { exact: true }).fill('Called the applicant to confirm the address.');
  const upload = page.getByLabel('Upload files (optional)');
  await upload.setInputFiles({ name: 'eicar.txt', mimeType: 'text/plain', buffer: Buffer.from(EICAR) });
  await expect(page.getByText('eicar.txt contains a virus')).toBeVisible();
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Remove eicar.txt' }).click();
  await upload.setInputFiles({
    name: 'call-notes.txt',
    mimeType: 'text/plain',
    buffer: Buffer.from('Address confirmed by telephone.'),
  });
  await expect(page.getByText('Uploaded')).toBeVisible();
  await page.getByRole('button', { name: 'Add note' }).click();
  await expect(page.getByRole('heading', { name: 'Review organisation account application' })).toBeVisible();
  const saved = page.getByRole('alert');
  await expect(saved).toContainText('Your note has been added');
  await expect(saved).toBeFocused();
  const notes = page.getByRole('region', { name: 'Notes' });
  await expect(notes).toContainText('Called the applicant to confirm the address.');
  await expect(notes.getByRole('link', { name: /call-notes\.txt/ })).toBeVisible();
  await expectAccessible(page);
}

async function latestMail(page: Page, to: string): Promise<{ subject: string; body: string }> {
  const response = await page.request.get(`/dev/mailbox.json?to=${encodeURIComponent(to)}`);
  const { messages } = (await response.json()) as { messages: { subject: string; body: string }[] };
  const [latest] = messages;
  if (!latest) throw new Error(`no email to ${to}`);
  return latest;
}

test('a regulator rejects an application and the applicant is told why', async ({ page, browser }) => {
  await apply(page, 'Journey Rejected Ltd');
  await decide(browser, 'Journey Rejected Ltd', 'Reject', 'We could not confirm the organisation exists', {
    withNote: true,
    take: 'reassign',
  });
  const mail = await latestMail(page, APPLICANT);
  expect(mail.subject).toContain('rejected');
  expect(mail.body).toContain('We could not confirm the organisation exists');

  // Still without an organisation: the applicant, still signed in, may apply again.
  await page.goto('/');
  await expect(page.getByRole('link', { name: 'Apply for a new organisation account' })).toBeVisible();
});

test('a regulator approves an application and the applicant runs the live account', async ({
  page,
  browser,
}) => {
  await apply(page, 'Journey Approved Ltd');
  await decide(browser, 'Journey Approved Ltd', 'Approve', 'Checked against our records', {
    take: 'assign to me',
  });
  expect((await latestMail(page, APPLICANT)).subject).toContain('approved');

  // Still signed in, the applicant's next visit finds them an Advanced user: the dashboard, with the
  // operators' navigation.
  await page.goto('/');
  await expect(page).toHaveURL(/\/dashboard/);
  await expect(page.getByRole('heading', { level: 1, name: 'Tasks' })).toBeVisible();
  await expectAccessible(page);
  await page.getByRole('link', { name: 'Accounts', exact: true }).first().click();
  await expect(page.locator('main')).toContainText('Journey Approved Ltd');
  await expect(page.locator('main')).toContainText('Live');
  await expectAccessible(page);

  // The new account's audit history has Rita's approval: the account live, Amal its administrator.
  const accountHref = await page.getByRole('link', { name: 'Journey Approved Ltd' }).getAttribute('href');
  const accountId = Number(/\/accounts\/(\d+)/.exec(accountHref ?? '')?.[1]);
  const regulator = await keptSignedInPage(browser, REGULATOR, `/accounts/${accountId}/audit`);
  await expectAuditedChanges(regulator, accountId, [
    { what: 'Timeline entry added', who: 'Rita Regulator', detail: 'ORGANISATION_ACCOUNT_OPENING_APPROVED' },
    { what: 'Organisation account changed', who: 'Rita Regulator', detail: 'AWAITING_APPROVAL → LIVE' },
    { what: 'User authority added', who: 'Rita Regulator', detail: /operator_admin.*Amal Applicant/ },
  ]);
});
