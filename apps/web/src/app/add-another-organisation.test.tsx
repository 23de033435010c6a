import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RouterProvider, createMemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { api } from '../shared/api';
import { setSessionForTest } from '../shared/auth/testing';
import { apiResult } from '../test/api-result';
import { landingRoutes } from '../features/landing';
import { DashboardPage } from '../features/dashboard/DashboardPage';

function renderDashboard() {
  const router = createMemoryRouter(
    [{ path: '/', children: [...landingRoutes, { path: 'dashboard', element: <DashboardPage /> }] }],
    { initialEntries: ['/dashboard'] },
  );
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return router;
}

beforeEach(() => {
  setSessionForTest({
    loggedIn: true,
    userState: { userId: 'op-1', roleType: 'OPERATOR', status: 'ENABLED' },
    profile: { firstName: 'Olive', lastName: 'Operator', status: 'REGISTERED' },
  });
  vi.spyOn(api, 'GET').mockImplementation((async () => apiResult({ items: [], totalItems: 0 })) as never);
});
afterEach(() => vi.restoreAllMocks());

describe('the dashboard of an operator', () => {
  it('"Add another organisation account" leads to the apply content (spec §2, addAnotherInstallation)', async () => {
    const router = renderDashboard();
    await userEvent.click(await screen.findByRole('link', { name: 'Add another organisation account' }));

    expect(await screen.findByRole('link', { name: 'Apply for a new organisation account' })).toHaveProperty(
      'pathname',
      '/accounts/new',
    );
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Welcome Olive Operator');
    expect(router.state.location.pathname).toBe('/landing');
    router.dispose();
  });

  it('without the flag, the landing page sends an enabled operator back to the dashboard', async () => {
    const router = renderDashboard();
    await screen.findByRole('link', { name: 'Add another organisation account' });
    await router.navigate('/');
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
    router.dispose();
  });
});
