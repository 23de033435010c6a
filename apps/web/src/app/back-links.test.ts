import { matchRoutes, type RouteObject } from 'react-router';
import { describe, expect, it } from 'vitest';
import { accountsRoutes } from '../features/accounts';
import { dashboardRoutes } from '../features/dashboard';
import { tasksRoutes } from '../features/tasks';
import { backLinkOf } from './route-handle';
import { WORKFLOWS } from './workflows';

// The route tables as app/router.tsx composes them (not the router itself: its layout would load modules that
// other test files in this worker mock, such as the pending-request guard).
const routes: RouteObject[] = [
  {
    path: '/',
    children: [
      ...dashboardRoutes,
      ...WORKFLOWS.flatMap((workflow) => workflow.routes ?? []),
      ...accountsRoutes(),
      ...tasksRoutes(WORKFLOWS.flatMap((workflow) => workflow.taskRoutes ?? [])),
    ],
  },
];

/** The back link the app's own route table gives an address (issue 20, item 10: no dead ends). */
function backLinkFor(path: string): string | undefined {
  const matches = matchRoutes(routes, path);
  if (!matches) throw new Error(`No route for ${path}`);
  return backLinkOf(matches.map((match) => ({ handle: match.route.handle, params: match.params })));
}

describe('back links of task and timeline pages', () => {
  it('the task page leads back to the dashboard', () => {
    expect(backLinkFor('/tasks/7')).toBe('/dashboard');
  });

  it("every page below a task leads back to the task, the frame's and each workflow's", () => {
    for (const page of [
      'change-assignee',
      'cancel',
      'timeline/3',
      'notification/submit',
      'notification/submit/errors',
      'notification/send-for-review',
      'notification/return',
      'action-plan/submit',
      'action-plan/submit/action-plan-errors',
      'progress-update-1/submit',
      'progress-update-2/submit/pu2-errors',
      'account-closure/submit',
      'organisation-account-application-review/details',
    ]) {
      expect(backLinkFor(`/tasks/7/${page}`), page).toBe('/tasks/7');
    }
  });

  it('confirmations have none: the task they confirm is over', () => {
    for (const page of [
      'change-assignee/success',
      'cancel/confirmation',
      'notification/submit/confirmation',
      'notification/send-for-review/success',
      'notification/return/success',
      'action-plan/submit/confirmation',
      'progress-update-1/submit/confirmation',
      'progress-update-2/submit/confirmation',
      'account-closure/confirmation',
      'organisation-account-application-review/submitted',
    ]) {
      expect(backLinkFor(`/tasks/7/${page}`), page).toBeUndefined();
    }
    expect(backLinkFor('/tasks/7/completed')).toBeUndefined();
  });

  it("a workflow's timeline event leads back to the workflow, under whichever tab it was reached", () => {
    expect(backLinkFor('/accounts/12/workflows/NOC0001/timeline/5')).toBe('/accounts/12/workflows/NOC0001');
    expect(backLinkFor('/accounts/12/phases/NOC0001/timeline/5')).toBe('/accounts/12/phases/NOC0001');
  });

  it('other pages keep what they had: none unless they ask', () => {
    expect(backLinkFor('/dashboard')).toBeUndefined();
    expect(backLinkFor('/accounts/12')).toBeUndefined();
  });
});
