import { afterEach, describe, expect, it, vi } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { expectNoAxeViolations } from '../../test/axe';
import { listQueryOf, listSearchOf } from './reminder-query';
import type * as ReminderApi from './reminders-api';
import type { ListedAccount, ReminderAccount } from './reminders-api';

const useAccountPage = vi.fn();
const collectAccounts = vi.fn();
const previewReminder = vi.fn();
const sendReminder = vi.fn();
const useReminderReports = vi.fn();
vi.mock('./reminders-api', async (original) => ({
  ...(await original<typeof ReminderApi>()),
  useAccountPage,
  collectAccounts,
  previewReminder,
  sendReminder,
  useReminderReports,
}));

const { RemindersPage } = await import('./RemindersPage');

const listed = (accountId: number, name: string): ListedAccount => ({
  accountId,
  name,
  registrationNumber: `0000000${accountId}`,
  nation: 'ENGLAND',
  state: 'NOT_STARTED',
  category: null,
  submittedOn: null,
  daysOverdue: null,
  assignee: null,
});
const outcome = (accountId: number, name: string, recipients = 2): ReminderAccount => ({
  accountId,
  name,
  organisationId: `ORG00000${accountId}`,
  recipients,
});
const ACCOUNTS = [listed(1, 'Acme Ltd'), listed(2, 'Bravo Ltd'), listed(3, 'Charlie Ltd')];
const QUERY = '?report=ACTION_PLAN_P3&state=NOT_STARTED&category=A&category=B&page=2&pageSize=20';

// The reports as the compliance overview names them (the server's definitions).
const REPORTS = [
  { requestType: 'NOTIFICATION_OF_COMPLIANCE_P3', name: 'Notification of compliance' },
  { requestType: 'ACTION_PLAN_P3', name: 'Action plan' },
  { requestType: 'PROGRESS_UPDATE_1_P3', name: 'Progress update 1' },
  { requestType: 'PROGRESS_UPDATE_2_P3', name: 'Progress update 2' },
];

function showPage(search = QUERY) {
  useReminderReports.mockReturnValue(REPORTS);
  useAccountPage.mockReturnValue({
    data: { accounts: ACCOUNTS, total: ACCOUNTS.length },
    isPending: false,
    isError: false,
  });
  return render(
    <MemoryRouter initialEntries={[`/compliance/reminders${search}`]}>
      <RemindersPage />
    </MemoryRouter>,
  );
}

afterEach(() => vi.resetAllMocks());

describe('the list query', () => {
  it("keeps the drill-down's filters and sort, repeated ones too, without its paging", () => {
    const params = new URLSearchParams(`${QUERY}&sort=name,asc&selectPage=3`);
    expect(listQueryOf(params)).toEqual({
      report: 'ACTION_PLAN_P3',
      state: 'NOT_STARTED',
      category: ['A', 'B'],
      sort: 'name,asc',
    });
    expect(listSearchOf(params)).toBe(`${QUERY}&sort=name%2Casc`);
  });
});

