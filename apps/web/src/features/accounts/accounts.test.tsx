import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RouterProvider, createMemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { api } from '../../shared/api';
import { setSessionForTest } from '../../shared/auth/testing';
import { expectNoAxeViolations } from '../../test/axe';
import { ACCOUNT_ROUTE_ID } from './account-loader';
import { ACCOUNT } from './account.fixture';
import type { OrganisationAccount } from './accounts-api';
import { AccountPage, groupByPhase } from './AccountPage';
import { AccountsPage } from './AccountsPage';
import { AccountStatusTag } from './status-tags';
import { UpdateAccountPage, isChanged } from './UpdateAccountPage';
import { apiResult } from '../../test/api-result';

const result = apiResult;

function renderAt(path: string, account: OrganisationAccount = ACCOUNT) {
  const router = createMemoryRouter(
    [
      { path: '/accounts', element: <AccountsPage /> },
      {
        id: ACCOUNT_ROUTE_ID,
        path: '/accounts/:accountId',
        loader: () => account,
        children: [
          { index: true, element: <AccountPage /> },
          { path: 'update', element: <UpdateAccountPage /> },
        ],
      },
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

let searchQueries: unknown[];

const classesOf = (element: Element) => [...element.classList];

beforeEach(() => {
  setSessionForTest({ loggedIn: true, userState: { userId: 'u', roleType: 'OPERATOR', status: 'ENABLED' } });
  searchQueries = [];
  vi.spyOn(api, 'GET').mockImplementation((async (path: string, init: { params?: { query?: unknown } }) => {
    if (path === '/v1.0/organisation/accounts') {
      searchQueries.push(init.params?.query);
      return result({
        accounts: [
          { id: 7, name: 'Demo Organisation Ltd', organisationId: 'ORG000007', status: 'LIVE' },
          { id: 8, name: 'Pending plc', organisationId: 'ORG000008', status: 'AWAITING_APPROVAL' },
        ],
        total: 2,
        totalCapped: false,
      });
    }
    throw new Error(`unexpected GET ${path}`);
  }) as never);
});
afterEach(() => vi.restoreAllMocks());

describe('account status tags', () => {
  it.each([
    ['LIVE', 'Live', 'govuk-tag--green'],
    ['AWAITING_APPROVAL', 'Awaiting approval', 'govuk-tag--yellow'],
    ['DENIED', 'Denied', 'govuk-tag--red'],
    ['CLOSED', 'Closed', 'govuk-tag--grey'],
  ] as const)('shows %s as "%s" in %s', (status, text, colour) => {
    render(<AccountStatusTag status={status} />);
    const tag = screen.getByText(text);
    expect(classesOf(tag)).toEqual(expect.arrayContaining(['govuk-tag', colour]));
  });
});

describe('account search', () => {
  const search = () => screen.getByRole('button', { name: 'Search' });
  const box = () => screen.getByLabelText('Search by organisation ID, registration number or name');

  it('lists every account at first, with links and tags', async () => {
    const { container } = renderAt('/accounts');
    const link = await screen.findByRole('link', { name: 'Demo Organisation Ltd' });
    expect(link.getAttribute('href')).toEqual('/accounts/7');
    expect(classesOf(screen.getByText('Awaiting approval'))).toEqual(
      expect.arrayContaining(['govuk-tag--yellow']),
    );
    expect(searchQueries).toEqual([{ page: 0, size: 30 }]);
    // Only regulators who may upload see the related action.
    expect(screen.queryByText('Upload file with verified organisation accounts')).toBeNull();
    await expectNoAxeViolations(container);
  });

  it('needs 3 to 256 characters and sends nothing until then', async () => {
    const { container, router } = renderAt('/accounts');
    await screen.findByRole('link', { name: 'Demo Organisation Ltd' });
    await userEvent.type(box(), 'ab');
    await userEvent.click(search());
    const summary = await screen.findByRole('alert');
    expect(within(summary).getByRole('link', { name: 'Enter at least 3 characters' })).toBeTruthy();
    expect(box().getAttribute('aria-describedby')).toEqual(expect.stringContaining('error'));
    await expectNoAxeViolations(container);

    await userEvent.clear(box());
    await userEvent.click(box());
    await userEvent.paste('x'.repeat(257));
    await userEvent.click(search());
    expect(await screen.findAllByText('Enter no more than 256 characters')).not.toHaveLength(0);
    expect(router.state.location.search).toBe('');

    // Pasted in one go: after a failed submit the error summary comes back (and takes focus) as soon as
    // the box holds 1 or 2 characters again.
    await userEvent.clear(box());
    await userEvent.click(box());
    await userEvent.paste('ORG000007');
    await userEvent.click(search());
    await vi.waitFor(() => expect(router.state.location.search).toBe('?term=ORG000007'));
    await vi.waitFor(() => expect(searchQueries).toContainEqual({ term: 'ORG000007', page: 0, size: 30 }));
  });

  it('says when nothing matches', async () => {
    vi.mocked(api.GET).mockImplementation((async () =>
      result({ accounts: [], total: 0, totalCapped: false })) as never);
    renderAt('/accounts?term=nothing');
    expect(await screen.findByText('There are no results to show')).toBeTruthy();
  });

  it('says when more accounts match than were counted, and how to narrow the search', async () => {
    const account = { id: 9, name: 'Energy Ltd', organisationId: 'ORG000009', status: 'LIVE' };
    vi.mocked(api.GET).mockImplementation((async () =>
      result({ accounts: [account], total: 300, totalCapped: true })) as never);
    const { container } = renderAt('/accounts?term=energy');
    await screen.findByRole('link', { name: 'Energy Ltd' });
    expect(container.textContent).toContain('Showing 1 to 30 of more than 300 results');
    expect(container.textContent).toContain('More than 300 accounts match your search');
    await expectNoAxeViolations(container);
  });
});

describe('account page', () => {
  it('shows the details with Change links when editable', async () => {
    const { container } = renderAt('/accounts/7');
    expect(await screen.findByRole('heading', { level: 1, name: /Demo Organisation Ltd/ })).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'Details' }).getAttribute('aria-selected')).toEqual('true');
    expect(screen.getAllByRole('link', { name: /^Change/ }).map((link) => link.getAttribute('href'))).toEqual(
      ['/accounts/7/update', '/accounts/7/update', '/accounts/7/update'],
    );
    expect(screen.getByRole('link', { name: 'Start a new task' })).toBeTruthy();
    await expectNoAxeViolations(container);
  });

  it('has no Change links or Start a new task for a closed account', async () => {
    renderAt('/accounts/7', { ...ACCOUNT, status: 'CLOSED', editable: false });
    await screen.findByRole('heading', { level: 1, name: /Demo Organisation Ltd/ });
    expect(screen.queryByRole('link', { name: /^Change/ })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Start a new task' })).toBeNull();
    expect(classesOf(screen.getByText('Closed'))).toEqual(expect.arrayContaining(['govuk-tag--grey']));
  });

  it('groups reporting workflows by phase, newest first', () => {
    const groups = groupByPhase([
      {
        id: 'NOC1',
        requestType: 'NOTIFICATION_OF_COMPLIANCE_P3',
        requestStatus: 'COMPLETED',
        creationDate: '2026-01-01',
        requestMetadata: { phase: 'PHASE_3' },
      },
      {
        id: 'AP1',
        requestType: 'ACTION_PLAN_P3',
        requestStatus: 'IN_PROGRESS',
        creationDate: '2026-02-01',
        requestMetadata: { phase: 'PHASE_3' },
      },
      {
        id: 'NOC4',
        requestType: 'NOTIFICATION_OF_COMPLIANCE_P3',
        requestStatus: 'IN_PROGRESS',
        creationDate: '2026-03-01',
        requestMetadata: { phase: 'PHASE_4' },
      },
    ]);
    expect(groups.map((group) => [group.phase, group.requests.map((request) => request.id)])).toEqual([
      ['PHASE_4', ['NOC4']],
      ['PHASE_3', ['AP1', 'NOC1']],
    ]);
  });
});

describe('update details', () => {
  it('sends nothing when nothing changed, and the change otherwise', async () => {
    const post = vi.spyOn(api, 'POST').mockImplementation((async () => result(null, 204)) as never);
    const { router, container } = renderAt('/accounts/7/update');
    await screen.findByLabelText('Organisation name', {}, { timeout: 10_000 });
    await expectNoAxeViolations(container);
    await userEvent.click(screen.getByRole('button', { name: 'Confirm and continue' }));
    // Generous waits: on a loaded machine a render and a submit can take longer than vi.waitFor's 1 s default.
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/accounts/7'), { timeout: 10_000 });
    expect(post).not.toHaveBeenCalled();

    await router.navigate('/accounts/7/update');
    // Typing while the account's loader still runs lost keystrokes on a busy machine: wait for it to settle.
    await vi.waitFor(() => expect(router.state.navigation.state).toBe('idle'), { timeout: 10_000 });
    await vi.waitFor(() => expect(router.state.revalidation).toBe('idle'), { timeout: 10_000 });
    await screen.findByLabelText('Organisation name', {}, { timeout: 10_000 });
    // The suite's shared jsdom (isolate: false) at times moves focus away for a moment after the navigation (the
    // page's heading takes it), so user-event's keys land elsewhere: clear and type again until the field holds the
    // whole answer, which must be in the form before it is sent.
    await vi.waitFor(
      async () => {
        const field = screen.getByLabelText('Organisation name') as HTMLInputElement;
        await userEvent.clear(field);
        await userEvent.type(field, 'New Name Ltd');
        expect(field.value).toBe('New Name Ltd');
      },
      { timeout: 10_000, interval: 200 },
    );
    await userEvent.click(screen.getByRole('button', { name: 'Confirm and continue' }));
    await vi.waitFor(() => expect(post).toHaveBeenCalledTimes(1), { timeout: 10_000 });
    expect(post.mock.calls[0]?.[1]).toMatchObject({
      params: { path: { id: 7 } },
      body: { name: 'New Name Ltd', type: 'SIC', codes: ['70100'], line1: '1 Demo Street' },
    });
    // Saved: the account page confirms it in a success banner that takes focus (issue 20, item 7).
    const banner = await screen.findByRole('alert', {}, { timeout: 10_000 });
    expect(banner.textContent).toContain('The organisation details have been updated');
    await vi.waitFor(() => expect(document.activeElement).toBe(banner), { timeout: 10_000 });
    await expectNoAxeViolations(container);
  });

  it('compares the answers with the account', () => {
    const same = {
      name: ACCOUNT.name,
      type: 'SIC' as const,
      codes: ['70100'],
      line1: ACCOUNT.line1,
      city: ACCOUNT.city,
      postcode: ACCOUNT.postcode,
    };
    expect(isChanged(ACCOUNT, same)).toBe(false);
    expect(isChanged(ACCOUNT, { ...same, county: 'Kent' })).toBe(true);
    expect(isChanged(ACCOUNT, { ...same, codes: ['70100', '1'] })).toBe(true);
  });
});
