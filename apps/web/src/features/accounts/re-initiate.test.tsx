import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RouterProvider, createMemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { api } from '../../shared/api';
import { setSessionForTest } from '../../shared/auth/testing';
import { apiResult } from '../../test/api-result';
import { expectNoAxeViolations } from '../../test/axe';
import { ACCOUNT_ROUTE_ID } from './account-loader';
import { ACCOUNT } from './account.fixture';
import { ReInitiatePage } from './ReInitiatePage';
import { WorkflowItemPage } from './WorkflowItemPage';

const NOC = 'NOC000013-P3';

function renderAt(
  path: string,
  related: unknown = { RE_INITIATE_NOTIFICATION_OF_COMPLIANCE_P3: { valid: true } },
  running?: { operatorTasks: unknown[]; timeline: unknown[] },
) {
  const get = vi.spyOn(api, 'GET').mockImplementation((async (
    url: string,
    init: { params?: { path?: Record<string, unknown> } },
  ) => {
    switch (url) {
      case '/v1.0/requests/{id}':
        return init.params?.path?.id === NOC
          ? apiResult({
              id: NOC,
              requestType: 'NOTIFICATION_OF_COMPLIANCE_P3',
              requestStatus: running ? 'IN_PROGRESS' : 'COMPLETED',
              creationDate: '2026-10-01',
              requestMetadata: { type: 'NOTIFICATION_OF_COMPLIANCE_P3', phase: 'PHASE_3' },
              ...(running ? { operatorTasks: running.operatorTasks } : {}),
            })
          : apiResult({ code: 'NOTFOUND1001' }, 404);
      case '/v1.0/requests/available-workflows/reporting/related-actions/{requestId}':
        return apiResult(related);
      case '/v1.0/items/{requestId}':
        return apiResult({ items: [], totalItems: 0 });
      case '/v1.0/request-actions':
        return apiResult(running?.timeline ?? []);
      case '/v1.0/request-notes':
        return apiResult({ requestNotes: [], totalItems: 0 });
      default:
        throw new Error(`unexpected GET ${url}`);
    }
  }) as never);
  const router = createMemoryRouter(
    [
      {
        id: ACCOUNT_ROUTE_ID,
        path: '/accounts/:accountId',
        loader: () => ACCOUNT,
        HydrateFallback: () => null,
        children: [
          { path: 'phases/:requestId', element: <WorkflowItemPage /> },
          { path: 'phases/:requestId/reinitiate/:report', element: <ReInitiatePage /> },
        ],
      },
      { path: '/error/404', element: <h1>Page not found</h1> },
    ],
    { initialEntries: [path] },
  );
  const view = render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return { ...view, router, get };
}

beforeEach(() =>
  setSessionForTest({
    loggedIn: true,
    userState: { userId: 'reg-1', roleType: 'REGULATOR', status: 'ENABLED' },
  }),
);
afterEach(() => vi.restoreAllMocks());

