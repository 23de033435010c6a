import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RouterProvider, createMemoryRouter, useLocation } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { api } from '../../../shared/api';
import { setSessionForTest } from '../../../shared/auth/testing';
import { businessErrorOf } from '../../../shared/routing';
import { expectNoAxeViolations } from '../../../test/axe';
import { EMPTY_APPLICATION, applicationDraft, type Application } from './application';
import { ApplyPage } from './ApplyPage';
import { CancelPage } from './CancelPage';
import { SubmittedPage } from './SubmittedPage';

const USER = 'u';
const draft = () => applicationDraft.read(USER);
/** A draft as the wizard leaves it in the tab's session storage. */
function saveDraft(answers: Partial<Application>) {
  applicationDraft.write(USER, { answers: { ...EMPTY_APPLICATION, ...answers }, status: 'IN_PROGRESS' });
}

const ACME = {
  name: 'Acme Energy Efficiency Ltd',
  registrationNumber: '12345678',
  address: { line1: '1 Fixture Street', city: 'Leeds', county: 'West Yorkshire', postcode: 'LS1 1AA' },
  sicCodes: ['28110', '35110'],
};

type Answer = { status: number; body: unknown };
const ok = (body: unknown): Answer => ({ status: 200, body });
const failure = (status: number, code: string): Answer => ({
  status,
  body: { code, message: code, data: [] },
});

/** What the mocked API answers, by path; a test changes the entries it needs. */
let answers: Record<string, Answer>;

function result({ status, body }: Answer) {
  const success = status < 300;
  return {
    data: success ? body : undefined,
    error: success ? undefined : body,
    response: new Response(null, { status }),
  };
}

/** The business error page's place (the page itself belongs to the errors feature): what it was given. */
function BusinessErrorProbe() {
  const error = businessErrorOf(useLocation().state);
  return (
    <>
      <h1>{error?.heading}</h1>
      <a href={error?.returnTo.href}>Return to: {error?.returnTo.text}</a>
    </>
  );
}

function renderWizard(path = '/accounts/new') {
  const router = createMemoryRouter(
    [
      { path: '/accounts/new/*', element: <ApplyPage /> },
      { path: '/accounts/new/submitted', element: <SubmittedPage /> },
      { path: '/accounts/new/cancel', element: <CancelPage /> },
      { path: '/landing', element: <h1>Landing</h1> },
      { path: '/', element: <h1>Home</h1> },
      { path: '/error/business', element: <BusinessErrorProbe /> },
    ],
    { initialEntries: [path] },
  );
  const view = render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return { ...view, router };
}

const errorLinks = async () =>
  within(await screen.findByRole('alert'))
    .getAllByRole('link')
    .map((link) => link.textContent);

