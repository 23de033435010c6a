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
import { DisaggregatedStartPage } from './DisaggregatedStartPage';
import { ProcessActionsPage } from './ProcessActionsPage';
import { apiResult } from '../../test/api-result';

const result = apiResult;

function renderPage(
  available: unknown,
  items: unknown[] = [{ taskId: 31, requestId: 'ACL000007' }],
  accountRequests: { id: string; requestType: string; requestStatus: string }[] = [],
) {
  // A test's own POST mock (the start) still answers everything but the account's requests.
  const start = vi.isMockFunction(api.POST) ? vi.mocked(api.POST).getMockImplementation() : undefined;
  const workflows = vi.spyOn(api, 'POST').mockImplementation((async (path: string, init: unknown) => {
    if (path === '/v1.0/requests/workflows')
      return result({ requestDetails: accountRequests, total: accountRequests.length });
    if (start) return (start as (path: string, init: unknown) => unknown)(path, init);
    throw new Error(`unexpected POST ${path}`);
  }) as never);
  const get = vi.spyOn(api, 'GET').mockImplementation((async (path: string) => {
    if (path === '/v1.0/requests/available-workflows/permit/{accountId}')
      return result(typeof available === 'function' ? (available as () => unknown)() : available);
    if (path === '/v1.0/items/{requestId}') return result({ items, totalItems: items.length });
    throw new Error(`unexpected GET ${path}`);
  }) as never);
  const router = createMemoryRouter(
    [
      {
        id: ACCOUNT_ROUTE_ID,
        path: '/accounts/:accountId',
        loader: () => ACCOUNT,
        HydrateFallback: () => null,
        children: [
          { path: 'process-actions', element: <ProcessActionsPage /> },
          { path: 'process-actions/disaggregated-start/:workflow', element: <DisaggregatedStartPage /> },
        ],
      },
      { path: '/tasks/:taskId', element: <h1>Task page</h1> },
      { path: '/dashboard', element: <h1>Dashboard</h1> },
    ],
    { initialEntries: ['/accounts/7/process-actions'] },
  );
  const view = render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return { ...view, router, get, workflows };
}

// As the API answers: the account's status only when it is the reason.
const closureValid = { ACCOUNT_CLOSURE: { valid: true } };

beforeEach(() => {
  setSessionForTest({
    loggedIn: true,
    userState: { userId: 'reg-1', roleType: 'REGULATOR', status: 'ENABLED' },
  });
});
afterEach(() => vi.restoreAllMocks());

