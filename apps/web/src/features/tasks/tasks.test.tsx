import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { api, type UserState } from '../../shared/api';
import { setSessionForTest } from '../../shared/auth/testing';
import type { TaskPageData } from '../../shared/workflow';
import { expectNoAxeViolations } from '../../test/axe';
import { reviewTaskData } from '../../test/task-data';
import { renderTaskRoutes as renderTaskRoutesWith } from '../../test/task-routes';
import { assigneeOptions } from './assignee-options';
import { ChangeAssigneePage, ChangeAssigneeSuccessPage } from './ChangeAssigneePage';
import { taskMessages } from './messages.en';

function signInAs(userId: string, roleType: UserState['roleType'] = 'REGULATOR') {
  setSessionForTest({ loggedIn: true, userState: { userId, roleType, status: 'ENABLED' } });
}

function renderTaskRoutes(data: TaskPageData, path = '/tasks/7') {
  return renderTaskRoutesWith(
    data,
    [
      { path: 'change-assignee', element: <ChangeAssigneePage /> },
      { path: 'change-assignee/success', element: <ChangeAssigneeSuccessPage /> },
    ],
    path,
  );
}

afterEach(() => vi.restoreAllMocks());

describe('task page header and frame', () => {
  beforeEach(() => signInAs('reg-1'));

  it('shows the assignee, days remaining, the review content, timeline and related actions', async () => {
    const data = reviewTaskData();
    data.task.requestInfo = { ...data.task.requestInfo, accountName: 'Demo Subsidiary 07 Ltd' };
    const { container } = renderTaskRoutes(data);
    const heading = await screen.findByRole('heading', {
      level: 1,
      name: 'Review organisation account application',
    });
    // Whose task it is (issue 39): the organisation in the caption above the heading, with the request's id.
    const caption = heading.previousElementSibling;
    expect(caption?.className).toBe('govuk-caption-l');
    expect(caption?.textContent).toBe(`Demo Subsidiary 07 Ltd – ${data.task.requestInfo.id}`);
    expect(screen.getByTestId('task-assignee').textContent).toBe('Assigned to: Regina Lator');
    expect(screen.getByTestId('task-days-remaining').textContent).toBe('Days remaining: 12');
    // Editable: the decision form and Change links are there.
    expect(screen.getByRole('group', { name: /Approve or reject this account application/ })).toBeTruthy();
    expect(screen.getAllByRole('link', { name: /^Change/ }).length).toBeGreaterThan(0);
    expect(
      screen.getByRole('heading', { name: 'Original application submitted by Olive Operator' }),
    ).toBeTruthy();
    expect(screen.getByText('1 Jan 2026, 10:30am')).toBeTruthy();
    expect(screen.getByRole('link', { name: /View details/ }).getAttribute('href')).toBe(
      '/tasks/7/timeline/3',
    );
    expect(screen.getByRole('link', { name: 'Reassign task' }).getAttribute('href')).toBe(
      '/tasks/7/change-assignee',
    );
    expect(screen.queryByRole('link', { name: 'Cancel task' })).toBeNull();
    await expectNoAxeViolations(container);
  });

  it('shows Overdue, Unassigned and no deadline as the reference does', async () => {
    const { unmount } = renderTaskRoutes(reviewTaskData({ daysRemaining: 0 }));
    expect((await screen.findByTestId('task-days-remaining')).textContent).toBe('Days remaining: Overdue');
    unmount();

    renderTaskRoutes(
      reviewTaskData({ daysRemaining: undefined, assigneeUserId: undefined, assigneeFullName: undefined }),
    );
    expect((await screen.findByTestId('task-assignee')).textContent).toBe('Assigned to: Unassigned');
    expect(screen.queryByTestId('task-days-remaining')).toBeNull();
    // Not the assignee: summaries only.
    expect(screen.queryByRole('group', { name: /Approve or reject/ })).toBeNull();
    expect(screen.queryByRole('link', { name: /^Change/ })).toBeNull();
  });

  it('is read-only without every required action, and shows a placeholder for other task types', async () => {
    const data = reviewTaskData();
    data.task.allowedRequestTaskActions = ['ORGANISATION_ACCOUNT_OPENING_SUBMIT_DECISION'];
    const { unmount } = renderTaskRoutes(data);
    await screen.findByTestId('task-assignee');
    expect(screen.queryByRole('group', { name: /Approve or reject/ })).toBeNull();
    unmount();

    // A task type no workflow feature owns (every task type of today's API has its pages).
    const unowned = 'PROGRESS_UPDATE_3_P3_APPLICATION_SUBMIT' as never;
    const other = reviewTaskData({ type: unowned, payload: undefined });
    other.task.allowedRequestTaskActions = ['PROGRESS_UPDATE_2_CANCEL_APPLICATION'];
    const relatedBase = { requestId: 'PU2001', requestType: 'PROGRESS_UPDATE_2_P3', isNew: false } as const;
    other.relatedItems = [
      { taskId: 7, taskType: unowned, ...relatedBase },
      { taskId: 9, taskType: 'ORGANISATION_ACCOUNT_OPENING_APPLICATION_REVIEW', ...relatedBase },
    ];
    renderTaskRoutes(other);
    expect(await screen.findByText(/This task cannot be shown yet/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Cancel task' }).getAttribute('href')).toBe('/tasks/7/cancel');
    const related = screen.getByRole('region', { name: 'Related tasks' });
    expect(
      within(related)
        .getAllByRole('link')
        .map((link) => link.getAttribute('href')),
    ).toEqual(['/tasks/9']);
  });
});

describe('change assignee', () => {
  const candidates = [
    { id: 'reg-1', firstName: 'Regina', lastName: 'Lator' },
    { id: 'reg-2', firstName: 'Rob', lastName: 'Ertson' },
  ];

  it('lists candidates without the assignee, plus Unassigned for regulators on an assigned task', () => {
    const task = reviewTaskData().task.requestTask;
    const words = { text: taskMessages.en.unassigned, hint: taskMessages.en.unassignedHint };
    expect(assigneeOptions(candidates, task, false, words)).toEqual([
      { value: 'reg-2', text: 'Rob Ertson' },
      {
        value: 'UNASSIGNED',
        text: 'Unassigned',
        hint: 'Nobody can work on the task until it is assigned again. It is listed under ‘Unassigned’ on the dashboard.',
      },
    ]);
    expect(assigneeOptions(candidates, task, true, words)).toEqual([{ value: 'reg-2', text: 'Rob Ertson' }]);
    const unassigned = { ...task, assigneeUserId: undefined };
    expect(assigneeOptions(candidates, unassigned, false, words).map((option) => option.value)).toEqual([
      'reg-1',
      'reg-2',
    ]);
  });

  it('requires a person, assigns, and confirms the new assignee', async () => {
    signInAs('reg-1');
    const get = vi.spyOn(api, 'GET').mockResolvedValue({
      data: candidates,
      response: new Response('[]', { status: 200 }),
    } as never);
    const post = vi.spyOn(api, 'POST').mockResolvedValue({
      data: undefined,
      response: new Response(null, { status: 204 }),
    } as never);
    const { container } = renderTaskRoutes(reviewTaskData(), '/tasks/7/change-assignee');

    const group = await screen.findByRole('group', { name: 'Select a person' });
    expect(get).toHaveBeenCalledWith('/v1.0/tasks-assignment/{taskId}/candidate-assignees', {
      params: { path: { taskId: 7 } },
    });
    expect(
      within(group)
        .getAllByRole('radio')
        .map((radio) => (radio as HTMLInputElement).labels?.[0]?.textContent),
    ).toEqual(['Rob Ertson', 'Unassigned']);
    await userEvent.click(screen.getByRole('button', { name: 'Submit' }));
    expect((await screen.findAllByText('Select a person')).length).toBeGreaterThan(1);
    expect(post).not.toHaveBeenCalled();
    await expectNoAxeViolations(container);

    await userEvent.click(screen.getByLabelText('Rob Ertson'));
    await userEvent.click(screen.getByRole('button', { name: 'Submit' }));
    expect(
      await screen.findByRole('heading', { name: 'The task has been reassigned to Rob Ertson' }),
    ).toBeTruthy();
    expect(post).toHaveBeenCalledWith('/v1.0/tasks-assignment/assign', {
      body: { taskId: 7, userId: 'reg-2' },
    });
  });

  it('goes to the business error page when the task was completed meanwhile', async () => {
    signInAs('reg-1');
    vi.spyOn(api, 'GET').mockResolvedValue({
      data: candidates,
      response: new Response('[]', { status: 200 }),
    } as never);
    vi.spyOn(api, 'POST').mockResolvedValue({
      error: { code: 'NOTFOUND1001', message: 'Resource not found' },
      response: new Response(null, { status: 404 }),
    } as never);
    const { router, container } = renderTaskRoutes(reviewTaskData(), '/tasks/7/change-assignee');
    await userEvent.click(await screen.findByLabelText('Rob Ertson'));
    await userEvent.click(screen.getByRole('button', { name: 'Submit' }));
    expect(
      await screen.findByRole('heading', { name: 'This task has been completed or cancelled' }),
    ).toBeTruthy();
    expect(router.state.location.pathname).toBe('/error/business');
    expect(screen.getByRole('link', { name: 'Return to: Dashboard' }).getAttribute('href')).toBe(
      '/dashboard',
    );
    await expectNoAxeViolations(container);
  });
});
