import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RouterProvider, createMemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { api } from '../../shared/api';
import { navigationFor } from '../../shared/auth/rules';
import type { Session } from '../../shared/auth/session';
import { setSessionForTest } from '../../shared/auth/testing';
import { apiResult } from '../../test/api-result';
import { expectNoAxeViolations } from '../../test/axe';
import { checkFilters, filtersFromSearch, searchOf, type FilterForm } from './filters';
import { SubmittedReportsPage, reportHref } from './SubmittedReportsPage';
import type { SubmittedReport } from './submitted-reports-api';

const TYPES = [
  'NOTIFICATION_OF_COMPLIANCE_P3',
  'ACTION_PLAN_P3',
  'PROGRESS_UPDATE_1_P3',
  'PROGRESS_UPDATE_2_P3',
];

const NOC: SubmittedReport = {
  id: 'NOC000007-P3',
  requestType: 'NOTIFICATION_OF_COMPLIANCE_P3',
  phase: 'PHASE_3',
  accountId: 7,
  accountName: 'Demo Organisation Ltd',
  registrationNumber: '09876543',
  submittedAt: '2026-06-30T23:30:00.000Z',
  category: 'ZERO_ENERGY',
  submittedActionId: 41,
};
const PLAN: SubmittedReport = {
  id: 'AP000008-P3',
  requestType: 'ACTION_PLAN_P3',
  phase: 'PHASE_3',
  accountId: 8,
  accountName: 'Pending plc',
  submittedAt: '2026-05-01T10:00:00.000Z',
  submittedActionId: 52,
};

let queries: Record<string, unknown>[];
let answer: { body: unknown; status: number };

beforeEach(() => {
  setSessionForTest({ loggedIn: true, userState: { userId: 'u', roleType: 'REGULATOR', status: 'ENABLED' } });
  queries = [];
  answer = { body: { reports: [NOC, PLAN], total: 45, totalCapped: false, reportTypes: TYPES }, status: 200 };
  vi.spyOn(api, 'GET').mockImplementation((async (path: string, init: { params?: { query?: object } }) => {
    if (path !== '/v1.0/submitted-reports') throw new Error(`unexpected GET ${path}`);
    const query = (init.params?.query ?? {}) as Record<string, unknown>;
    if (query.pageSize === 1)
      return apiResult({ reports: [], total: 45, totalCapped: false, reportTypes: TYPES });
    queries.push(query);
    return apiResult(answer.body, answer.status);
  }) as never);
});
afterEach(() => vi.restoreAllMocks());

function renderAt(path: string) {
  const router = createMemoryRouter(
    [
      { path: '/submitted-reports', element: <SubmittedReportsPage /> },
      { path: '*', element: <p>Elsewhere</p> },
    ],
    { initialEntries: [path] },
  );
  const view = render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return { ...view, router };
}

const emptyForm: FilterForm = {
  type: '',
  category: '',
  from: { day: '', month: '', year: '' },
  to: { day: '', month: '', year: '' },
  search: '',
};

describe('submitted reports filters', () => {
  it('turns the form into filters and the filters into the address', () => {
    const { filters, problems } = checkFilters(
      {
        ...emptyForm,
        type: 'ACTION_PLAN_P3',
        from: { day: '1', month: '4', year: '2026' },
        to: { day: '30', month: '4', year: '2026' },
        search: '  Demo  ',
      },
      TYPES,
    );
    expect(problems).toEqual([]);
    expect(searchOf(filters)).toBe('?type=ACTION_PLAN_P3&from=2026-04-01&to=2026-04-30&search=Demo');
    expect(filtersFromSearch(new URLSearchParams(searchOf({ ...filters, page: 3 })), TYPES)).toEqual({
      filters: { ...filters, page: 3 },
      problems: [],
    });
  });

  it('names each field that is wrong', () => {
    const { problems } = checkFilters(
      {
        type: 'ACCOUNT_CLOSURE',
        category: 'SOMETHING',
        from: { day: '31', month: '2', year: '2026' },
        to: { day: '1', month: '', year: '2026' },
        search: 'x'.repeat(256),
      },
      TYPES,
    );
    expect(problems.map((problem) => problem.field)).toEqual(['type', 'category', 'from', 'to', 'search']);
    const reversed = checkFilters(
      {
        ...emptyForm,
        from: { day: '2', month: '5', year: '2026' },
        to: { day: '1', month: '5', year: '2026' },
      },
      TYPES,
    );
    expect(reversed.problems).toEqual([
      { field: 'to', message: 'Submitted to must be the same as or after submitted from' },
    ]);
    expect(filtersFromSearch(new URLSearchParams('from=yesterday&page=0'), TYPES)).toMatchObject({
      filters: { page: 1 },
      problems: [{ field: 'from', message: 'Submitted from must be a real date' }],
    });
  });

  it('opens a report at its submission’s timeline entry under the account’s phases', () => {
    expect(reportHref(NOC)).toBe('/accounts/7/phases/NOC000007-P3/timeline/41');
    const { submittedActionId: _, ...withoutEntry } = NOC;
    expect(reportHref(withoutEntry)).toBe('/accounts/7/phases/NOC000007-P3');
  });

  it('is in the navigation of regulators only', () => {
    const as = (roleType: 'REGULATOR' | 'OPERATOR' | 'VERIFIER') =>
      navigationFor({
        loggedIn: true,
        userState: { userId: 'u', roleType, status: 'ENABLED' },
      } as Session).map((item) => item.href);
    expect(as('REGULATOR')).toContain('/submitted-reports');
    expect(as('OPERATOR')).not.toContain('/submitted-reports');
    expect(as('VERIFIER')).not.toContain('/submitted-reports');
  });
});

