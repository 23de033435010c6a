import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { expectNoAxeViolations } from '../../test/axe';
import type { ComplianceAccount, ComplianceOverview } from './compliance-data';

const useComplianceOverview = vi.fn();
const useComplianceAccounts = vi.fn();
vi.mock('./compliance-api', () => ({ useComplianceOverview, useComplianceAccounts, EXPORT_MAX_ROWS: 5000 }));

const { CompliancePage } = await import('./CompliancePage');
const { ComplianceAccountsPage } = await import('./ComplianceAccountsPage');
const { toCsv, accountsQuery } = await import('./compliance-data');

const states = { NOT_STARTED: 7, IN_PROGRESS: 2, WITH_REVIEWER: 1, RETURNED: 0, SUBMITTED: 3, OVERDUE: 0 };
const overview: ComplianceOverview = {
  phase: { code: 'PHASE_3', label: 'Phase 3' },
  today: '2026-11-29',
  liveAccounts: 13,
  reports: [
    {
      requestType: 'NOTIFICATION_OF_COMPLIANCE_P3',
      name: 'Phase 3 notification',
      dueDate: '2026-12-07',
      states,
      submissions: [
        { date: '2026-01-10', submitted: 2, cumulative: 2 },
        { date: '2026-02-01', submitted: 1, cumulative: 3 },
      ],
    },
  ],
  notification: {
    requestType: 'NOTIFICATION_OF_COMPLIANCE_P3',
    byCategory: [{ value: 'ZERO_ENERGY', count: 3 }],
    byLeadAssessor: [{ value: 'EXTERNAL', count: 3 }],
    byRoute: [{ value: null, count: 3 }],
  },
};

const account: ComplianceAccount = {
  accountId: 4,
  name: '=Acme, "Energy" Ltd',
  registrationNumber: '01234567',
  nation: 'ENGLAND',
  state: 'NOT_STARTED',
  category: null,
  submittedOn: null,
  daysOverdue: null,
  assignee: null,
};

function Address() {
  const location = useLocation();
  return <output data-testid="address">{location.pathname + location.search}</output>;
}

afterEach(() => vi.resetAllMocks());

describe('compliance overview', () => {
  it('shows every state of every report as a number that opens its accounts, and charts with names and tables', async () => {
    useComplianceOverview.mockReturnValue({ data: overview, isPending: false, isError: false });
    const { container } = render(
      <MemoryRouter>
        <CompliancePage />
      </MemoryRouter>,
    );
    const table = screen.getByRole('table', { name: 'Phase 3 notification: organisations by state' });
    const notStarted = within(table).getByRole('link', { name: '7 organisations: Not started' });
    expect(notStarted.getAttribute('href')).toBe(
      '/compliance/accounts?report=NOTIFICATION_OF_COMPLIANCE_P3&state=NOT_STARTED',
    );
    expect(
      screen.getByRole('group', { name: 'Chart: Phase 3 notification, organisations by state' }),
    ).toBeTruthy();
    expect(
      screen.getByRole('img', {
        name: 'Chart: Phase 3 notification, submissions so far against the due date',
      }),
    ).toBeTruthy();
    const category = screen.getByRole('link', { name: '3 organisations: D: zero energy responsibility' });
    expect(category.getAttribute('href')).toContain('state=SUBMITTED&category=ZERO_ENERGY');
    const cumulative = screen.getByRole('link', { name: '2' });
    expect(cumulative.getAttribute('href')).toContain('submittedTo=2026-01-10');
    // Days as GOV.UK writes them, not as the API sends them.
    expect(container.textContent).toContain('on 29 November 2026.');
    expect(container.textContent).toContain('Due by the end of 6 December 2026.');
    expect(screen.getByRole('rowheader', { name: '10 Jan 2026' })).toBeTruthy();
    expect(container.textContent?.match(/.{0,60}\d{4}-\d{2}-\d{2}/)?.[0]).toBeUndefined();
    await expectNoAxeViolations(container);
  });

  it('breaks the submitted notifications down by each answer, each with its header, labels and drill-down', () => {
    useComplianceOverview.mockReturnValue({ data: overview, isPending: false, isError: false });
    render(
      <MemoryRouter>
        <CompliancePage />
      </MemoryRouter>,
    );
    const category = screen.getByRole('table', {
      name: 'Submitted notifications by reporting obligation category',
    });
    expect(
      within(category).getByRole('columnheader', { name: 'Reporting obligation category' }),
    ).toBeTruthy();
    const assessor = screen.getByRole('table', { name: 'Submitted notifications by lead assessor' });
    expect(within(assessor).getByRole('columnheader', { name: 'Lead assessor' })).toBeTruthy();
    const external = within(assessor).getByRole('link', { name: '3 organisations: External' });
    expect(external.getAttribute('href')).toBe(
      '/compliance/accounts?report=NOTIFICATION_OF_COMPLIANCE_P3&state=SUBMITTED&leadAssessorType=EXTERNAL',
    );
    expect(
      screen.getByRole('group', { name: 'Chart: Submitted notifications by lead assessor' }),
    ).toBeTruthy();
    // No notification answered the route yet (category D has none): said, not an empty table.
    expect(screen.queryByRole('table', { name: 'Submitted notifications by compliance route' })).toBeNull();
    expect(
      screen.getByText('Submitted notifications by compliance route: no submitted notifications yet.'),
    ).toBeTruthy();
  });
});

