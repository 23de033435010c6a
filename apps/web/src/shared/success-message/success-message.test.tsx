import { render, screen, waitFor } from '@testing-library/react';
import { Link, RouterProvider, createBrowserRouter, createMemoryRouter, useNavigate } from 'react-router';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from '../../test/axe';
import { SuccessMessageBanner, successMessageOf, withSuccessMessage } from './SuccessMessage';

function Form() {
  const navigate = useNavigate();
  return (
    <button
      type="button"
      onClick={() => void navigate('/done', withSuccessMessage('Your note has been added'))}
    >
      Save
    </button>
  );
}

function Done() {
  return (
    <>
      <SuccessMessageBanner />
      <h1>Account</h1>
      <Link to="/form">Form</Link>
    </>
  );
}

const ROUTES = [
  { path: '/form', element: <Form /> },
  { path: '/done', element: <Done /> },
];

afterEach(() => window.history.replaceState(null, '', '/'));

describe('a success message carried to the next page (issue 20, item 7)', () => {
  it('shows as a GOV.UK success banner that takes focus', async () => {
    const router = createMemoryRouter(ROUTES, { initialEntries: ['/form'] });
    const { container } = render(<RouterProvider router={router} />);
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    const banner = await screen.findByRole('alert');
    expect(banner.className).toBe('govuk-notification-banner govuk-notification-banner--success');
    expect(banner.getAttribute('tabindex')).toBe('-1');
    expect(banner.textContent).toBe('SuccessYour note has been added');
    await waitFor(() => expect(document.activeElement).toBe(banner));
    // The layout leaves focus to the banner rather than moving it to the skip link.
    expect(router.state.location.state).toMatchObject({ keepFocus: true });
    await expectNoAxeViolations(container);
  });

  it('is not in the address, and a reload of the page does not show it again', async () => {
    window.history.replaceState(null, '', '/form');
    const first = createBrowserRouter(ROUTES);
    const { unmount } = render(<RouterProvider router={first} />);
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect((await screen.findByRole('alert')).textContent).toContain('Your note has been added');
    expect(window.location.pathname + window.location.search).toBe('/done');
    unmount();
    first.dispose();

    // A reload: a new router reads the same history entry.
    const reloaded = createBrowserRouter(ROUTES);
    render(<RouterProvider router={reloaded} />);
    expect(await screen.findByRole('heading', { name: 'Account' })).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
    reloaded.dispose();
  });

  it('ignores state that is not a message', () => {
    expect(successMessageOf(null)).toBeNull();
    expect(successMessageOf({ successMessage: '' })).toBeNull();
    expect(successMessageOf({ successMessage: 3 })).toBeNull();
    expect(successMessageOf(withSuccessMessage('Saved').state)).toBe('Saved');
  });
});
