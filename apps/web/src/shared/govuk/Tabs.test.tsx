import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, useLocation } from 'react-router';
import { Tabs } from './Tabs';
import { selectedTabId, tabIndexAfterKey } from './tabs-logic';

function LocationProbe() {
  const location = useLocation();
  return <output data-testid="location">{`${location.pathname}${location.search}${location.hash}`}</output>;
}

const items = [
  { id: 'assigned-to-me', label: 'Assigned to me', content: <p>mine</p> },
  { id: 'assigned-to-others', label: 'Assigned to others', content: <p>others</p> },
  { id: 'unassigned', label: 'Unassigned', content: <p>nobody</p> },
];

function renderAt(url: string) {
  return render(
    <MemoryRouter initialEntries={[url]}>
      <Tabs items={items} resetParams={['page']} />
      <LocationProbe />
    </MemoryRouter>,
  );
}

describe('tabs logic', () => {
  it('selects the tab named by the fragment, else the first', () => {
    const ids = items.map((item) => item.id);
    expect(selectedTabId(ids, '#unassigned')).toBe('unassigned');
    expect(selectedTabId(ids, '')).toBe('assigned-to-me');
    expect(selectedTabId(ids, '#nope')).toBe('assigned-to-me');
  });

  it('moves with arrow keys and wraps around', () => {
    expect(tabIndexAfterKey(0, 3, 'ArrowRight')).toBe(1);
    expect(tabIndexAfterKey(2, 3, 'ArrowRight')).toBe(0);
    expect(tabIndexAfterKey(0, 3, 'ArrowLeft')).toBe(2);
    expect(tabIndexAfterKey(1, 3, 'Enter')).toBeNull();
  });
});

describe('Tabs', () => {
  it('shows the tab from the URL fragment', () => {
    renderAt('/dashboard#assigned-to-others');
    expect(screen.getByRole('tab', { name: 'Assigned to others' }).getAttribute('aria-selected')).toBe(
      'true',
    );
    expect(screen.getByText('others')).toBeTruthy();
    expect(screen.queryByText('mine')).toBeNull();
  });

  it('changes the fragment on click, keeping query parameters except the reset ones', async () => {
    renderAt('/dashboard?page=3&filter=x#assigned-to-me');
    await userEvent.click(screen.getByRole('tab', { name: 'Unassigned' }));
    expect(screen.getByTestId('location').textContent).toBe('/dashboard?filter=x#unassigned');
    expect(screen.getByText('nobody')).toBeTruthy();
  });

  it('moves between tabs with the arrow keys', async () => {
    renderAt('/dashboard');
    const first = screen.getByRole('tab', { name: 'Assigned to me' });
    first.focus();
    await userEvent.keyboard('{ArrowRight}');
    const second = screen.getByRole('tab', { name: 'Assigned to others' });
    expect(second.getAttribute('aria-selected')).toBe('true');
    expect(document.activeElement).toBe(second);
    await userEvent.keyboard('{ArrowLeft}{ArrowLeft}');
    expect(screen.getByRole('tab', { name: 'Unassigned' }).getAttribute('aria-selected')).toBe('true');
  });
});
