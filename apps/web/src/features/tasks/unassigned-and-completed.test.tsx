import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RouterProvider, createMemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { api } from '../../shared/api';
import { setSessionForTest } from '../../shared/auth/testing';
import { TASK_ROUTE_ID, type TaskPageData } from '../../shared/workflow';
import { TaskPage, completedTaskLoader, taskLoader } from '../../shared/workflow/task';
import { apiResult } from '../../test/api-result';
import { expectNoAxeViolations } from '../../test/axe';
import { reviewTaskData } from '../../test/task-data';
import { renderTaskRoutes } from '../../test/task-routes';
import { ChangeAssigneePage } from './ChangeAssigneePage';
import { TaskCompletedPage } from './TaskCompletedPage';

function signInAsRegulator() {
  setSessionForTest({
    loggedIn: true,
    userState: { userId: 'reg-1', roleType: 'REGULATOR', status: 'ENABLED' },
  });
}

const unassigned = () =>
  reviewTaskData({ assigneeUserId: undefined, assigneeFullName: undefined, daysRemaining: undefined });

const ME = { id: 'reg-1', firstName: 'Regina', lastName: 'Lator' };
const SOMEONE = { id: 'reg-2', firstName: 'Rob', lastName: 'Ertson' };

const CANDIDATES_PATH = '/v1.0/tasks-assignment/{taskId}/candidate-assignees';

/** The candidates for the task; the notes below the task page get an empty list. */
function answerCandidates(candidates: (typeof ME)[]) {
  return vi
    .spyOn(api, 'GET')
    .mockImplementation((async (path: string) =>
      path === CANDIDATES_PATH
        ? apiResult(candidates)
        : apiResult({ requestNotes: [], totalItems: 0 })) as never);
}

afterEach(() => vi.restoreAllMocks());

describe('an unassigned task (issue 20, item 4)', () => {
  it('says why there is no form and lets a user who could take it assign it to themselves', async () => {
    signInAsRegulator();
    answerCandidates([SOMEONE, ME]);
    const post = vi.spyOn(api, 'POST').mockResolvedValue(apiResult(undefined, 204) as never);
    let data: TaskPageData = unassigned();
    const { container } = renderTaskRoutes(() => data, [], '/tasks/7');

    expect(await screen.findByText('This task is not assigned to anyone.')).toBeTruthy();
    expect(screen.queryByRole('group', { name: /Approve or reject/ })).toBeNull();
    const assign = await screen.findByRole('button', { name: 'Assign to me' });
    expect(screen.getByRole('link', { name: 'assign it to someone else' }).getAttribute('href')).toBe(
      '/tasks/7/change-assignee',
    );
    await expectNoAxeViolations(container);

    data = reviewTaskData();
    await userEvent.click(assign);
    expect(post).toHaveBeenCalledWith('/v1.0/tasks-assignment/assign', {
      body: { taskId: 7, userId: 'reg-1' },
    });
    // The task is read again: now the user's, with its form, and a success banner that takes focus.
    const banner = await screen.findByRole('alert');
    expect(banner.textContent).toContain('The task is now assigned to you');
    await waitFor(() => expect(document.activeElement).toBe(banner));
    expect(screen.getByRole('group', { name: /Approve or reject this account application/ })).toBeTruthy();
    expect(screen.queryByText('This task is not assigned to anyone.')).toBeNull();
    await expectNoAxeViolations(container);
  });

  it('tells a user who may assign tasks but cannot take this one to reassign it', async () => {
    signInAsRegulator();
    const get = answerCandidates([SOMEONE]);
    renderTaskRoutes(unassigned(), [], '/tasks/7');
    expect(await screen.findByText(/You cannot take this task yourself/)).toBeTruthy();
    expect(get).toHaveBeenCalledWith(CANDIDATES_PATH, { params: { path: { taskId: 7 } } });
    expect(screen.queryByRole('button', { name: 'Assign to me' })).toBeNull();
  });

  it('tells a user who may not assign tasks to ask for it', async () => {
    signInAsRegulator();
    const get = answerCandidates([ME]);
    const data = unassigned();
    data.task.userAssignCapable = false;
    renderTaskRoutes(data, [], '/tasks/7');
    expect(await screen.findByText('Ask someone who manages your tasks to assign it to you.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Assign to me' })).toBeNull();
    expect(get).not.toHaveBeenCalledWith(CANDIDATES_PATH, expect.anything());
  });

  it('says nothing of the kind on an assigned task', async () => {
    signInAsRegulator();
    renderTaskRoutes(
      reviewTaskData({ assigneeUserId: 'reg-2', assigneeFullName: 'Rob Ertson' }),
      [],
      '/tasks/7',
    );
    await screen.findByTestId('task-assignee');
    expect(screen.queryByText('This task is not assigned to anyone.')).toBeNull();
  });

  it("'Select a person' explains what reassigning and Unassigned do", async () => {
    signInAsRegulator();
    answerCandidates([ME, SOMEONE]);
    const { container } = renderTaskRoutes(
      reviewTaskData(),
      [{ path: 'change-assignee', element: <ChangeAssigneePage /> }],
      '/tasks/7/change-assignee',
    );
    const group = await screen.findByRole('group', { name: 'Select a person' });
    expect(group.getAttribute('aria-describedby')).toContain('hint');
    expect(screen.getByText(/The person you select can then work on the task/)).toBeTruthy();
    expect(screen.getByText(/Nobody can work on the task until it is assigned again/)).toBeTruthy();
    await expectNoAxeViolations(container);
  });
});