describe('Apply for an organisation account', () => {
  let post: ReturnType<typeof vi.spyOn>;
  beforeEach(() => {
    window.sessionStorage.clear();
    setSessionForTest({
      loggedIn: true,
      userState: { userId: 'u', roleType: 'OPERATOR', status: 'NO_AUTHORITY' },
    });
    answers = {
      '/v1.0/organisation/account-onboarding/registration-number': ok({}),
      '/v1.0/organisation/accounts/registration-number': ok(false),
      '/v1.0/company-information/{registrationNumber}': ok(ACME),
    };
    vi.spyOn(api, 'GET').mockImplementation((async (path: string) => {
      const answer = answers[path];
      if (!answer) throw new Error(`unexpected GET ${path}`);
      return result(answer);
    }) as never);
    post = vi
      .spyOn(api, 'POST')
      .mockImplementation((async () => result(ok({ requestId: 'ACC000099' }))) as never);
  });
  afterEach(() => vi.restoreAllMocks());

  const continueButton = () => screen.getByRole('button', { name: 'Continue' });

  describe('the Companies House question', () => {
    it('needs an answer, and with Yes a number of 8 letters or digits', async () => {
      const { container } = renderWizard();
      await screen.findByRole('heading', { name: 'Is the UK organisation registered at Companies House?' });
      await userEvent.click(continueButton());
      expect(await errorLinks()).toEqual(['Select yes if the organisation is registered at Companies House']);

      await userEvent.click(screen.getByLabelText('Yes'));
      await userEvent.click(continueButton());
      expect(await errorLinks()).toEqual(['Enter the registration number']);

      await userEvent.type(screen.getByLabelText('Company registration number'), '1234-567');
      await userEvent.click(continueButton());
      expect(await errorLinks()).toEqual(['The registration number must be 8 characters']);
      await expectNoAxeViolations(container);
    });

    it.each([
      [
        'an account already holds the number',
        { inUse: true },
        'An organisation account already exists with the same registration number',
      ],
      [
        'Companies House does not know it',
        { lookup: failure(404, 'NOTFOUND1001') },
        'The registration number was not found at Companies House',
      ],
      [
        'Companies House is down',
        { lookup: failure(503, 'COMPANYINFO1001') },
        'The Companies House service is unavailable at the moment. Try again later.',
      ],
      [
        'Companies House limits us',
        { lookup: failure(503, 'COMPANYINFO1003') },
        'The Companies House service is unavailable at the moment. Try again later.',
      ],
      [
        'Companies House refuses our key',
        { lookup: failure(503, 'COMPANYINFO1002') },
        'The Companies House service is unavailable at the moment. Contact the UK ESOS Helpdesk.',
      ],
    ])('stays on the step when %s', async (_case, setup: { inUse?: boolean; lookup?: Answer }, message) => {
      if (setup.inUse) answers['/v1.0/organisation/accounts/registration-number'] = ok(true);
      if (setup.lookup) answers['/v1.0/company-information/{registrationNumber}'] = setup.lookup;
      renderWizard();
      await userEvent.click(await screen.findByLabelText('Yes'));
      await userEvent.type(screen.getByLabelText('Company registration number'), '12345678');
      await userEvent.click(continueButton());
      expect(await errorLinks()).toEqual([message]);
      expect(
        screen.getByRole('heading', { name: 'Is the UK organisation registered at Companies House?' }),
      ).toBeTruthy();
    });

    it('pre-fills a verified number, then the details from Companies House', async () => {
      answers['/v1.0/organisation/account-onboarding/registration-number'] = ok({
        registrationNumber: '12345678',
      });
      renderWizard();
      const crn = (await screen.findByLabelText('Company registration number')) as HTMLInputElement;
      expect(crn.value).toBe('12345678');
      expect((screen.getByLabelText('Yes') as HTMLInputElement).checked).toBe(true);
      await userEvent.click(continueButton());

      await screen.findByRole('heading', { name: 'Enter the organisation details' });
      const value = (label: string) => (screen.getByLabelText(label) as HTMLInputElement).value;
      expect(value('Organisation name')).toBe('Acme Energy Efficiency Ltd');
      expect(value('Classification type')).toBe('SIC');
      expect(value('Code 1')).toBe('28110');
      expect(value('Code 2')).toBe('35110');
      expect(value('Address line 1')).toBe('1 Fixture Street');
      expect(value('Town or city')).toBe('Leeds');
      expect(value('County (optional)')).toBe('West Yorkshire');
      expect(value('Postcode')).toBe('LS1 1AA');
    });
  });

  describe('the organisation details', () => {
    async function startWithoutNumber() {
      const view = renderWizard();
      await userEvent.click(
        await screen.findByLabelText(
          'No, the organisation is not registered and does not have a company registration number',
        ),
      );
      await userEvent.click(continueButton());
      await screen.findByRole('heading', { name: 'Enter the organisation details' });
      return view;
    }

    it('lists every missing answer in page order', async () => {
      const { container } = await startWithoutNumber();
      await userEvent.click(continueButton());
      expect(await errorLinks()).toEqual([
        'Enter the registered name of the organisation',
        'Enter a classification type',
        'Enter a code',
        'Enter an address',
        'Enter a town or city',
        'Enter a postcode',
      ]);
      await expectNoAxeViolations(container);
    });

    it('asks for the classification name with Other, and checks lengths', async () => {
      await startWithoutNumber();
      await userEvent.type(screen.getByLabelText('Organisation name'), 'x'.repeat(256));
      await userEvent.selectOptions(screen.getByLabelText('Classification type'), 'OTHER');
      await userEvent.type(screen.getByLabelText('Code'), 'A1');
      await userEvent.type(screen.getByLabelText('Address line 1'), '1 Road');
      await userEvent.type(screen.getByLabelText('Town or city'), 'Town');
      await userEvent.type(screen.getByLabelText('Postcode'), 'P'.repeat(65));
      await userEvent.click(continueButton());
      expect(await errorLinks()).toEqual([
        'The organisation name should not be more than 255 characters',
        'Enter a classification name',
        'The postcode should not be more than 64 characters',
      ]);
    });

    it('adds up to 4 codes and removes any but the first', async () => {
      await startWithoutNumber();
      const add = () => screen.queryByRole('button', { name: 'Add code' });
      await userEvent.click(add() as HTMLElement);
      await userEvent.click(add() as HTMLElement);
      await userEvent.click(add() as HTMLElement);
      expect(screen.getAllByLabelText(/^Code \d$/)).toHaveLength(4);
      expect(add()).toBeNull();
      expect(screen.getAllByRole('button', { name: /^Remove ?code/ })).toHaveLength(3);
      await userEvent.click(screen.getByRole('button', { name: /^Remove ?code 3$/ }));
      expect(screen.getAllByLabelText(/^Code \d$/)).toHaveLength(3);
      expect(add()).not.toBeNull();
    });
  });

  it('checks the answers, sends the application and shows that the regulator will review it', async () => {
    const { container } = renderWizard();
    await userEvent.click(await screen.findByLabelText('Yes'));
    await userEvent.type(screen.getByLabelText('Company registration number'), '12345678');
    await userEvent.click(continueButton());
    await screen.findByRole('heading', { name: 'Enter the organisation details' });
    await userEvent.click(continueButton());

    // England is chosen unless the user changes it.
    await screen.findByRole('heading', { name: 'Where is your registered office located?' });
    expect((screen.getByLabelText('England') as HTMLInputElement).checked).toBe(true);
    await userEvent.click(screen.getByLabelText('Wales'));
    await userEvent.click(continueButton());

    await screen.findByRole('heading', { name: 'Check your answers' });
    const row = (key: string) => screen.getByText(key).closest('.govuk-summary-list__row')?.textContent;
    expect(row('Company registration number')).toContain('12345678');
    expect(row('Organisation name')).toContain('Acme Energy Efficiency Ltd');
    expect(row('Activity codes')).toContain('SIC 28110');
    expect(row('Location of registered office or principal place of activity')).toContain('Wales');
    await expectNoAxeViolations(container);
    await userEvent.click(screen.getByRole('button', { name: 'Submit' }));

    await screen.findByRole('heading', { name: 'Application received' });
    expect(screen.getByText(/Natural Resources Wales/)).toBeTruthy();
    expect(post).toHaveBeenCalledWith('/v1.0/requests', {
      body: {
        requestCreateActionType: 'ORGANISATION_ACCOUNT_OPENING_SUBMIT_APPLICATION',
        requestCreateActionPayload: {
          payloadType: 'ORGANISATION_ACCOUNT_OPENING_SUBMIT_APPLICATION_PAYLOAD',
          registrationNumber: '12345678',
          name: 'Acme Energy Efficiency Ltd',
          competentAuthority: 'WALES',
          line1: '1 Fixture Street',
          line2: undefined,
          city: 'Leeds',
          county: 'West Yorkshire',
          postcode: 'LS1 1AA',
          type: 'SIC',
          otherTypeName: undefined,
          codes: ['28110', '35110'],
        },
      },
    });
    // The submitted page forgets the draft in an effect, which may run just after its heading is on screen.
    await waitFor(() => expect(draft()).toBeNull());
  });

  it('says the account is open when the re-read user state is now ENABLED', async () => {
    vi.spyOn(api, 'GET').mockImplementation((async (path: string) =>
      path === '/v1.0/authorities/current-user-state'
        ? result(ok({ userId: 'u', roleType: 'OPERATOR', status: 'ENABLED' }))
        : result(answers[path] ?? failure(404, 'NOTFOUND1001'))) as never);
    saveDraft({
      registered: 'YES',
      registrationNumber: '12345678',
      name: 'Acme',
      type: 'SIC',
      codes: ['1'],
      line1: 'l',
      city: 'c',
      postcode: 'p',
      detailsDone: true,
      competentAuthority: 'ENGLAND',
    });
    const { container } = renderWizard('/accounts/new/summary');
    await userEvent.click(await screen.findByRole('button', { name: 'Submit' }));
    await screen.findByRole('heading', { name: 'Organisation account created' });
    expect(screen.getByText(/You are an Advanced user of/)).toBeTruthy();
    await expectNoAxeViolations(container);
  });

  it.each([
    ['ACCOUNT1001', 400, 'An organisation account already exists with the same registration number'],
    ['NOTFOUND1001', 404, 'The registration number was not found at Companies House'],
    ['COMPANYINFO1001', 503, 'Companies House is not available at the moment'],
    ['COMPANYINFO1002', 503, 'Companies House is not available at the moment'],
    ['COMPANYINFO1003', 503, 'Companies House is not available at the moment'],
  ])(
    'sends %s from the submission to the business error page, keeping the answers',
    async (code, status, heading) => {
      post.mockImplementation((async () => result(failure(status, code))) as never);
      saveDraft({
        registered: 'YES',
        registrationNumber: '12345678',
        name: 'Acme',
        type: 'SIC',
        codes: ['1'],
        line1: 'l',
        city: 'c',
        postcode: 'p',
        detailsDone: true,
        competentAuthority: 'ENGLAND',
      });
      const { router } = renderWizard('/accounts/new/summary');
      await userEvent.click(await screen.findByRole('button', { name: 'Submit' }));
      expect(await screen.findByRole('heading', { name: heading })).toBeTruthy();
      expect(router.state.location.pathname).toBe('/error/business');
      const back = screen.getByRole('link', { name: 'Return to: Check your answers' });
      expect(back.getAttribute('href')).toBe('/accounts/new/summary');
      expect(draft()?.answers.name).toBe('Acme');
    },
  );

  it('shows any other refusal of the submission on the summary', async () => {
    post.mockImplementation((async () => result(failure(400, 'FORM1001'))) as never);
    saveDraft({
      registered: 'NO',
      name: 'Acme',
      type: 'SIC',
      codes: ['1'],
      line1: 'l',
      city: 'c',
      postcode: 'p',
      detailsDone: true,
      competentAuthority: 'ENGLAND',
    });
    renderWizard('/accounts/new/summary');
    await userEvent.click(await screen.findByRole('button', { name: 'Submit' }));
    expect(await errorLinks()).toEqual([
      'Your application could not be sent. Check your answers and try again.',
    ]);
  });

  it('sends a later step with no answers to the first step', async () => {
    renderWizard('/accounts/new/summary');
    expect(
      await screen.findByRole('heading', { name: 'Is the UK organisation registered at Companies House?' }),
    ).toBeTruthy();
  });

  it('forgets the answers on "Yes, reset" and goes to the landing page', async () => {
    saveDraft({ registered: 'NO', name: 'Something' });
    renderWizard('/accounts/new/cancel');
    await screen.findByRole('heading', { name: 'Are you sure you want to cancel your application?' });
    await userEvent.click(screen.getByRole('button', { name: 'Yes, reset' }));
    await screen.findByRole('heading', { name: 'Landing' });
    expect(draft()).toBeNull();
  });

  describe('on the step-flow kit', () => {
    const complete: Partial<Application> = {
      registered: 'NO',
      name: 'Acme',
      type: 'SIC',
      codes: ['12345'],
      line1: '1 Road',
      city: 'Leeds',
      postcode: 'LS1 1AA',
      detailsDone: true,
      competentAuthority: 'WALES',
    };

    it('keeps every answer in the tab session, so a reloaded Check your answers still shows them', async () => {
      renderWizard();
      await userEvent.click(
        await screen.findByLabelText(
          'No, the organisation is not registered and does not have a company registration number',
        ),
      );
      await userEvent.click(continueButton());
      await screen.findByRole('heading', { name: 'Enter the organisation details' });
      expect(draft()?.answers.registered).toBe('NO');
      cleanup();

      // A reload: a new page with nothing in memory, only the session's draft.
      saveDraft(complete);
      renderWizard('/accounts/new/summary');
      await screen.findByRole('heading', { name: 'Check your answers' });
      const row = (key: string) => screen.getByText(key).closest('.govuk-summary-list__row')?.textContent;
      expect(row('Organisation name')).toContain('Acme');
      expect(row('Location of registered office or principal place of activity')).toContain('Wales');
    });

    it('resumes at the first step still to answer and shows an earlier step with its answers', async () => {
      saveDraft({ ...complete, competentAuthority: null });
      const { router } = renderWizard('/accounts/new/summary');
      await screen.findByRole('heading', { name: 'Where is your registered office located?' });
      expect(router.state.location.pathname).toBe('/accounts/new/location');
      await userEvent.click(continueButton());
      await screen.findByRole('heading', { name: 'Check your answers' });
      expect(draft()?.answers.competentAuthority).toBe('ENGLAND');
      await router.navigate('/accounts/new/details');
      expect(((await screen.findByLabelText('Organisation name')) as HTMLInputElement).value).toBe('Acme');
    });

    it('returns to Check your answers after a change', async () => {
      saveDraft(complete);
      const { router } = renderWizard('/accounts/new/summary');
      await screen.findByRole('heading', { name: 'Check your answers' });
      const change = screen.getByRole('link', { name: /^Change ?organisation name$/ });
      expect(change.getAttribute('href')).toBe('/accounts/new/details?change=true');
      await userEvent.click(change);
      const name = await screen.findByLabelText('Organisation name');
      await userEvent.clear(name);
      await userEvent.type(name, 'Acme Two');
      await userEvent.click(continueButton());
      await screen.findByRole('heading', { name: 'Check your answers' });
      expect(router.state.location.pathname).toBe('/accounts/new/summary');
      expect(draft()?.answers.name).toBe('Acme Two');
    });
  });
});
