import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RouterProvider, createMemoryRouter, isRouteErrorResponse, useRouteError } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { api } from '../../shared/api';
import { setSessionForTest } from '../../shared/auth/testing';
import { expectNoAxeViolations } from '../../test/axe';
import { RequestStatusTag } from './status-tags';
import { WorkflowItemPage, WorkflowTimelinePage } from './WorkflowItemPage';
import { workflowHeading } from './format';
import { apiResult } from '../../test/api-result';

const REQUEST_ID = 'ACC000042';

const result = apiResult;

const SUBMITTED = {
  id: 5,
  type: 'ORGANISATION_ACCOUNT_OPENING_APPLICATION_SUBMITTED',
  submitter: 'Amal Applicant',
  creationDate: '2026-03-02T10:15:00Z',
};

const RETURNED = {
  id: 9,
  type: 'NOTIFICATION_OF_COMPLIANCE_P3_APPLICATION_RE_INITIATED',
  submitter: 'Rita Regulator',
  creationDate: '2026-03-05T09:00:00Z',
};

let actions: unknown[];
let items: unknown[];

function NotFoundInPlace() {
  const error = useRouteError();
  return <p>{isRouteErrorResponse(error) && error.status === 404 ? 'Page not found' : 'Another error'}</p>;
}

function renderAt(path: string) {
  const router = createMemoryRouter(
    [
      {
        // As the app's error element does: a 404 shows 'Page not found' in place, at the address typed.
        errorElement: <NotFoundInPlace />,
        children: [
          { path: '/accounts/:accountId/workflows/:requestId', element: <WorkflowItemPage /> },
          { path: '/accounts/:accountId/phases/:requestId', element: <WorkflowItemPage /> },
          {
            path: '/accounts/:accountId/workflows/:requestId/timeline/:actionId',
            element: <WorkflowTimelinePage />,
          },
          { path: '/requests/:requestId/notes/add', element: <p>Add a note page</p> },
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

beforeEach(() => {
  setSessionForTest({
    loggedIn: true,
    userState: { userId: 'u', roleType: 'REGULATOR', status: 'ENABLED' },
  });
  actions = [SUBMITTED];
  items = [
    {
      requestId: REQUEST_ID,
      requestType: 'ORGANISATION_ACCOUNT_OPENING',
      taskId: 31,
      taskType: 'ORGANISATION_ACCOUNT_OPENING_APPLICATION_REVIEW',
      isNew: false,
    },
  ];
  vi.spyOn(api, 'GET').mockImplementation((async (
    path: string,
    init: { params?: { path?: Record<string, unknown> } },
  ) => {
    switch (path) {
      case '/v1.0/requests/{id}':
        return init.params?.path?.id === REQUEST_ID
          ? result({
              id: REQUEST_ID,
              requestType: 'ORGANISATION_ACCOUNT_OPENING',
              requestStatus: 'IN_PROGRESS',
              creationDate: '2026-03-02',
            })
          : result({ code: 'NOTFOUND1001' }, 404);
      case '/v1.0/items/{requestId}':
        return result({ items, totalItems: items.length });
      case '/v1.0/request-actions':
        return result(actions);
      case '/v1.0/request-actions/{id}':
        if (init.params?.path?.id === RETURNED.id)
          return result({
            ...RETURNED,
            requestId: REQUEST_ID,
            payload: {
              payloadType: 'RE_INITIATED_PAYLOAD',
              reason: 'The totals do not add up.\nCheck them.',
            },
          });
        return init.params?.path?.id === 5
          ? result({
              ...SUBMITTED,
              requestId: REQUEST_ID,
              requestType: 'ORGANISATION_ACCOUNT_OPENING',
              competentAuthority: 'ENGLAND',
              payload: {
                payloadType: 'ORGANISATION_ACCOUNT_OPENING_APPLICATION_SUBMITTED_PAYLOAD',
                account: {
                  name: 'Applicant Company 1 plc',
                  competentAuthority: 'ENGLAND',
                  line1: '1 High Street',
                  city: 'Leeds',
                  postcode: 'LS1 1AA',
                  type: 'SIC',
                  codes: ['70100'],
                },
                participantDetails: { firstName: 'Amal', lastName: 'Applicant', email: 'amal@example.com' },
              },
            })
          : result({ code: 'NOTFOUND1001' }, 404);
      case '/v1.0/request-notes':
        return result({ requestNotes: [], totalItems: 0 });
      default:
        throw new Error(`unexpected GET ${path}`);
    }
  }) as never);
});
afterEach(() => vi.restoreAllMocks());

describe('workflow names and tags', () => {
  it('names the workflow by its year and type', () => {
    expect(workflowHeading('ORGANISATION_ACCOUNT_OPENING', '2026-03-02')).toBe('2026 Organisation account');
    expect(workflowHeading('ACCOUNT_CLOSURE', '2025-12-31T23:30:00Z')).toBe('2025 Close account');
    expect(workflowHeading('NOTIFICATION_OF_COMPLIANCE_P3', '2026-01-10', 'PHASE_3')).toBe(
      '2026 Phase 3 notification of compliance',
    );
  });

  it.each([
    ['IN_PROGRESS', 'In progress', 'govuk-tag--blue'],
    ['COMPLETED', 'Completed', 'govuk-tag--green'],
    ['REJECTED', 'Rejected', 'govuk-tag--red'],
    ['TERMINATED', 'Terminated', 'govuk-tag--grey'],
  ] as const)('shows %s as "%s" in %s', (status, text, colour) => {
    render(<RequestStatusTag status={status} />);
    expect([...screen.getByText(text).classList]).toContain(colour);
  });
});

describe('workflow item page', () => {
  it('shows the id, heading, status, tasks to complete and the timeline', async () => {
    const { container } = renderAt(`/accounts/7/workflows/${REQUEST_ID}`);
    const heading = await screen.findByRole('heading', { level: 1 });
    expect(heading.textContent).toBe('2026 Organisation account In progress');
    expect(screen.getByText(REQUEST_ID).className).toContain('govuk-caption-l');
    const tasks = (await screen.findByRole('heading', { name: 'Tasks to complete' })).closest('section');
    if (!tasks) throw new Error('no tasks section');
    const task = await within(tasks).findByRole('link', { name: 'Review organisation account application' });
    expect(task.getAttribute('href')).toBe('/tasks/31');
    const details = await screen.findByRole('link', { name: /View details/ });
    expect(details.getAttribute('href')).toBe(`/accounts/7/workflows/${REQUEST_ID}/timeline/5`);
    expect(screen.getByRole('heading', { level: 3, name: /by Amal Applicant$/ })).toBeTruthy();
    await expectNoAxeViolations(container);
  });

  it('shows the reason a regulator gave for returning it for changes, under that event', async () => {
    actions = [SUBMITTED, RETURNED];
    const { container } = renderAt(`/accounts/7/phases/${REQUEST_ID}`);
    const reason = await screen.findByText(/The totals do not add up/);
    expect(reason.textContent).toBe('Reason: The totals do not add up.\nCheck them.');
    const event = reason.closest('li');
    expect(event && within(event).getByRole('heading', { level: 3 }).textContent).toMatch(
      /by Rita Regulator$/,
    );
    await expectNoAxeViolations(container);
  });

  it('keeps the phases path in timeline links and says when there are no events or tasks', async () => {
    actions = [];
    items = [];
    renderAt(`/accounts/7/phases/${REQUEST_ID}`);
    expect(await screen.findByText('No timeline events')).toBeTruthy();
    expect(await screen.findByText('There are no tasks to complete.')).toBeTruthy();
  });

  it('shows the notes of the workflow in the Notes tab, with a link to add one', async () => {
    const { container } = renderAt(`/accounts/7/workflows/${REQUEST_ID}#notes`);
    const add = await screen.findByRole('button', { name: 'Add a note' });
    expect(add.getAttribute('href')).toBe(`/requests/${REQUEST_ID}/notes/add`);
    await expectNoAxeViolations(container);
    await userEvent.click(add);
    expect(await screen.findByText('Add a note page')).toBeTruthy();
  });

  it('shows an unknown workflow as not found, keeping the address typed', async () => {
    const { router } = renderAt('/accounts/7/workflows/ACC999999');
    expect(await screen.findByText('Page not found')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/accounts/7/workflows/ACC999999');
  });
});

describe('workflow timeline event page', () => {
  it('shows the event with the tasks feature view', async () => {
    const { container } = renderAt(`/accounts/7/workflows/${REQUEST_ID}/timeline/5`);
    expect(await screen.findByRole('heading', { level: 1 })).toBeTruthy();
    expect(await screen.findByText('Applicant Company 1 plc')).toBeTruthy();
    await expectNoAxeViolations(container);
  });

  it.each(['ACC000001/timeline/5', `${REQUEST_ID}/timeline/abc`])(
    'shows no event of another workflow, nor a malformed id (%s)',
    async (path) => {
      const { router } = renderAt(`/accounts/7/workflows/${path}`);
      expect(await screen.findByText('Page not found')).toBeTruthy();
      expect(router.state.location.pathname).toBe(`/accounts/7/workflows/${path}`);
    },
  );
});
