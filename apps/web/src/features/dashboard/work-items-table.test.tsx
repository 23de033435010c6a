import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { api } from '../../shared/api';
import { apiResult } from '../../test/api-result';
import { expectNoAxeViolations } from '../../test/axe';
import { WorkItemsTable } from './WorkItemsTable';
import { setLanguage } from '../../shared/i18n/store';

afterEach(() => vi.restoreAllMocks());

const item = (taskId: number, accountName: string) => ({
  taskId,
  taskType: 'NOTIFICATION_OF_COMPLIANCE_P3_APPLICATION_SUBMIT',
  accountName,
  accountOrganisationId: `ORG${taskId}`,
  daysRemaining: 10,
});

// Issue 39 point 6: eleven 'Submit Phase 3 notification' links could not be told apart.
describe('the dashboard’s tasks table', () => {
  it('names each task link’s organisation, and shows each row as a list on a small screen', async () => {
    vi.spyOn(api, 'GET').mockResolvedValue(
      apiResult({
        items: [item(7, 'Demo Subsidiary 07 Ltd'), item(8, 'Demo Subsidiary 08 Ltd')],
        totalItems: 2,
      }) as never,
    );
    const { container } = render(
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <MemoryRouter>
          <WorkItemsTable tab="assigned-to-me" />
        </MemoryRouter>
      </QueryClientProvider>,
    );
    // (jsdom's name drops the hidden text's leading space, which browsers keep.)
    const link = await screen.findByRole('link', {
      name: /^Submit Phase 3 notification ?for Demo Subsidiary 07 Ltd$/,
    });
    expect(link.getAttribute('href')).toBe('/tasks/7');
    expect(
      screen.getByRole('link', { name: /^Submit Phase 3 notification ?for Demo Subsidiary 08 Ltd$/ }),
    ).toBeTruthy();
    const table = screen.getByRole('table');
    expect(table.classList.contains('app-table--responsive')).toBe(true);
    const cell = screen.getAllByRole('cell').find((candidate) => candidate.textContent === 'ORG7');
    expect(cell?.getAttribute('data-label')).toBe('Organisation ID');
    await expectNoAxeViolations(container);
  });
});

// Issue 38 point 4: with filters, the list says how many tasks they found, in a live region present while loading.
describe('the dashboard’s tasks table with filters', () => {
  const renderTable = (filters: Parameters<typeof WorkItemsTable>[0]['filters']) =>
    render(
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <MemoryRouter>
          <WorkItemsTable tab="unassigned" filters={filters} />
        </MemoryRouter>
      </QueryClientProvider>,
    );

  it('asks for the filtered list and announces its count', async () => {
    const get = vi
      .spyOn(api, 'GET')
      .mockResolvedValue(apiResult({ items: [item(7, 'Demo Subsidiary 07 Ltd')], totalItems: 1 }) as never);
    renderTable({ search: 'subsidiary', reportType: 'ACTION_PLAN_P3', sort: 'days-desc' });
    expect(screen.getByRole('status').textContent).toBe('Loading tasks…');
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('1 task found'));
    expect(get.mock.calls[0]?.[1]).toMatchObject({
      params: {
        query: { page: 0, search: 'subsidiary', reportType: 'ACTION_PLAN_P3', sort: 'daysRemaining,desc' },
      },
    });
  });

  it('says when nothing matches, and announces no count without filters', async () => {
    vi.spyOn(api, 'GET').mockResolvedValue(apiResult({ items: [], totalItems: 0 }) as never);
    const { unmount } = renderTable({ sort: 'days-asc' });
    expect(await screen.findByText('No tasks match these filters.')).toBeTruthy();
    expect(screen.getByRole('status').textContent).toBe('0 tasks found');
    unmount();
    renderTable({});
    expect(await screen.findByText('There are no tasks.')).toBeTruthy();
    expect(screen.getByRole('status').textContent).toBe('');
  });
});

// Issue 43: the dashboard's own texts in Welsh (task names come from their features).
describe('the dashboard’s tasks table in Welsh', () => {
  afterEach(() => setLanguage('en'));

  it('heads its columns, tags new tasks and counts what the filters found in Welsh', async () => {
    await setLanguage('cy');
    vi.spyOn(api, 'GET').mockResolvedValue(
      apiResult({ items: [{ ...item(7, 'Demo Ltd'), isNew: true }], totalItems: 1 }) as never,
    );
    render(
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <MemoryRouter>
          <WorkItemsTable tab="assigned-to-others" filters={{ search: 'Demo' }} />
        </MemoryRouter>
      </QueryClientProvider>,
    );
    expect(await screen.findByText('1 dasg wedi’i chanfod')).toBeTruthy();
    expect(screen.getAllByText('Enw’r sefydliad').length).toBeGreaterThan(0);
    expect(screen.getAllByText("Wedi'i neilltuo i").length).toBeGreaterThan(0);
    expect(screen.getByText('Newydd')).toBeTruthy();
  });
});