describe('returning a report to the participant for changes', { timeout: 30_000 }, () => {
  it('is offered on the workflow page when the API allows it, and sends the re-initiation', async () => {
    const post = vi.spyOn(api, 'POST').mockResolvedValue(apiResult({ requestId: NOC }) as never);
    const { container, router } = renderAt(`/accounts/7/phases/${NOC}`);

    await userEvent.click(await screen.findByRole('link', { name: 'Return to participant for changes' }));
    expect(router.state.location.pathname).toBe(`/accounts/7/phases/${NOC}/reinitiate/noc`);
    expect(
      await screen.findByRole('heading', {
        level: 1,
        name: 'Are you sure you want to return this notification of compliance for changes?',
      }),
    ).toBeTruthy();
    await expectNoAxeViolations(container);

    // A reason is required, and the participant will read it.
    await userEvent.click(screen.getByRole('button', { name: 'Yes, re-initiate' }));
    expect((await screen.findByRole('alert')).textContent).toContain(
      'Enter why you are returning the notification of compliance',
    );
    expect(post).not.toHaveBeenCalled();
    await expectNoAxeViolations(container);
    await userEvent.type(
      screen.getByRole('textbox', { name: 'Why are you returning it?' }),
      '  Section 4 needs the audit dates. ',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Yes, re-initiate' }));
    expect(
      await screen.findByRole('heading', {
        name: 'The notification of compliance has been returned to the participant',
      }),
    ).toBeTruthy();
    expect(post).toHaveBeenCalledWith('/v1.0/requests', {
      params: { query: { accountId: 7 } },
      body: {
        requestCreateActionType: 'RE_INITIATE_NOTIFICATION_OF_COMPLIANCE_P3',
        requestCreateActionPayload: {
          payloadType: 'REPORT_RELATED_REQUEST_CREATE_ACTION_PAYLOAD',
          requestId: NOC,
          reason: 'Section 4 needs the audit dates.',
        },
      },
    });
    await expectNoAxeViolations(container);
    expect(screen.getByRole('link', { name: 'Return to the workflow' }).getAttribute('href')).toBe(
      `/accounts/7/phases/${NOC}`,
    );
  });

  it('is not offered when the API does not allow it', async () => {
    renderAt(`/accounts/7/phases/${NOC}`, { RE_INITIATE_NOTIFICATION_OF_COMPLIANCE_P3: { valid: false } });
    expect(await screen.findByRole('heading', { level: 1, name: /notification of compliance/ })).toBeTruthy();
    await screen.findByRole('heading', { name: 'Tasks to complete' });
    expect(screen.queryByRole('link', { name: 'Return to participant for changes' })).toBeNull();
  });

  it('explains a refusal and keeps the page', async () => {
    vi.spyOn(api, 'POST').mockResolvedValue(apiResult({ code: 'REQUEST_CREATE_ACTION1000' }, 400) as never);
    renderAt(`/accounts/7/phases/${NOC}/reinitiate/noc`);
    await userEvent.type(await screen.findByRole('textbox', { name: 'Why are you returning it?' }), 'Wrong.');
    await userEvent.click(await screen.findByRole('button', { name: 'Yes, re-initiate' }));
    expect((await screen.findByRole('alert')).textContent).toContain(
      'This notification of compliance cannot be returned to the participant any more.',
    );
  });

  it('refuses a reason longer than the API takes', async () => {
    const post = vi.spyOn(api, 'POST');
    renderAt(`/accounts/7/phases/${NOC}/reinitiate/noc`);
    const field = await screen.findByRole('textbox', { name: 'Why are you returning it?' });
    await userEvent.click(field);
    await userEvent.paste('x'.repeat(10_001));
    await userEvent.click(screen.getByRole('button', { name: 'Yes, re-initiate' }));
    expect((await screen.findByRole('alert')).textContent).toContain(
      'The reason must be 10,000 characters or fewer',
    );
    expect(post).not.toHaveBeenCalled();
  });

  it('says who holds the report once it is back with the operator', async () => {
    const SUBMIT = 'NOTIFICATION_OF_COMPLIANCE_P3_APPLICATION_SUBMIT';
    const at = '2026-10-02T10:00:00Z';
    const submitted = {
      id: 3,
      type: 'NOTIFICATION_OF_COMPLIANCE_P3_APPLICATION_SUBMITTED',
      creationDate: at,
    };
    const returned = {
      id: 4,
      type: 'NOTIFICATION_OF_COMPLIANCE_P3_APPLICATION_RE_INITIATED',
      creationDate: at,
    };
    const { container, unmount } = renderAt(
      `/accounts/7/phases/${NOC}`,
      {},
      {
        operatorTasks: [{ taskType: SUBMIT, assigneeFullName: 'Olivia Operator' }],
        timeline: [returned, submitted],
      },
    );
    expect(
      await screen.findByText('With the operator for changes: assigned to Olivia Operator'),
    ).toBeTruthy();
    expect(screen.queryByText('There are no tasks to complete.')).toBeNull();
    await expectNoAxeViolations(container);
    unmount();
    vi.restoreAllMocks();

    renderAt(
      `/accounts/7/phases/${NOC}`,
      {},
      { operatorTasks: [{ taskType: SUBMIT }], timeline: [submitted] },
    );
    expect(await screen.findByText('With the operator: not assigned to anyone yet')).toBeTruthy();
  });

  it('is not found for a report of another type', async () => {
    renderAt(`/accounts/7/phases/${NOC}/reinitiate/action-plan`);
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeTruthy();
  });
});
