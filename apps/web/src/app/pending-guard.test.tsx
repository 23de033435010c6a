import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import { Link, Outlet, RouterProvider, createMemoryRouter } from 'react-router';
import { PENDING_REQUEST_MESSAGE } from '../shared/api';
import { pendingState } from '../shared/api/pending';
import { PendingRequestGuard } from './pending-guard';

// The real count of requests in flight, as the API client's middleware keeps it, and not a mock of the
// module: the suite shares one module graph per worker (vitest.config.ts), where an earlier file may have
// loaded the guard with the real module already. Set before rendering, so no listener needs telling.
const PENDING_ID = 'pending-guard-test';
function setPending(value: boolean) {
  if (value) pendingState.inFlight.add(PENDING_ID);
  else pendingState.inFlight.delete(PENDING_ID);
}

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
  setPending(false);
  vi.restoreAllMocks();
});

describe('leaving a page with a pending request', () => {
  it('the message is the one of spec §8', () => {
    expect(PENDING_REQUEST_MESSAGE).toBe(
      'A server request is pending. We suggest that you stay on this page in order not to lose your progress.',
    );
  });

  it('asks before in-app navigation and stays when the person chooses to', async () => {
    setPending(true);
    const confirm = vi.spyOn(window, 'confirm').mockReturnValue(false);
    const router = renderApp();
    await act(async () => screen.getByText('Leave').click());
    expect(confirm).toHaveBeenCalledWith(PENDING_REQUEST_MESSAGE);
    expect(router.state.location.pathname).toBe('/');
  });

  it('leaves when the person confirms', async () => {
    setPending(true);
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
    setPending(true);
    const confirm = vi.spyOn(window, 'confirm');
    const router = renderApp();
    setPending(false); // answered; React has not re-rendered yet
    await act(async () => router.navigate('/other'));
    expect(confirm).not.toHaveBeenCalled();
    expect(router.state.location.pathname).toBe('/other');
  });

  it('sets the unload prompt only while pending', () => {
    setPending(true);
    renderApp();
    const event = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(event);
    expect(event.defaultPrevented).toBe(true);
  });
});
