import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { setSessionForTest } from '../../shared/auth/testing';
import { CookiesPage } from './CookiesPage';

function renderWithAnalytics(gtmContainerId: string, signIn: 'one-login' | 'service' = 'service') {
  setSessionForTest({ config: { features: {}, expirationTime: 0, analytics: { gtmContainerId }, signIn } });
  render(
    <MemoryRouter>
      <CookiesPage />
    </MemoryRouter>,
  );
}

describe('the cookies page', () => {
  it('lists no analytics cookies while no analytics container is configured, and says why', () => {
    renderWithAnalytics('');

    expect(screen.queryByRole('table', { name: 'Analytics cookies we would use' })).toBeNull();
    expect(screen.getByText(/Analytics is not switched on in this service at the moment/)).toBeTruthy();
    expect(screen.getByRole('table', { name: 'Essential cookies we use' })).toBeTruthy();
  });

  it('names the analytics cookies without an invented container id when one is configured', () => {
    renderWithAnalytics('GTM-ABC123');

    const table = screen.getByRole('table', { name: 'Analytics cookies we would use' });
    const names = within(table)
      .getAllByRole('row')
      .slice(1)
      .map((row) => within(row).getAllByRole('cell')[0]?.textContent);
    expect(names).toEqual(['_ga', '_ga_ followed by our analytics ID']);
    expect(table.textContent).not.toContain('<');
  });

  it('names the cookies of the GOV.UK One Login sign-in only when the service signs in through it', () => {
    renderWithAnalytics('', 'service');
    expect(document.body.textContent).not.toMatch(/One Login/);
    document.body.innerHTML = '';
    renderWithAnalytics('', 'one-login');
    const table = screen.getByRole('table', { name: 'Essential cookies we use' });
    expect(within(table).getByText(/sign you out of GOV.UK One Login/)).toBeTruthy();
    expect(screen.getByText(/You sign in with GOV.UK One Login, which sets its own cookies/)).toBeTruthy();
  });
});

describe('the language cookie (issue 43)', () => {
  it('is listed as essential: it only keeps the language the visitor chose', () => {
    renderWithAnalytics('', 'service');
    const table = screen.getByRole('table', { name: 'Essential cookies we use' });
    expect(
      within(table).getByText('Remembers the language you chose, English or Cymraeg (Welsh)'),
    ).toBeTruthy();
    expect(within(table).getByText('1 year')).toBeTruthy();
  });
});
