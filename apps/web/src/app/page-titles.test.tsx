import { render, screen, waitFor } from '@testing-library/react';
import { RouterProvider, createMemoryRouter, type RouteObject } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { accountsRoutes } from '../features/accounts';
import { notFoundRoute } from '../features/errors';
import { tasksRoutes } from '../features/tasks';
import { setSessionForTest } from '../shared/auth/testing';
import { usePageTitle, type RouteHandle } from '../shared/routing';
import type { TaskPageData } from '../shared/workflow';
import { reviewTaskData } from '../test/task-data';
import { Layout } from './Layout';

const SERVICE = 'Manage your ESOS reporting - GOV.UK';

function Person() {
  usePageTitle('Jane Smith - User details');
  return <h1>Jane Smith</h1>;
}

function renderAt(path: string, children: RouteObject[]) {
  const router = createMemoryRouter([{ element: <Layout />, children }], { initialEntries: [path] });
  render(<RouterProvider router={router} />);
  return router;
}

const account: RouteObject = {
  path: '/accounts/:accountId',
  loader: () => ({ name: 'Demo Subsidiary 07 Ltd' }),
  handle: { titleRecord: (data) => (data as { name: string }).name } satisfies RouteHandle,
  children: [
    { index: true, element: <h1>Demo Subsidiary 07 Ltd</h1> },
    {
      path: 'process-actions',
      handle: { title: 'Start a new task' } satisfies RouteHandle,
      element: <h1>Start a new task</h1>,
    },
  ],
};

// Issue 39 point 7 (WCAG 2.4.2): each record's pages say which record, in GOV.UK's 'Page - Service - GOV.UK'.
describe('page titles', () => {
  afterEach(() => setSessionForTest({ loggedIn: false }));

  it("name the record a route is about, after the page's own title", async () => {
    setSessionForTest({ loggedIn: false });
    const router = renderAt('/accounts/7', [account]);
    await screen.findByRole('heading', { name: 'Demo Subsidiary 07 Ltd' });
    await waitFor(() => expect(document.title).toBe(`Demo Subsidiary 07 Ltd - ${SERVICE}`));
    await router.navigate('/accounts/7/process-actions');
    await waitFor(() =>
      expect(document.title).toBe(`Start a new task - Demo Subsidiary 07 Ltd - ${SERVICE}`),
    );
  });

  it("take a page's own title once its data is in", async () => {
    renderAt('/people/1', [
      { path: '/people/:id', handle: { title: 'User details' } satisfies RouteHandle, element: <Person /> },
    ]);
    await waitFor(() => expect(document.title).toBe(`Jane Smith - User details - ${SERVICE}`));
  });

  it('keep an unknown address, showing the not-found page in place', async () => {
    const router = renderAt('/no/such/page', [account, notFoundRoute]);
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/no/such/page');
    await waitFor(() => expect(document.title).toBe(`Page not found - ${SERVICE}`));
  });

  it("of a task are the task's name and organisation", () => {
    const taskRoute = tasksRoutes([])[0]!;
    const handle = taskRoute.handle as RouteHandle;
    const data: TaskPageData = reviewTaskData();
    data.task.requestInfo = { ...data.task.requestInfo, accountName: 'Demo Subsidiary 07 Ltd' };
    expect(handle.titleRecord?.(data)).toBe(
      'Review organisation account application - Demo Subsidiary 07 Ltd',
    );
    // The task's own page has no title of its own: the record is its title.
    expect((taskRoute.children?.[0]?.handle as RouteHandle).title).toBe('');
  });

  it("of an account are the account's name", () => {
    const accountRoute = accountsRoutes()[0]!.children!.find((route) => route.path === ':accountId')!;
    expect((accountRoute.handle as RouteHandle).titleRecord?.({ name: 'Demo Subsidiary 07 Ltd' })).toBe(
      'Demo Subsidiary 07 Ltd',
    );
  });
});