describe('SubmittedReportsPage', () => {
  it('lists the reports newest first, each linking to its read-only view, and pages them', async () => {
    const { container } = renderAt('/submitted-reports');
    expect(await screen.findByRole('heading', { level: 2, name: '45 reports' })).toBeTruthy();
    expect(queries[0]).toEqual({ page: 0, pageSize: 20 });
    const rows = within(screen.getByRole('table')).getAllByRole('row').slice(1);
    expect(rows.map((row) => row.querySelectorAll('th, td')[3]?.textContent)).toEqual([
      // 23:30 UTC on 30 June is 1 July in London.
      '1 July 2026',
      '1 May 2026',
    ]);
    const link = within(rows[0]!).getByRole('link', {
      name: 'Phase 3 notification of compliance of Demo Organisation Ltd',
    });
    expect(link.getAttribute('href')).toBe('/accounts/7/phases/NOC000007-P3/timeline/41');
    expect(within(rows[0]!).getByText('D: zero energy responsibility')).toBeTruthy();
    expect(screen.getByRole('navigation', { name: /pagination/i })).toBeTruthy();
    const types = within(screen.getByRole('combobox', { name: 'Report' })).getAllByRole('option');
    expect(types.map((option) => option.textContent)).toEqual([
      'All reports',
      'Notification of compliance',
      'Action plan',
      'Progress update 1',
      'Progress update 2',
    ]);
    await expectNoAxeViolations(container);
  });

  it('applies the filters through the address and moves focus to what they found', async () => {
    const user = userEvent.setup();
    const { router } = renderAt('/submitted-reports');
    await screen.findByRole('heading', { level: 2, name: '45 reports' });
    await user.selectOptions(screen.getByRole('combobox', { name: 'Report' }), 'ACTION_PLAN_P3');
    const from = within(screen.getByRole('group', { name: /Submitted from/ }));
    await user.type(from.getByLabelText('Day'), '1');
    await user.type(from.getByLabelText('Month'), '4');
    await user.type(from.getByLabelText('Year'), '2026');
    await user.type(screen.getByLabelText('Organisation name or registration number'), 'demo');
    answer.body = { reports: [PLAN], total: 1, totalCapped: false, reportTypes: TYPES };
    await user.click(screen.getByRole('button', { name: 'Apply filters' }));
    expect(router.state.location.search).toBe('?type=ACTION_PLAN_P3&from=2026-04-01&search=demo');
    const heading = await screen.findByRole('heading', { level: 2, name: '1 report' });
    await waitFor(() => expect(document.activeElement).toBe(heading));
    expect(queries.at(-1)).toEqual({
      type: 'ACTION_PLAN_P3',
      submittedFrom: '2026-04-01',
      search: 'demo',
      page: 0,
      pageSize: 20,
    });
  });

  it('shows an error summary for bad filters and keeps the address', async () => {
    const user = userEvent.setup();
    const { router } = renderAt('/submitted-reports');
    await screen.findByRole('heading', { level: 2, name: '45 reports' });
    const to = within(screen.getByRole('group', { name: /Submitted to/ }));
    await user.type(to.getByLabelText('Day'), '31');
    await user.type(to.getByLabelText('Month'), '2');
    await user.type(to.getByLabelText('Year'), '2026');
    await user.click(screen.getByRole('button', { name: 'Apply filters' }));
    const summary = await screen.findByRole('alert');
    expect(within(summary).getByRole('link', { name: 'Submitted to must be a real date' })).toBeTruthy();
    await waitFor(() => expect(document.activeElement?.classList).toContain('govuk-error-summary'));
    expect(router.state.location.search).toBe('');
    expect(document.title).toMatch(/^Error:/);
  });

  it('does not ask for a typed address’s bad filters, and names them', async () => {
    renderAt('/submitted-reports?to=2026-13-01');
    const summary = await screen.findByRole('alert');
    expect(within(summary).getByText('Submitted to must be a real date')).toBeTruthy();
    expect(screen.getByText('Correct the filters to see the reports.')).toBeTruthy();
    expect(queries).toEqual([]);
  });

  it('names the field the API refuses', async () => {
    answer = {
      body: {
        code: 'FORM1002',
        message: 'Parameters validation failed',
        security: true,
        data: [{ fieldName: 'search', message: 'is too long' }],
      },
      status: 400,
    };
    renderAt('/submitted-reports?search=demo');
    const summary = await screen.findByRole('alert');
    expect(within(summary).getByRole('link').getAttribute('href')).toBe('#search');
  });

  it('says when nothing matches', async () => {
    answer.body = { reports: [], total: 0, totalCapped: false, reportTypes: TYPES };
    renderAt('/submitted-reports?category=NOT_QUALIFY');
    expect(await screen.findByText('There are no submitted reports that match the filters.')).toBeTruthy();
    expect(queries[0]).toEqual({ category: 'NOT_QUALIFY', page: 0, pageSize: 20 });
  });
});
