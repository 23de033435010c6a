import { render, screen } from '@testing-library/react';
import { RouterProvider, createMemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { setSessionForTest } from '../../shared/auth/testing';
import { expectNoAxeViolations } from '../../test/axe';
import { timedOutRoutes } from './routes';

function renderAt(path: string) {
  const router = createMemoryRouter(
    [...timedOutRoutes, { path: '/', element: <h1>Home</h1> }, { path: '/landing', element: <h1>Home</h1> }],
    { initialEntries: [path] },
  );
  return { ...render(<RouterProvider router={router} />), router };
}

afterEach(() => setSessionForTest({ loggedIn: false }));

describe('signing out ends on "You have signed out" (issue 20, item 7)', () => {
  it('shows a GOV.UK confirmation panel and a way to sign in again', async () => {
    setSessionForTest({ loggedIn: false });
    const { container } = renderAt('/signed-out');
    const heading = await screen.findByRole('heading', { level: 1, name: 'You have signed out' });
    expect(heading.className).toBe('govuk-panel__title');
    expect(heading.parentElement?.className).toBe('govuk-panel govuk-panel--confirmation');
    expect(screen.getByRole('button', { name: 'Sign in again' })).toBeTruthy();
    await expectNoAxeViolations(container);
  });

  it('is not shown to someone signed in', async () => {
    setSessionForTest({
      loggedIn: true,
      userState: { userId: 'op-1', roleType: 'OPERATOR', status: 'ENABLED' },
    });
    const { router } = renderAt('/signed-out');
    await screen.findByRole('heading', { name: 'Home' });
    expect(router.state.location.pathname).not.toBe('/signed-out');
  });
});
