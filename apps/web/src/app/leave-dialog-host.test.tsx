import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Link, Outlet, RouterProvider, createMemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '../test/axe';

const signOut = vi.fn(() => Promise.resolve());
vi.mock('../shared/auth/identity', () => ({ signOut }));

const { LeaveDialogHost, signOutAsking } = await import('./leave-dialog-host');
const { useLeaveWarning } = await import('../shared/forms/useLeaveWarning');
const { cancelLeaving, hasUnsavedAnswers } = await import('../shared/forms/leave-request');

function Form({ unsaved }: { unsaved: boolean }) {
  useLeaveWarning(unsaved);
  return <h1>Form</h1>;
}

function renderApp(unsaved = true) {
  const router = createMemoryRouter(
    [
      {
        element: (
          <main>
            <Link to="/other">Leave</Link>
            <button type="button" onClick={signOutAsking}>
              Sign out
            </button>
            <Outlet />
            <LeaveDialogHost />
          </main>
        ),
        children: [
          { path: '/', element: <Form unsaved={unsaved} /> },
          { path: '/other', element: <h1>Other</h1> },
        ],
      },
    ],
    { initialEntries: ['/'] },
  );
  const view = render(<RouterProvider router={router} />);
  return { router, ...view };
}

afterEach(() => {
  signOut.mockClear();
  // Signing out marks the app as left for good; each test starts in a new page.
  cancelLeaving();
});

describe('the leave warning dialog', () => {
  it('asks before leaving a page with unsaved answers, focused on staying, and stays on Escape', async () => {
    const { router } = renderApp();
    await userEvent.click(screen.getByRole('link', { name: 'Leave' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'You have unsaved changes' });
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Stay on this page' }));
    await expectNoAxeViolations(document.body);
    await userEvent.tab();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Leave without saving' }));
    await userEvent.tab();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Stay on this page' }));
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(router.state.location.pathname).toBe('/');
    // Focus goes back to the link that was followed.
    expect(document.activeElement).toBe(screen.getByRole('link', { name: 'Leave' }));
  });

  it('leaves when the person chooses to', async () => {
    const { router } = renderApp();
    await userEvent.click(screen.getByRole('link', { name: 'Leave' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Leave without saving' }));
    expect(router.state.location.pathname).toBe('/other');
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });

  it('asks before signing out with unsaved answers, and signs out only when told to', async () => {
    renderApp();
    await userEvent.click(screen.getByRole('button', { name: 'Sign out' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Stay on this page' }));
    expect(signOut).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: 'Sign out' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Sign out without saving' }));
    expect(signOut).toHaveBeenCalledOnce();
  });

  it('asks again after a sign-out that failed to start', async () => {
    signOut.mockRejectedValueOnce(new Error('provider unreachable'));
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    renderApp();
    await userEvent.click(screen.getByRole('button', { name: 'Sign out' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Sign out without saving' }));
    await vi.waitFor(() => expect(logged).toHaveBeenCalled());
    expect(hasUnsavedAnswers()).toBe(true);
    logged.mockRestore();
  });

  it('asks nothing when nothing is unsaved', async () => {
    const { router } = renderApp(false);
    await act(async () => screen.getByRole('button', { name: 'Sign out' }).click());
    expect(signOut).toHaveBeenCalledOnce();
    await userEvent.click(screen.getByRole('link', { name: 'Leave' }));
    expect(router.state.location.pathname).toBe('/other');
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });
});