describe('compliance drill-down', () => {
  const show = (address: string) => {
    useComplianceAccounts.mockReturnValue({
      data: { accounts: [account], total: 1 },
      isPending: false,
      isError: false,
    });
    useComplianceOverview.mockReturnValue({ data: overview, isPending: false, isError: false });
    return render(
      <MemoryRouter initialEntries={[address]}>
        <Routes>
          <Route path="/compliance/accounts" element={<ComplianceAccountsPage />} />
        </Routes>
        <Address />
      </MemoryRouter>,
    );
  };

  it('asks the API for the filters of the address and page, and links the reminder to the same filters', async () => {
    const { container } = show(
      '/compliance/accounts?report=NOTIFICATION_OF_COMPLIANCE_P3&state=NOT_STARTED&p=2',
    );
    expect(useComplianceAccounts).toHaveBeenCalledWith({
      report: 'NOTIFICATION_OF_COMPLIANCE_P3',
      state: 'NOT_STARTED',
      page: 1,
      pageSize: 20,
    });
    expect(screen.getByRole('heading', { level: 1, name: 'Not started' })).toBeTruthy();
    expect(screen.getByText('Phase 3 notification')).toBeTruthy();
    expect(screen.getByRole('link', { name: '=Acme, "Energy" Ltd' }).getAttribute('href')).toBe(
      '/accounts/4',
    );
    expect(screen.getByRole('link', { name: 'Send a reminder' }).getAttribute('href')).toBe(
      '/compliance/reminders?report=NOTIFICATION_OF_COMPLIANCE_P3&state=NOT_STARTED',
    );
    await expectNoAxeViolations(container);
  });

  it('keeps the sort in the address', () => {
    show('/compliance/accounts?report=NOTIFICATION_OF_COMPLIANCE_P3');
    fireEvent.click(screen.getByRole('button', { name: /Registration number/ }));
    expect(screen.getByTestId('address').textContent).toBe(
      '/compliance/accounts?report=NOTIFICATION_OF_COMPLIANCE_P3&sort=registrationNumber%2Casc',
    );
  });
});

describe('compliance exports and links', () => {
  it('writes CSV with the columns of the list, quoting and neutralising formulas', () => {
    expect(toCsv([account])).toBe(
      'Organisation,Registration number,Nation,State,Category,Submitted on,Days overdue,Assignee\r\n' +
        `"'=Acme, ""Energy"" Ltd",01234567,England,Not started,,,,\r\n`,
    );
  });

  it('puts only the filters given in a drill-down address', () => {
    expect(accountsQuery({ report: 'ACTION_PLAN_P3', state: null, category: 'ZERO_ENERGY' })).toBe(
      'report=ACTION_PLAN_P3&category=ZERO_ENERGY',
    );
  });
});

describe('compliance in the navigation', () => {
  it('is offered to regulators only', async () => {
    const { navigationFor } = await import('../../shared/auth/rules');
    const { signedOutSession } = await import('../../shared/auth/session-state');
    const as = (roleType: 'REGULATOR' | 'OPERATOR' | 'VERIFIER') =>
      navigationFor({
        ...signedOutSession,
        loggedIn: true,
        userState: { userId: 'u', roleType, status: 'ENABLED' },
      } as never).map((item) => item.text);
    expect(as('REGULATOR')).toContain('Compliance');
    expect(as('OPERATOR')).not.toContain('Compliance');
    expect(as('VERIFIER')).not.toContain('Compliance');
  });
});
