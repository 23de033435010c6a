import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { Pagination } from './Pagination';

function renderAt(url: string, page: number, totalItems: number) {
  return render(
    <MemoryRouter initialEntries={[url]}>
      <Pagination page={page} pageSize={10} totalItems={totalItems} />
    </MemoryRouter>,
  );
}

describe('Pagination', () => {
  it('shows the result line and merges page into the other query parameters', () => {
    renderAt('/dashboard?page=2&sort=name#unassigned', 2, 25);
    expect(screen.getByText(/Showing/).textContent).toBe('Showing 11 to 20 of 25 results');
    expect(screen.getByRole('link', { name: 'Page 3' }).getAttribute('href')).toBe(
      '/dashboard?page=3&sort=name#unassigned',
    );
    expect(screen.getByRole('link', { name: 'Page 2' }).getAttribute('aria-current')).toBe('page');
    expect(screen.getByRole('link', { name: /Previous/ }).getAttribute('href')).toContain('page=1');
    expect(screen.getByRole('link', { name: /Next/ }).getAttribute('href')).toContain('page=3');
  });

  it('renders ellipses for long lists and no navigation for a single page', () => {
    const { container, unmount } = renderAt('/dashboard?page=5', 5, 100);
    expect(container.querySelectorAll('.govuk-pagination__item--ellipsis')).toHaveLength(2);
    unmount();
    renderAt('/dashboard', 1, 5);
    expect(screen.queryByRole('navigation')).toBeNull();
    expect(screen.getByText(/Showing/).textContent).toBe('Showing 1 to 5 of 5 results');
  });

  it('counts what it is told to, in the singular for one', () => {
    render(
      <MemoryRouter>
        <Pagination page={1} pageSize={10} totalItems={1} counted={['phase', 'phases']} />
      </MemoryRouter>,
    );
    expect(screen.getByText(/Showing/).textContent).toBe('Showing 1 to 1 of 1 phase');
  });

  it('says "result" for a single result', () => {
    renderAt('/dashboard', 1, 1);
    expect(screen.getByText(/Showing/).textContent).toBe('Showing 1 to 1 of 1 result');
  });
});
