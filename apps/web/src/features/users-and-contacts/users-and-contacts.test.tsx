import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RouterProvider, createMemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { api } from '../../shared/api';
import { setSessionForTest } from '../../shared/auth/testing';
import { withSuccessMessage } from '../../shared/success-message';
import { apiResult } from '../../test/api-result';
import { expectNoAxeViolations } from '../../test/axe';
import { UsersAndContactsPage } from './UsersAndContactsPage';

const OLIVIA = '11111111-1111-4111-8111-111111111111';
const COLIN = '22222222-2222-4222-8222-222222222222';

const OPERATORS = {
  editable: true,
  contactTypes: { PRIMARY: OLIVIA },
  authorities: [
    {
      userId: OLIVIA,
      firstName: 'Olivia',
      lastName: 'Operator',
      roleCode: 'operator_admin',
      authorityStatus: 'ACTIVE',
    },
    {
      userId: COLIN,
      firstName: 'Colin',
      lastName: 'Colleague',
      roleCode: 'operator_admin',
      authorityStatus: 'ACTIVE',
    },
  ].map((user) => ({ ...user, authorityCreationDate: '2026-01-01T10:00:00Z', locked: false })),
};

function renderUsers(state?: unknown) {
  const router = createMemoryRouter(
    [{ path: '/accounts/:accountId/users', element: <UsersAndContactsPage /> }],
    {
      initialEntries: [{ pathname: '/accounts/7/users', state }],
    },
  );
  const view = render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return { ...view, router };
}

beforeEach(() => {
  setSessionForTest({
    loggedIn: true,
    userState: { userId: OLIVIA, roleType: 'OPERATOR', status: 'ENABLED' },
  });
  vi.spyOn(api, 'GET').mockImplementation((async (path: string) =>
    path === '/v1.0/operator-authorities/account/{accountId}'
      ? apiResult(OPERATORS)
      : apiResult([{ code: 'operator_admin', name: 'Advanced user' }])) as never);
});
afterEach(() => vi.restoreAllMocks());

describe('users and contacts confirmations (issue 20, item 7)', () => {
  it('disabling a user ends on a success banner that takes focus', async () => {
    const post = vi.spyOn(api, 'POST').mockResolvedValue(apiResult(undefined, 204) as never);
    const { container } = renderUsers();
    await userEvent.selectOptions(
      await screen.findByLabelText('Account status for Colin Colleague'),
      'DISABLED',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(post).toHaveBeenCalledTimes(1));
    expect(post.mock.calls[0]?.[1]).toMatchObject({
      body: { accountOperatorAuthorityUpdateList: [{ userId: COLIN, authorityStatus: 'DISABLED' }] },
    });
    const banner = await screen.findByRole('alert');
    expect(banner.textContent).toContain('Your changes have been saved');
    await waitFor(() => expect(document.activeElement).toBe(banner));
    await expectNoAxeViolations(container);
  });

  it("shows a removal's confirmation carried from the previous page", async () => {
    renderUsers(withSuccessMessage('Colin Colleague has been removed from the account').state);
    const banner = await screen.findByRole('alert');
    expect(banner.textContent).toContain('Colin Colleague has been removed from the account');
    await waitFor(() => expect(document.activeElement).toBe(banner));
  });
});

describe('discarding changes (issue 39)', () => {
  it('keeps Discard changes enabled, as GOV.UK advises, and puts a changed status back', async () => {
    renderUsers();
    const colin = (await screen.findByLabelText('Account status for Colin Colleague')) as HTMLSelectElement;
    const discard = screen.getByRole('button', { name: 'Discard changes' }) as HTMLButtonElement;
    expect(discard.disabled).toBe(false);
    await userEvent.selectOptions(colin, 'DISABLED');
    await userEvent.click(discard);
    expect(colin.value).toBe('ACTIVE');
  });
});

describe('adding a user (issue 20, item 8)', () => {
  it('puts a missing user type in an error summary as well as at the field', async () => {
    document.title = 'Users and contacts - GOV.UK';
    const { container, router } = renderUsers();
    await userEvent.click(await screen.findByRole('button', { name: 'Continue' }));
    const summary = await screen.findByRole('alert');
    const link = within(summary).getByRole('link', { name: 'Select a user type' });
    expect(link.getAttribute('href')).toBe('#l.userType');
    expect(document.title).toBe('Error: Users and contacts - GOV.UK');
    expect(container.querySelector('#l\\.userType-error')?.textContent).toBe('Error: Select a user type');
    expect(router.state.location.pathname).toBe('/accounts/7/users');
    await expectNoAxeViolations(container);
  });
});
