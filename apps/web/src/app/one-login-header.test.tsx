import { render, screen } from '@testing-library/react';
import { RouterProvider, createMemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { setSessionForTest } from '../shared/auth/testing';
import { expectNoAxeViolations } from '../test/axe';
import { Layout } from './Layout';

const config = (signIn: 'one-login' | 'service') => ({
  features: {},
  expirationTime: 0,
  analytics: { gtmContainerId: '' },
  signIn,
});

function renderLayout() {
  const router = createMemoryRouter([
    { element: <Layout />, children: [{ path: '/', element: <h1>Home</h1> }] },
  ]);
  return render(<RouterProvider router={router} />);
}

// ADR 48: One Login's service header replaces the GOV.UK header for people signed in while One Login is the sign-in.
describe('the service header with GOV.UK One Login', () => {
  afterEach(() => setSessionForTest({ loggedIn: false }));

  it('replaces the GOV.UK header once signed in, and sign-out moves into it from the service navigation', async () => {
    setSessionForTest({ loggedIn: true, config: config('one-login') });
    const { container } = renderLayout();
    const oneLogin = await screen.findByRole('navigation', { name: 'GOV.UK One Login' });
    expect(container.querySelector('.govuk-header')).toBeNull();
    expect(screen.getByRole('link', { name: 'GOV.UK One Login' })).toBeTruthy();
    const signOuts = screen.getAllByRole('button', { name: 'Sign out' });
    expect(signOuts).toHaveLength(1);
    expect(oneLogin.contains(signOuts[0] ?? null)).toBe(true);
    // The service's name and navigation stay below it.
    expect(container.querySelector('.govuk-service-navigation__service-name')?.textContent).toBe(
      'Manage your ESOS reporting',
    );
    await expectNoAxeViolations(container);
  });

  it('keeps the GOV.UK header while signed out: the One Login header has no signed-out state', async () => {
    setSessionForTest({ loggedIn: false, config: config('one-login') });
    const { container } = renderLayout();
    await screen.findByRole('heading', { name: 'Home' });
    expect(container.querySelector('.govuk-header')).not.toBeNull();
    expect(container.querySelector('[data-module="one-login-header"]')).toBeNull();
  });

  it("changes nothing with the service's own sign-in: the GOV.UK header, sign-out in the navigation", async () => {
    setSessionForTest({ loggedIn: true, config: config('service') });
    const { container } = renderLayout();
    await screen.findByRole('heading', { name: 'Home' });
    expect(container.querySelector('.govuk-header')).not.toBeNull();
    expect(container.querySelector('[data-module="one-login-header"]')).toBeNull();
    const signOut = screen.getByRole('button', { name: 'Sign out' });
    expect(signOut.closest('.govuk-service-navigation__list')).not.toBeNull();
  });
});
