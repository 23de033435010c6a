import { afterEach, describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { navigationFor } from '../../shared/auth/rules';
import type { Session } from '../../shared/auth/session';
import { expectNoAxeViolations } from '../../test/axe';

const useMiReportTypes = vi.fn();
vi.mock('./mi-reports-api', () => ({ useMiReportTypes }));

const { MiReportsPage } = await import('./MiReportsPage');

const reason =
  'Custom SQL reports are not available on this service: it cannot stop a query that runs too long. Ask your administrator to connect it to a PostgreSQL server.';

function showList(types: { id: number; miReportType: string; unavailableReason?: string }[]) {
  useMiReportTypes.mockReturnValue({ data: types, isPending: false, isError: false, isSuccess: true });
  return render(
    <MemoryRouter>
      <MiReportsPage />
    </MemoryRouter>,
  );
}

afterEach(() => vi.resetAllMocks());

describe('MI reports list', () => {
  it('says before anyone writes a query that custom SQL cannot run on this service', async () => {
    const { container } = showList([
      { id: 1, miReportType: 'LIST_OF_ACCOUNTS_USERS_CONTACTS' },
      { id: 2, miReportType: 'CUSTOM', unavailableReason: reason },
    ]);
    expect(screen.getByRole('link', { name: 'Custom SQL report' })).toBeTruthy();
    // Sentence case (issue 39), the acronym kept in capitals.
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('MI reports');
    expect(screen.getByRole('columnheader', { name: 'MI report type' })).toBeTruthy();
    // The reason names the report itself: said once, not after the report's title.
    expect(screen.getByText(reason)).toBeTruthy();
    await expectNoAxeViolations(container);
  });

  it('shows no warning where every report can run', () => {
    const { container } = showList([{ id: 2, miReportType: 'CUSTOM' }]);
    expect(screen.getByRole('link', { name: 'Custom SQL report' })).toBeTruthy();
    expect(container.querySelector('.govuk-warning-text')).toBeNull();
  });
});

describe('MI reports in the navigation', () => {
  it('is named in sentence case for regulators', () => {
    const items = navigationFor({
      loggedIn: true,
      userState: { userId: 'u', roleType: 'REGULATOR', status: 'ENABLED' },
    } as Session).map((item) => item.text);
    expect(items).toContain('MI reports');
  });
});
