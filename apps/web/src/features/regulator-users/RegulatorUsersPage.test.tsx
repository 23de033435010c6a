import { afterEach, describe, expect, it, vi } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { setSessionForTest } from '../../shared/auth/testing';
import { expectNoAxeViolations } from '../../test/axe';

const useRegulatorUsers = vi.fn();
const mutate = vi.fn();
vi.mock('./regulator-users-api', () => ({ useRegulatorUsers, useSaveStatuses: () => ({ mutate }) }));
vi.mock('../../shared/auth/regulator-permissions', () => ({ useRegulatorPermissions: () => ({}) }));

const { RegulatorUsersPage, NOTHING_TO_SAVE } = await import('./RegulatorUsersPage');

const USERS = [
  { userId: 'pending', firstName: 'Pat', lastName: 'Pending', authorityStatus: 'PENDING' },
  { userId: 'ann', firstName: 'Ann', lastName: 'Active', authorityStatus: 'ACTIVE' },
  { userId: 'dan', firstName: 'Dan', lastName: 'Disabled', authorityStatus: 'DISABLED' },
];

function showList() {
  setSessionForTest({
    loggedIn: true,
    userState: { userId: 'ann', roleType: 'REGULATOR', status: 'ENABLED' },
  });
  useRegulatorUsers.mockReturnValue({ data: { caUsers: USERS, editable: true }, isError: false });
  return render(
    <MemoryRouter>
      <RegulatorUsersPage />
    </MemoryRouter>,
  );
}

const button = (name: string) => screen.getByRole('button', { name }) as HTMLButtonElement;

afterEach(() => vi.resetAllMocks());

describe('Regulator users: Save and Discard changes', () => {
  it('keeps both buttons enabled and says what to do when nothing has changed', async () => {
    const { container } = showList();
    // GOV.UK advises against disabled buttons (issue 39).
    expect(button('Save').disabled).toBe(false);
    expect(button('Discard changes').disabled).toBe(false);
    expect(container.querySelector('[aria-disabled="true"], [disabled]')).toBeNull();

    await userEvent.click(button('Save'));
    expect(mutate).not.toHaveBeenCalled();
    const summary = screen.getByRole('alert');
    const link = within(summary).getByRole('link', { name: NOTHING_TO_SAVE });
    // It leads to the first status that can be changed, not to the pending user's text.
    expect(link.getAttribute('href')).toBe('#status-ann');
    expect(document.getElementById('status-ann')).not.toBeNull();
    await expectNoAxeViolations(container);

    await userEvent.click(button('Discard changes'));
    expect(screen.queryByText(NOTHING_TO_SAVE)).toBeNull();
  });

  it('saves the changed rows only, and discarding puts the statuses back', async () => {
    showList();
    const ann = screen.getByLabelText('Account status for Ann Active') as HTMLSelectElement;
    await userEvent.selectOptions(ann, 'DISABLED');
    await userEvent.click(button('Discard changes'));
    expect(ann.value).toBe('ACTIVE');

    await userEvent.selectOptions(screen.getByLabelText('Account status for Dan Disabled'), 'ACTIVE');
    await userEvent.click(button('Save'));
    expect(mutate).toHaveBeenCalledWith([{ userId: 'dan', authorityStatus: 'ACTIVE' }], expect.anything());
    expect(screen.queryByText(NOTHING_TO_SAVE)).toBeNull();
  });
});
