import { redirect, type RouteObject } from 'react-router';
import { pageRoutes, paths, requireInstallationAccess, type RouteHandle } from '../../shared/routing';
import { TASK_ROUTE_ID } from '../../shared/workflow/route-id';

const pages = () => import('./pages');

/**
 * A request task and its pages (web-screens §6): the frame's own (task page, reassign, cancel, timeline
 * event) and every workflow feature's, given by the app. The loader is the guard: the task, its timeline and
 * related tasks, or the dashboard.
 */
export function tasksRoutes(workflowTaskPages: RouteObject[]): RouteObject[] {
  return [
    {
      id: TASK_ROUTE_ID,
      path: 'tasks/:taskId',
      loader: async (args) => {
        requireInstallationAccess();
        return (await pages()).taskLoader(args);
      },
      lazy: { shouldRevalidate: async () => (await pages()).shouldRevalidateTask },
      children: [
        ...pageRoutes(pages, [
          ['', 'Task', 'TaskPage'],
          ['change-assignee', 'Select a person', 'ChangeAssigneePage'],
          ['change-assignee/success', 'Task reassigned', 'ChangeAssigneeSuccessPage'],
          ['cancel', 'Cancel task', 'CancelTaskPage'],
          ['cancel/confirmation', 'Task cancelled', 'CancelConfirmationPage'],
        ]),
        {
          path: 'timeline/:actionId',
          loader: async (args) => {
            requireInstallationAccess();
            return (await pages()).requestActionLoader(args);
          },
          handle: { title: 'Timeline event' } satisfies RouteHandle,
          lazy: { Component: async () => (await pages()).TimelineEventPage },
        },
        ...workflowTaskPages,
      ],
    },
  ];
}

/** '/tasks' alone goes to the dashboard. */
export const tasksIndexRoute: RouteObject = { path: 'tasks', loader: () => redirect(paths.dashboard) };
