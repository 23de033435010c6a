import { redirect, type RouteObject } from 'react-router';
import { pageRoutes, paths, requireInstallationAccess, type RouteHandle } from '../../shared/routing';
import { taskDisplayName } from '../../shared/workflow/lookups';
import { TASK_ROUTE_ID } from '../../shared/workflow/route-id';
import type { TaskPageData } from '../../shared/workflow/types';
import { textIn } from '../../shared/workflow/text';
import { taskTitles, type TaskTitles } from './titles.messages.en';

/** A route's title in the page's language, read whenever the layout renders (it re-renders on a switch). */
function title(key: keyof TaskTitles): () => string {
  return () => textIn(taskTitles, key);
}
const byKey = (_path: string, key: string) => ({ title: title(key as keyof TaskTitles) });

function taskTitle(data: TaskPageData | undefined): string | undefined {
  if (!data) return undefined;
  const { requestTask, requestInfo } = data.task;
  return [taskDisplayName(requestTask.type), requestInfo.accountName].filter(Boolean).join(' - ');
}

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
      // Every page below a task (the frame's and its workflow's) leads back to the task unless it says otherwise.
      handle: {
        backlink: ({ taskId = '' }) => paths.task.home(taskId),
        // Each task's pages are told apart by the task and its organisation (WCAG 2.4.2).
        titleRecord: (data) => taskTitle(data as TaskPageData | undefined),
      } satisfies RouteHandle,
      children: [
        // The task's name and organisation (the route's record) are the task page's title.
        ...pageRoutes(pages, [['', '', 'TaskPage', { backlink: paths.dashboard }]]),
        ...pageRoutes(
          pages,
          [
            ['change-assignee', 'selectPerson', 'ChangeAssigneePage'],
            ['change-assignee/success', 'taskReassigned', 'ChangeAssigneeSuccessPage', { backlink: false }],
            ['cancel', 'cancelTask', 'CancelTaskPage'],
            ['cancel/confirmation', 'taskCancelled', 'CancelConfirmationPage', { backlink: false }],
          ],
          { handle: byKey },
        ),
        {
          path: 'timeline/:actionId',
          loader: async (args) => {
            requireInstallationAccess();
            return (await pages()).requestActionLoader(args);
          },
          handle: { title: title('timelineEvent') } satisfies RouteHandle,
          lazy: { Component: async () => (await pages()).TimelineEventPage },
        },
        ...workflowTaskPages,
      ],
    },
    // Beside the task route, not below it: the task's loader would fail for a task that no longer exists.
    ...pageRoutes(pages, [['tasks/:taskId/completed', 'taskCompleted', 'TaskCompletedPage']], {
      handle: byKey,
      loader: async (args) => {
        requireInstallationAccess();
        return (await pages()).completedTaskLoader(args);
      },
    }),
  ];
}

/** '/tasks' alone goes to the dashboard. */
export const tasksIndexRoute: RouteObject = { path: 'tasks', loader: () => redirect(paths.dashboard) };