describe('start a new task', () => {
  it('offers regulators the account closure card and opens its task once started', async () => {
    const post = vi.spyOn(api, 'POST').mockResolvedValue(result({ requestId: 'ACL000007' }) as never);
    const { container, router, get } = renderPage(closureValid);

    expect(await screen.findByRole('heading', { level: 1, name: 'Start a new task' })).toBeTruthy();
    const card = await screen.findByRole('region', { name: 'Close account' });
    expect(within(card).getByRole('heading', { name: 'About' })).toBeTruthy();
    await expectNoAxeViolations(container);

    await userEvent.click(within(card).getByRole('button', { name: 'Start account closure' }));
    expect(await screen.findByRole('heading', { name: 'Task page' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/tasks/31');
    expect(post).toHaveBeenCalledWith('/v1.0/requests', {
      params: { query: { accountId: 7 } },
      body: {
        requestCreateActionType: 'ACCOUNT_CLOSURE',
        requestCreateActionPayload: { payloadType: 'EMPTY_PAYLOAD' },
      },
    });
    expect(get).toHaveBeenCalledWith('/v1.0/items/{requestId}', {
      params: { path: { requestId: 'ACL000007' } },
    });
  });

  it('opens the new task even though the report now blocks its own card', async () => {
    setSessionForTest({
      loggedIn: true,
      userState: { userId: 'op-1', roleType: 'OPERATOR', status: 'ENABLED' },
    });
    let started = false;
    vi.spyOn(api, 'POST').mockImplementation((async (path: string) => {
      if (path === '/v1.0/requests/workflows') {
        const requestDetails = started
          ? [{ id: 'PU200007-P3', requestType: 'PROGRESS_UPDATE_2_P3', requestStatus: 'IN_PROGRESS' }]
          : [];
        return result({ requestDetails, total: requestDetails.length });
      }
      started = true;
      return result({ requestId: 'PU200007-P3' });
    }) as never);
    const { router, workflows } = renderPage(
      () =>
        started
          ? { PROGRESS_UPDATE_2_P3: { valid: false, requests: ['PROGRESS_UPDATE_2_P3'] } }
          : { PROGRESS_UPDATE_2_P3: { valid: true } },
      [{ taskId: 51, requestId: 'PU200007-P3' }],
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Start Phase 3 progress update 2' }));
    expect(await screen.findByRole('heading', { name: 'Task page' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/tasks/51');
    // No read of the account's requests (a POST, which would hold the move) once the start was sent.
    expect(workflows.mock.calls.map((call) => (call as unknown[])[0])).toEqual(['/v1.0/requests']);
  });

  it('goes to the dashboard when the new workflow has no single task', async () => {
    vi.spyOn(api, 'POST').mockResolvedValue(result({ requestId: 'ACL000007' }) as never);
    const { router } = renderPage(closureValid, []);
    await userEvent.click(await screen.findByRole('button', { name: 'Start account closure' }));
    expect(await screen.findByRole('heading', { name: 'Dashboard' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/dashboard');
  });

  it('explains why a closure cannot start', async () => {
    const { container, unmount } = renderPage({
      ACCOUNT_CLOSURE: { valid: false, requests: ['ACCOUNT_CLOSURE'] },
    });
    const card = await screen.findByRole('region', { name: 'Close account' });
    expect(
      within(card)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['An account closure is already in progress']);
    expect(within(card).queryByRole('button')).toBeNull();
    await expectNoAxeViolations(container);
    unmount();
    vi.restoreAllMocks();

    renderPage({
      ACCOUNT_CLOSURE: {
        valid: false,
        accountStatus: { name: 'AWAITING_APPROVAL' },
        applicableAccountStatuses: [{ name: 'LIVE' }],
      },
    });
    expect(await screen.findByText('You cannot close an account that is awaiting approval')).toBeTruthy();
  });

  it('shows operators a card per reporting workflow offered, and says when nothing can start', async () => {
    setSessionForTest({
      loggedIn: true,
      userState: { userId: 'op-1', roleType: 'OPERATOR', status: 'ENABLED' },
    });
    const { unmount } = renderPage(
      {
        NOTIFICATION_OF_COMPLIANCE_P3: { valid: true },
        ACTION_PLAN_P3: { valid: false, requests: ['ACTION_PLAN_P3'] },
      },
      undefined,
      [{ id: 'AP00007-P3', requestType: 'ACTION_PLAN_P3', requestStatus: 'IN_PROGRESS' }],
    );
    const noc = await screen.findByRole('region', { name: 'Phase 3 notification of compliance' });
    expect(
      within(noc).getByRole('button', { name: 'Start Phase 3 notification of compliance' }),
    ).toBeTruthy();
    const plan = screen.getByRole('region', { name: 'Phase 3 action plan' });
    expect(within(plan).getByText('A Phase 3 action plan is already in progress')).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Close account' })).toBeNull();
    unmount();
    vi.restoreAllMocks();

    const { container } = renderPage({});
    expect(await screen.findByText('There are no tasks you can start on this account.')).toBeTruthy();
    await expectNoAxeViolations(container);
  });

  it('says whether the report in the way is submitted, in progress or still to come', async () => {
    setSessionForTest({
      loggedIn: true,
      userState: { userId: 'op-1', roleType: 'OPERATOR', status: 'ENABLED' },
    });
    const { container, workflows } = renderPage(
      {
        NOTIFICATION_OF_COMPLIANCE_P3: { valid: false, requests: ['NOTIFICATION_OF_COMPLIANCE_P3'] },
        ACTION_PLAN_P3: { valid: false, requests: ['ACTION_PLAN_P3'] },
        PROGRESS_UPDATE_1_P3: { valid: false, requests: ['PROGRESS_UPDATE_1_P3'] },
        PROGRESS_UPDATE_2_P3: { valid: false, requests: ['PROGRESS_UPDATE_1_P3'] },
      },
      undefined,
      [
        { id: 'NOC00007-P3', requestType: 'NOTIFICATION_OF_COMPLIANCE_P3', requestStatus: 'COMPLETED' },
        { id: 'AP00007-P3', requestType: 'ACTION_PLAN_P3', requestStatus: 'CANCELLED' },
        { id: 'AP00007-P3-2', requestType: 'ACTION_PLAN_P3', requestStatus: 'COMPLETED' },
      ],
    );
    const reasonOf = async (name: string) =>
      within(await screen.findByRole('region', { name })).getByRole('listitem').textContent;
    expect(await reasonOf('Phase 3 notification of compliance')).toBe(
      'A Phase 3 notification of compliance has already been submitted',
    );
    expect(await reasonOf('Phase 3 action plan')).toBe('A Phase 3 action plan has already been submitted');
    expect(await reasonOf('Phase 3 progress update 2')).toBe(
      'You cannot start a Phase 3 progress update 2 until the Phase 3 progress update 1 has been submitted',
    );
    expect(workflows).toHaveBeenCalledWith('/v1.0/requests/workflows', {
      body: {
        accountId: 7,
        category: 'REPORTING',
        requestTypes: ['ACTION_PLAN_P3', 'NOTIFICATION_OF_COMPLIANCE_P3', 'PROGRESS_UPDATE_1_P3'],
        pageNumber: 0,
        pageSize: 50,
      },
    });
    await expectNoAxeViolations(container);
  });

  it('says which report is running when another report waits for it', async () => {
    setSessionForTest({
      loggedIn: true,
      userState: { userId: 'op-1', roleType: 'OPERATOR', status: 'ENABLED' },
    });
    renderPage({ PROGRESS_UPDATE_2_P3: { valid: false, requests: ['PROGRESS_UPDATE_1_P3'] } }, undefined, [
      { id: 'PU100007-P3', requestType: 'PROGRESS_UPDATE_1_P3', requestStatus: 'IN_PROGRESS' },
    ]);
    expect(
      await screen.findByText(
        'You cannot start this task while the Phase 3 progress update 1 is in progress',
      ),
    ).toBeTruthy();
  });

  it('offers a progress update whose earlier report is not submitted only to a disaggregated undertaking', async () => {
    setSessionForTest({
      loggedIn: true,
      userState: { userId: 'op-1', roleType: 'OPERATOR', status: 'ENABLED' },
    });
    const post = vi.spyOn(api, 'POST').mockResolvedValue(result({ requestId: 'PU1000007' }) as never);
    const { container, router } = renderPage(
      {
        PROGRESS_UPDATE_1_P3: { valid: true, requests: ['ACTION_PLAN_P3'] },
        PROGRESS_UPDATE_2_P3: { valid: true },
      },
      [{ taskId: 41, requestId: 'PU1000007' }],
    );
    const update1 = await screen.findByRole('region', { name: 'Phase 3 progress update 1' });
    expect(within(update1).queryByRole('button')).toBeNull();
    expect(
      within(update1).getByText(
        'You cannot start a Phase 3 progress update 1 until the Phase 3 action plan has been submitted',
      ),
    ).toBeTruthy();
    // The next report's card is untouched: valid, nothing awaited.
    const update2 = screen.getByRole('region', { name: 'Phase 3 progress update 2' });
    expect(within(update2).getByRole('button', { name: 'Start Phase 3 progress update 2' })).toBeTruthy();
    expect(within(update2).queryByRole('link')).toBeNull();
    await expectNoAxeViolations(container);

    await userEvent.click(
      within(update1).getByRole('link', {
        name: 'I want to start Progress Update 1 as a disaggregated undertaking',
      }),
    );
    expect(await screen.findByRole('heading', { level: 1, name: 'Disaggregated undertakings' })).toBeTruthy();
    expect(router.state.location.pathname).toBe(
      '/accounts/7/process-actions/disaggregated-start/progress-update-1',
    );
    await expectNoAxeViolations(container);
    await userEvent.click(screen.getByRole('button', { name: 'Start Progress Update 1' }));
    expect(await screen.findByRole('heading', { name: 'Task page' })).toBeTruthy();
    expect(post).toHaveBeenCalledWith('/v1.0/requests', {
      params: { query: { accountId: 7 } },
      body: {
        requestCreateActionType: 'PROGRESS_UPDATE_1_P3',
        requestCreateActionPayload: {
          payloadType: 'PROGRESS_UPDATE_1_CREATE_ACTION_PAYLOAD',
          isDisaggregateUndertaking: true,
        },
      },
    });
  });

  it('shows a refused start in an error summary', async () => {
    vi.spyOn(api, 'POST').mockResolvedValue(
      result({ code: 'REQUEST_CREATE_ACTION1000', data: [{ valid: false }] }, 400) as never,
    );
    renderPage(closureValid);
    await userEvent.click(await screen.findByRole('button', { name: 'Start account closure' }));
    expect((await screen.findByRole('alert')).textContent).toContain('This task can no longer be started');
  });
});
