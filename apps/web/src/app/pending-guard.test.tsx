import type * as ApiModuleNs from '../shared/api';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import { Link, Outlet, RouterProvider, createMemoryRouter } from 'react-router';

let pending = false;
type ApiModule = typeof ApiModuleNs;

vi.mock('../shared/api', async (original) => ({
  ...(await original<ApiModule>()),
  usePendingRequests: () => pending,
  pendingRequestCount: () => (pending ? 1 : 0),
}));

const { PendingRequestGuard } = await import('./pending-guard');
const { PENDING_REQUEST_MESSAGE } = await import('../shared/api');

function Shell() {
  return (
    <>
      <PendingRequestGuard />
      <Link to="/other">Leave</Link>
      <Outlet />
    </>
  );
}

function renderApp() {
  const router = createMemoryRouter(
    [
      {
        element: <Shell />,
        children: [
          { path: '/', element: <h1>Form</h1> },
          { path: '/other', element: <h1>Other</h1> },
        ],
      },
    ],
    { initialEntries: ['/'] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

afterEach(() => {
  pending = false;
  vi.restoreAllMocks();
});

describe('leaving a page with a pending request', () => {
  it('the message is the one of spec §8', () => {
    expect(PENDING_REQUEST_MESSAGE).toBe(
      'A server request is pending. We suggest that you stay on this page in order not to lose your progress.',
    );
  });

  it('asks before in-app navigation and stays when the person chooses to', async () => {
    pending = true;
    const confirm = vi.spyOn(window, 'confirm').mockReturnValue(false);
    const router = renderApp();
    await act(async () => screen.getByText('Leave').click());
    expect(confirm).toHaveBeenCalledWith(PENDING_REQUEST_MESSAGE);
    expect(router.state.location.pathname).toBe('/');
  });

  it('leaves when the person confirms', async () => {
    pending = true;
    vi.spyOn(window, 'confirm').mockReturnValue(true);
    const router = renderApp();
    await act(async () => screen.getByText('Leave').click());
    expect(router.state.location.pathname).toBe('/other');
  });

  it('does not ask when nothing is pending', async () => {
    const confirm = vi.spyOn(window, 'confirm');
    const router = renderApp();
    await act(async () => screen.getByText('Leave').click());
    expect(confirm).not.toHaveBeenCalled();
    expect(router.state.location.pathname).toBe('/other');
  });

  it('does not ask when the request answered just before the page navigates', async () => {
    pending = true;
    const confirm = vi.spyOn(window, 'confirm');
    const router = renderApp();
    pending = false; // answered; React has not re-rendered yet
    await act(async () => router.navigate('/other'));
    expect(confirm).not.toHaveBeenCalled();
    expect(router.state.location.pathname).toBe('/other');
  });

  it('sets the unload prompt only while pending', () => {
    pending = true;
    renderApp();
    const event = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(event);
    expect(event.defaultPrevented).toBe(true);
  });
});
