import { cleanup, render, screen, within } from '@testing-library/react';
import { RouterProvider, createMemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { api } from '../../shared/api';
import { queryClient } from '../../shared/api/query-client';
import { setSessionForTest } from '../../shared/auth/testing';
import { expectNoAxeViolations } from '../../test/axe';
import { landingRoutes } from './routes';

const APPLICATION = {
  requestId: 'ACC000123',
  accountName: 'Applicant Widgets Ltd',
  registrationNumber: '12345678',
  competentAuthority: 'SCOTLAND',
  submissionDate: '2026-11-24T10:30:00Z',
};

let applications: unknown[];

function renderLanding() {
  const router = createMemoryRouter([{ path: '/', children: landingRoutes }], {
    initialEntries: ['/landing'],
  });
  return render(<RouterProvider router={router} />);
}

describe('the landing page of an operator with no organisation yet', () => {
  beforeEach(() => {
    setSessionForTest({
      loggedIn: true,
      profile: { firstName: 'Nia', lastName: 'New', status: 'REGISTERED' },
      userState: { userId: 'u', roleType: 'OPERATOR', status: 'NO_AUTHORITY' },
    });
    vi.spyOn(api, 'GET').mockImplementation((async (path: string) => {
      if (path !== '/v1.0/organisation/account-applications/pending')
        throw new Error(`unexpected GET ${path}`);
      return { data: { applications }, response: new Response(null, { status: 200 }) };
    }) as never);
  });
  afterEach(() => {
    cleanup();
    queryClient.clear();
    vi.restoreAllMocks();
    setSessionForTest({});
  });

  it('shows an application waiting for review, so the applicant knows not to apply again', async () => {
    applications = [APPLICATION];
    const { container } = renderLanding();
    expect(
      await screen.findByRole('heading', { level: 2, name: 'Your application is waiting for review' }),
    ).toBeTruthy();
    const card = screen
      .getByRole('heading', { level: 3, name: 'Applicant Widgets Ltd' })
      .closest('.govuk-summary-card');
    if (!(card instanceof HTMLElement)) throw new Error('no summary card');
    const rows = within(card)
      .getAllByRole('term')
      .map((term) => `${term.textContent}: ${term.nextElementSibling?.textContent}`);
    expect(rows).toEqual([
      'Status: Awaiting review',
      'Company registration number: 12345678',
      'Regulator: Scottish Environment Protection Agency',
      'Sent: 24 Nov 2026, 10:30am',
      'Reference: ACC000123',
    ]);
    expect(screen.getByRole('link', { name: 'Apply for a new organisation account' })).toBeTruthy();
    await expectNoAxeViolations(container);
  });

  it('says nothing of applications when there are none', async () => {
    applications = [];
    renderLanding();
    expect(await screen.findByRole('link', { name: 'Apply for a new organisation account' })).toBeTruthy();
    await vi.waitFor(() => expect(api.GET).toHaveBeenCalled());
    expect(screen.queryByText(/waiting for review/)).toBeNull();
  });
});