// The app's not-found page, in short: features do not import each other.
const NotFoundPage = () => <h1>Page not found</h1>;

function renderWithTaskLoader(path: string) {
  const router = createMemoryRouter(
    [
      {
        id: TASK_ROUTE_ID,
        path: '/tasks/:taskId',
        loader: taskLoader,
        HydrateFallback: () => null,
        children: [{ index: true, element: <TaskPage /> }],
        errorElement: <NotFoundPage />,
      },
      {
        path: '/tasks/:taskId/completed',
        loader: completedTaskLoader,
        element: <TaskCompletedPage />,
        errorElement: <NotFoundPage />,
      },
      { path: '/dashboard', element: <h1>Dashboard</h1> },
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

describe('a task that no longer exists (issue 20, item 10; issue 39)', () => {
  const gone = apiResult({ code: 'NOTFOUND1001', message: 'Resource not found', data: [] }, 404);
  const completed = apiResult(
    {
      code: 'NOTFOUND1001',
      message: 'Resource not found',
      data: [
        {
          completedTask: {
            requestId: 'NOC000008-P3',
            requestType: 'NOTIFICATION_OF_COMPLIANCE_P3',
            accountId: 8,
          },
        },
      ],
    },
    404,
  );

  it('is not found, at the address typed, when it never existed', async () => {
    signInAsRegulator();
    vi.spyOn(api, 'GET').mockResolvedValue(gone as never);
    const { router, container } = renderWithTaskLoader('/tasks/99999');
    expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/tasks/99999');
    expect(screen.queryByText(/has been completed/)).toBeNull();
    await expectNoAxeViolations(container);
  });

  it('says a completed task has been completed and points to its report under Phases', async () => {
    signInAsRegulator();
    vi.spyOn(api, 'GET').mockResolvedValue(completed as never);
    const { router, container } = renderWithTaskLoader('/tasks/41');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'This task has been completed' }),
    ).toBeTruthy();
    expect(router.state.location.pathname).toBe('/tasks/41/completed');
    expect(screen.getByRole('link', { name: 'Go to the report NOC000008-P3' }).getAttribute('href')).toBe(
      '/accounts/8/phases/NOC000008-P3',
    );
    expect(
      screen.getByRole('link', { name: 'Go to the organisation account’s phases' }).getAttribute('href'),
    ).toBe('/accounts/8#phases');
    // The request is named by its id, not as if it owned a page ("NOC000008-P3’s page").
    expect(
      screen.getByText(
        'You can read the report, and what happened to it, on its own page: NOC000008-P3, under the organisation account’s Phases tab.',
      ),
    ).toBeTruthy();
    expect(screen.queryByText(/workflow history/i)).toBeNull();
    expect(screen.getByRole('link', { name: 'Return to your dashboard' }).getAttribute('href')).toBe(
      '/dashboard',
    );
    await expectNoAxeViolations(container);
  });

  it('finds the completed task again when its page is reloaded', async () => {
    signInAsRegulator();
    vi.spyOn(api, 'GET').mockResolvedValue(completed as never);
    renderWithTaskLoader('/tasks/44/completed');
    expect(await screen.findByRole('link', { name: 'Go to the report NOC000008-P3' })).toBeTruthy();
  });

  it('links to the workflow of a task opened earlier in this tab, since cancelled', async () => {
    signInAsRegulator();
    const task = reviewTaskData({ id: 42 });
    task.task.requestInfo = { ...task.task.requestInfo, id: 'ORG042', accountId: 5 };
    let exists = true;
    vi.spyOn(api, 'GET').mockImplementation((async (path: string) => {
      if (path === '/v1.0/tasks/{id}') return exists ? apiResult(task.task) : gone;
      if (path === '/v1.0/items/{requestId}') return apiResult({ items: [] });
      if (path === '/v1.0/request-actions') return apiResult([]);
      return apiResult({ requestNotes: [], totalItems: 0 });
    }) as never);
    const { router } = renderWithTaskLoader('/tasks/42');
    await screen.findByRole('heading', { level: 1, name: 'Review organisation account application' });

    exists = false;
    await router.navigate('/dashboard');
    await router.navigate('/tasks/42');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'This task has been completed' }),
    ).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go to the workflow ORG042' }).getAttribute('href')).toBe(
      '/accounts/5/workflows/ORG042',
    );
  });

  it('other failures still go to the dashboard', async () => {
    signInAsRegulator();
    vi.spyOn(api, 'GET').mockResolvedValue(apiResult({ code: 'INT1001' }, 500) as never);
    const { router } = renderWithTaskLoader('/tasks/43');
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
  });
});