describe('send a reminder', () => {
  it('previews the e-mail for the selected accounts, sends it, and reports skipped and uncontactable accounts', async () => {
    const user = userEvent.setup();
    const { container } = showPage();
    expect(useAccountPage).toHaveBeenCalledWith(
      { report: 'ACTION_PLAN_P3', state: 'NOT_STARTED', category: ['A', 'B'] },
      0,
    );
    // The list's report is chosen to start with.
    expect((screen.getByLabelText('Action plan') as HTMLInputElement).checked).toBe(true);
    await user.click(screen.getByLabelText('Notification of compliance'));
    await user.click(screen.getByLabelText(/Only the accounts I select/));
    await user.click(screen.getByLabelText('Acme Ltd'));
    expect(screen.getByLabelText('Acme Ltd').getAttribute('aria-describedby')).toBe('account-1-hint');
    expect(document.getElementById('account-1-hint')?.textContent).toBe('00000001, Not started');
    await user.click(screen.getByLabelText('Charlie Ltd'));
    await expectNoAxeViolations(container);

    previewReminder.mockResolvedValue({
      report: 'NOTIFICATION_OF_COMPLIANCE_P3',
      subject: 'Your regulator is waiting for an ESOS report',
      body: 'Dear Olivia Operator,\n\nThe Environment Agency has not yet received it.',
      toSend: [outcome(1, 'Acme Ltd')],
      alreadyReminded: [],
      noContacts: [outcome(3, 'Charlie Ltd', 0)],
      notLive: [],
    });
    await user.click(screen.getByRole('button', { name: 'Preview the e-mail' }));
    expect(previewReminder).toHaveBeenCalledWith('NOTIFICATION_OF_COMPLIANCE_P3', [1, 3]);
    expect(collectAccounts).not.toHaveBeenCalled();
    expect(await screen.findByRole('heading', { name: 'Check the reminder before sending it' })).toBeTruthy();
    expect(screen.getByText(/has not yet received it/)).toBeTruthy();
    expect(screen.getByText(/It goes to 1 account: 2 people/)).toBeTruthy();
    expect(
      screen.getByText(/1 account will not get it: it has no primary contact or Advanced user/),
    ).toBeTruthy();
    await expectNoAxeViolations(container);

    sendReminder.mockResolvedValue({
      report: 'NOTIFICATION_OF_COMPLIANCE_P3',
      sent: [],
      alreadyReminded: [outcome(1, 'Acme Ltd')],
      noContacts: [outcome(3, 'Charlie Ltd', 0)],
      notLive: [],
    });
    await user.click(screen.getByRole('button', { name: 'Send the reminder' }));
    expect(sendReminder).toHaveBeenCalledWith('NOTIFICATION_OF_COMPLIANCE_P3', [1, 3]);
    expect(await screen.findByRole('heading', { name: 'Reminder sent' })).toBeTruthy();
    expect(screen.getByText('Notification of compliance: sent to 0 accounts')).toBeTruthy();
    const skipped = screen.getByRole('heading', { name: 'Already reminded of this report today: 1 account' });
    expect(skipped.nextElementSibling?.textContent).toBe('Skipped: not sent again.');
    expect(screen.getByText(/1 account did not get it: it has no primary contact/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Charlie Ltd' }).getAttribute('href')).toBe('/accounts/3');
    expect(screen.getByRole('link', { name: 'Back to the account list' }).getAttribute('href')).toBe(
      `/compliance/accounts${QUERY}`,
    );
    await expectNoAxeViolations(container);
  });

  it('sends to every account of the list, collected from the list itself', async () => {
    const user = userEvent.setup();
    showPage();
    collectAccounts.mockResolvedValue(ACCOUNTS);
    previewReminder.mockResolvedValue({
      report: 'ACTION_PLAN_P3',
      subject: 'Subject',
      body: 'Body',
      toSend: ACCOUNTS.map((account) => outcome(account.accountId, account.name)),
      alreadyReminded: [],
      noContacts: [],
      notLive: [],
    });
    await user.click(screen.getByLabelText('All accounts in the list (3 accounts)'));
    await user.click(screen.getByRole('button', { name: 'Preview the e-mail' }));
    expect(collectAccounts).toHaveBeenCalledWith(
      { report: 'ACTION_PLAN_P3', state: 'NOT_STARTED', category: ['A', 'B'] },
      3,
    );
    expect(previewReminder).toHaveBeenCalledWith('ACTION_PLAN_P3', [1, 2, 3]);
    const goesTo = await screen.findByRole('heading', { name: 'Goes to: 3 accounts' });
    expect(within(goesTo.nextElementSibling as HTMLElement).getAllByRole('listitem')).toHaveLength(3);
  });

  it('asks for the report and the accounts before previewing anything', async () => {
    const user = userEvent.setup();
    showPage('?state=OVERDUE');
    await user.click(screen.getByRole('button', { name: 'Preview the e-mail' }));
    const summary = await screen.findByRole('alert');
    expect(
      within(summary).getByRole('link', { name: 'Select the report the reminder is about' }),
    ).toBeTruthy();
    expect(within(summary).getByRole('link', { name: 'Select who the reminder goes to' })).toBeTruthy();
    await user.click(screen.getByLabelText('Progress update 2'));
    await user.click(screen.getByLabelText(/Only the accounts I select/));
    await user.click(screen.getByRole('button', { name: 'Preview the e-mail' }));
    expect(
      within(await screen.findByRole('alert')).getByRole('link', { name: 'Select at least one account' }),
    ).toBeTruthy();
    expect(previewReminder).not.toHaveBeenCalled();
  });
});
