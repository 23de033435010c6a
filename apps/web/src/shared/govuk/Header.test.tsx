import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { expectNoAxeViolations } from '../../test/axe';
import { Header } from './Header';

const navigation = [
  { text: 'Tasks', href: '/dashboard' },
  { text: 'Accounts', href: '/accounts' },
];

function renderAt(currentPath: string) {
  return render(
    <MemoryRouter>
      <Header serviceName="Manage your ESOS reporting" navigation={navigation} currentPath={currentPath} />
    </MemoryRouter>,
  );
}

describe('Header service navigation', () => {
  it("marks the current page with aria-current='page' and the active-item class, as the macro does", async () => {
    const { container } = renderAt('/accounts');
    const accounts = screen.getByRole('link', { name: 'Accounts' });
    expect(accounts.getAttribute('aria-current')).toBe('page');
    expect(accounts.closest('li')?.classList.contains('govuk-service-navigation__item--active')).toBe(true);
    expect(accounts.querySelector('strong.govuk-service-navigation__active-fallback')?.textContent).toBe(
      'Accounts',
    );
    const tasks = screen.getByRole('link', { name: 'Tasks' });
    expect(tasks.getAttribute('aria-current')).toBeNull();
    expect(tasks.closest('li')?.classList.contains('govuk-service-navigation__item--active')).toBe(false);
    await expectNoAxeViolations(container);
  });

  it("marks a section, for a page below it, with aria-current='true'", () => {
    renderAt('/accounts/7/users');
    const accounts = screen.getByRole('link', { name: 'Accounts' });
    expect(accounts.getAttribute('aria-current')).toBe('true');
    expect(accounts.closest('li')?.classList.contains('govuk-service-navigation__item--active')).toBe(true);
    // A path that only starts with the same letters is not below it.
    renderAt('/accountsettings');
    expect(screen.getAllByRole('link', { name: 'Accounts' })[1]?.getAttribute('aria-current')).toBeNull();
  });
});
