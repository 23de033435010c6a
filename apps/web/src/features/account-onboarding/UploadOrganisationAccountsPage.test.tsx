import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RouterProvider, createMemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { api } from '../../shared/api';
import { setSessionForTest } from '../../shared/auth/testing';
import { expectNoAxeViolations } from '../../test/axe';
import { uploadOrganisationAccountsLoader } from './onboarding-api';
import { UploadOrganisationAccountsPage } from './UploadOrganisationAccountsPage';

type Answer = { status: number; body: unknown };

function result({ status, body }: Answer) {
  const success = status < 300;
  return {
    data: success ? body : undefined,
    error: success ? undefined : body,
    response: new Response(null, { status }),
  };
}

/** What the mocked API answers to each POST, by path. */
let answers: Record<string, Answer>;
let permissionLevel: string;

function renderPage() {
  const router = createMemoryRouter(
    [
      {
        path: '/accounts/upload-organisation-accounts',
        loader: uploadOrganisationAccountsLoader,
        element: <UploadOrganisationAccountsPage />,
      },
      { path: '/', element: <h1>Landing</h1> },
    ],
    { initialEntries: ['/accounts/upload-organisation-accounts'] },
  );
  return render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
}

const csv = (text: string, name = 'verified.csv', type = 'text/csv') => new File([text], name, { type });
const fileInput = () => screen.getByLabelText('Upload a file');
const summaryLinks = async () =>
  within(await screen.findByRole('alert'))
    .getAllByRole('link')
    .map((link) => link.textContent);

describe('Upload verified organisation accounts', () => {
  let post: ReturnType<typeof vi.spyOn>;

  beforeEach(() => {
    setSessionForTest({
      loggedIn: true,
      userState: { userId: 'r', roleType: 'REGULATOR', status: 'ENABLED' },
    });
    permissionLevel = 'EXECUTE';
    answers = {
      '/v1.0/organisation/account-onboarding/registration-numbers': {
        status: 200,
        body: { registrationNumbers: [] },
      },
      '/v1.0/organisation/account-onboarding/emails': { status: 200, body: { emails: [] } },
      '/v1.0/organisation/account-onboarding': { status: 204, body: null },
    };
    vi.spyOn(api, 'GET').mockImplementation((async (path: string) => {
      if (path !== '/v1.0/regulator-authorities/permissions') throw new Error(`unexpected GET ${path}`);
      return result({
        status: 200,
        body: { editable: true, permissions: { MANAGE_VERIFIED_ORGANISATION_ACCOUNTS: permissionLevel } },
      });
    }) as never);
    post = vi.spyOn(api, 'POST').mockImplementation((async (path: string) => {
      const answer = answers[path];
      if (!answer) throw new Error(`unexpected POST ${path}`);
      return result(answer);
    }) as never);
  });
  afterEach(() => vi.restoreAllMocks());

  it('sends regulators without the EXECUTE level, and anyone else, to the landing page', async () => {
    permissionLevel = 'NONE';
    renderPage();
    expect(await screen.findByRole('heading', { name: 'Landing' })).toBeTruthy();

    setSessionForTest({
      loggedIn: true,
      userState: { userId: 'o', roleType: 'OPERATOR', status: 'ENABLED' },
    });
    permissionLevel = 'EXECUTE';
    renderPage();
    expect((await screen.findAllByRole('heading', { name: 'Landing' })).length).toBeGreaterThan(0);
  });

  it('offers the template, checks a good file with the service, and saves it', async () => {
    const { container } = renderPage();
    await screen.findByRole('heading', { name: 'Upload verified organisation accounts' });
    expect(screen.getByRole('link', { name: 'Download the template (CSV)' }).getAttribute('href')).toBe(
      '/files/verified-organisation-accounts-template.csv',
    );
    expect(screen.queryByRole('button', { name: 'Save' })).toBeNull();
    await expectNoAxeViolations(container);

    await userEvent.upload(
      fileInput(),
      csv('CRN,Email\n12345678,One@Example.com\nSC123456,two@example.com\n'),
    );
    await screen.findByText('The file is ready to upload: 2 organisation accounts.');
    expect(post).toHaveBeenCalledWith('/v1.0/organisation/account-onboarding/emails', {
      body: { emails: ['one@example.com', 'two@example.com'] },
    });
    expect(post).toHaveBeenCalledWith('/v1.0/organisation/account-onboarding/registration-numbers', {
      body: { registrationNumbers: ['12345678', 'SC123456'] },
    });

    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    const banner = await screen.findByRole('alert');
    expect(banner.textContent).toContain('File uploaded successfully');
    expect(banner.textContent).toContain('2 organisation accounts added');
    expect(post).toHaveBeenCalledWith('/v1.0/organisation/account-onboarding', {
      body: [
        { registrationNumber: '12345678', email: 'One@Example.com' },
        { registrationNumber: 'SC123456', email: 'two@example.com' },
      ],
    });
    expect(screen.queryByRole('button', { name: 'Save' })).toBeNull();
    await expectNoAxeViolations(container);
  });

  it('shows a file problem on its own, with no Save button', async () => {
    const { container } = renderPage();
    await screen.findByRole('heading', { name: 'Upload verified organisation accounts' });
    // applyAccept: false lets the test choose a file the picker would hide, as a person can.
    await userEvent
      .setup({ applyAccept: false })
      .upload(fileInput(), csv('hello', 'notes.txt', 'text/plain'));
    expect(await summaryLinks()).toEqual(['The selected file must be a CSV']);
    const describedBy = (fileInput().getAttribute('aria-describedby') ?? '').split(' ');
    const description = describedBy.map((id) => document.getElementById(id)?.textContent ?? '').join(' ');
    expect(description).toContain('The selected file must be a CSV');
    expect(screen.queryByRole('button', { name: 'Save' })).toBeNull();
    expect(post).not.toHaveBeenCalled();
    await expectNoAxeViolations(container);
  });

  it('lists data problems by column and row, and values already stored', async () => {
    renderPage();
    await screen.findByRole('heading', { name: 'Upload verified organisation accounts' });
    await userEvent.upload(fileInput(), csv('CRN,Email\n123,a@example.com\n12345678,not-an-email\n'));
    expect(await summaryLinks()).toEqual([
      "Enter a company registration number in the correct format, like 01234567 or SC123456: check column 'CRN' on row 1",
      "Enter an email address in the correct format, like name@example.com: check column 'Email' on row 2",
    ]);
    expect(post).not.toHaveBeenCalled();

    answers['/v1.0/organisation/account-onboarding/emails'] = {
      status: 200,
      body: { emails: ['b@example.com'] },
    };
    await userEvent.upload(fileInput(), csv('CRN,Email\n12345678,a@example.com\n12345679,B@example.com\n'));
    expect(await summaryLinks()).toEqual([
      "This email address has already been uploaded: check column 'Email' on row 2",
    ]);
    expect(screen.queryByRole('button', { name: 'Save' })).toBeNull();
  });

  it('explains a refusal of the save', async () => {
    answers['/v1.0/organisation/account-onboarding'] = {
      status: 400,
      body: { code: 'ONBOARDING1002', message: 'Values already exist', security: false, data: ['12345678'] },
    };
    renderPage();
    await screen.findByRole('heading', { name: 'Upload verified organisation accounts' });
    await userEvent.upload(fileInput(), csv('CRN,Email\n12345678,a@example.com\n'));
    await userEvent.click(await screen.findByRole('button', { name: 'Save' }));
    expect(await summaryLinks()).toEqual(['These values have already been uploaded: 12345678']);
    expect(screen.queryByText('File uploaded successfully')).toBeNull();
  });
});
