import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { RouterProvider, createMemoryRouter, type RouteObject } from 'react-router';
import { TASK_ROUTE_ID, type TaskPageData } from '../shared/workflow';
import { TaskPage, preloadTaskContent } from '../shared/workflow/task';
import { BusinessErrorPage } from '../features/errors/BusinessErrorPage';

/**
 * The task page at /tasks/:taskId with the given pages below it, its loader answering `data` (with the task
 * type's content loaded first, as the real task loader does), and the business error page a refused action
 * may go to. Give `data` as a function for a task that saves change: each load reads it again.
 */
export function renderTaskRoutes(
  data: TaskPageData | (() => TaskPageData),
  pages: RouteObject[],
  path: string,
) {
  const read = typeof data === 'function' ? data : () => data;
  const router = createMemoryRouter(
    [
      {
        id: TASK_ROUTE_ID,
        path: '/tasks/:taskId',
        loader: async () => {
          const current = read();
          await preloadTaskContent(current.task.requestTask.type);
          return current;
        },
        HydrateFallback: () => null,
        children: [{ index: true, element: <TaskPage /> }, ...pages],
      },
      { path: '/error/business', element: <BusinessErrorPage /> },
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
