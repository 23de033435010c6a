import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { api } from '../../shared/api';
import { setSessionForTest } from '../../shared/auth/testing';
import {
  timelineHasDetails,
  timelineLabel,
  type RequestAction,
  type TaskPageData,
} from '../../shared/workflow';
import { TimelineEvent } from '../../shared/workflow/task';
import { apiResult } from '../../test/api-result';
import { renderTaskRoutes } from '../../test/task-routes';
import { expectNoAxeViolations } from '../../test/axe';
import { AccountClosureConfirmationPage, AccountClosureSubmitPage } from './AccountClosureSubmitPage';

const ALL_ACTIONS = [
  'ACCOUNT_CLOSURE_SAVE_APPLICATION_SUBMIT',
  'ACCOUNT_CLOSURE_SUBMIT_APPLICATION',
  'ACCOUNT_CLOSURE_CANCEL_APPLICATION',
] as const;

function closureTask(reason?: string, assigneeUserId = 'reg-1'): TaskPageData {
  return {
    task: {
      requestTask: {
        id: 9,
        type: 'ACCOUNT_CLOSURE_SUBMIT',
        assignable: true,
        startDate: '2026-01-01T10:30:00Z',
        assigneeUserId,
        assigneeFullName: 'Regina Lator',
        payload: {
          payloadType: 'ACCOUNT_CLOSURE_APPLICATION_SUBMIT_PAYLOAD',
          ...(reason === undefined ? {} : { accountClosure: { reason } }),
        },
      },
      allowedRequestTaskActions: [...ALL_ACTIONS],
      userAssignCapable: true,
      requestInfo: { id: 'ACL000042', type: 'ACCOUNT_CLOSURE', competentAuthority: 'ENGLAND', accountId: 42 },
    },
    timeline: [],
    relatedItems: [],
  };
}

const result = apiResult;

function renderClosure(data: TaskPageData, path = '/tasks/9') {
  return renderTaskRoutes(
    data,
    [
      { path: 'account-closure/submit', element: <AccountClosureSubmitPage /> },
      { path: 'account-closure/confirmation', element: <AccountClosureConfirmationPage /> },
    ],
    path,
  );
}

const continueButton = () => screen.getByRole('button', { name: 'Continue' });

beforeEach(() => {
  setSessionForTest({
    loggedIn: true,
    userState: { userId: 'reg-1', roleType: 'REGULATOR', status: 'ENABLED' },
  });
  vi.spyOn(api, 'GET').mockImplementation((async (path: string) => {
    if (path === '/v1.0/organisation/account/{id}') return result({ id: 42, organisationId: 'ORG000042' });
    if (path === '/v1.0/request-notes') return result({ requestNotes: [], totalItems: 0 });
    throw new Error(`unexpected GET ${path}`);
  }) as never);
});
afterEach(() => vi.restoreAllMocks());

describe('close account task', () => {
  it('shows the warning and the form, requires a reason and saves it before the confirmation step', async () => {
    const post = vi.spyOn(api, 'POST').mockResolvedValue(result(undefined, 204) as never);
    const { container, router } = renderClosure(closureTask());

    expect(await screen.findByRole('heading', { level: 1, name: 'Close account' })).toBeTruthy();
    expect(
      screen.getByText('If you close the account all active tasks and workflows will be terminated.'),
    ).toBeTruthy();
    expect(
      screen.getByText(
        'This account will be permanently closed down. You will not be able to reverse this action.',
      ),
    ).toBeTruthy();
    const notes = screen.getByRole('link', { name: 'Notes page (opens in new tab)' });
    expect(notes.getAttribute('href')).toBe('/accounts/42#notes');
    expect(notes.getAttribute('target')).toBe('_blank');
    expect(screen.getByRole('link', { name: 'Cancel task' }).getAttribute('href')).toBe('/tasks/9/cancel');
    const reason = screen.getByLabelText('Reason for closing this account');
    expect(reason.getAttribute('aria-describedby')).toContain('l.reason-hint');
    expect(screen.getByText('The participant will be able to view this.')).toBeTruthy();
    expect(screen.getByText('You can enter up to 10000 characters')).toBeTruthy();

    await userEvent.click(continueButton());
    const summary = await screen.findByRole('alert');
    expect(within(summary).getByRole('link').textContent).toBe('Enter a reason for closing the account');
    expect(within(summary).getByRole('link').getAttribute('href')).toBe('#l.reason');
    expect(screen.getAllByText('Enter a reason for closing the account').length).toBe(2);
    expect(post).not.toHaveBeenCalled();
    await expectNoAxeViolations(container);

    await userEvent.click(reason);
    await userEvent.paste('x'.repeat(10_001));
    await userEvent.click(continueButton());
    expect((await screen.findAllByText('Enter up to 10000 characters')).length).toBe(2);
    expect(post).not.toHaveBeenCalled();

    await userEvent.clear(reason);
    await userEvent.type(reason, '  Dissolved  ');
    await userEvent.click(continueButton());
    expect(
      await screen.findByRole('heading', { name: 'Are you sure you want to close this account?' }),
    ).toBeTruthy();
    expect(post).toHaveBeenCalledWith('/v1.0/tasks/actions', {
      body: {
        requestTaskId: 9,
        requestTaskActionType: 'ACCOUNT_CLOSURE_SAVE_APPLICATION_SUBMIT',
        requestTaskActionPayload: {
          payloadType: 'ACCOUNT_CLOSURE_SAVE_APPLICATION_SUBMIT_PAYLOAD',
          accountClosure: { reason: 'Dissolved' },
        },
      },
    });
    expect(router.state.location.pathname).toBe('/tasks/9/account-closure/submit');
  });

  it('keeps a saved reason and shows a server refusal in the error summary', async () => {
    vi.spyOn(api, 'POST').mockResolvedValue(
      result({ code: 'ACCOUNT1009', message: 'Account status is not valid' }, 400) as never,
    );
    renderClosure(closureTask('Company dissolved'));
    const reason = await screen.findByLabelText('Reason for closing this account');
    expect((reason as HTMLTextAreaElement).value).toBe('Company dissolved');
    await userEvent.click(continueButton());
    const summary = await screen.findByRole('alert');
    expect(summary.textContent).toContain('This account cannot be closed because it is no longer live');
  });

  it('goes to the business error page when the task was reassigned meanwhile', async () => {
    vi.spyOn(api, 'POST').mockResolvedValue(
      result({ code: 'REQUEST_TASK_ACTION1001', message: 'User is not the assignee' }, 400) as never,
    );
    const { router } = renderClosure(closureTask('Company dissolved'));
    await screen.findByLabelText('Reason for closing this account');
    await userEvent.click(continueButton());
    expect(
      await screen.findByRole('heading', { name: 'This task is no longer assigned to you' }),
    ).toBeTruthy();
    expect(router.state.location.pathname).toBe('/error/business');
    expect(screen.getByRole('link', { name: 'Return to: Dashboard' }).getAttribute('href')).toBe(
      '/dashboard',
    );
  });

  it('is read-only for anyone but the assignee', async () => {
    const { container } = renderClosure(closureTask('Company dissolved', 'reg-2'));
    expect(await screen.findByText('Reason for closing this account')).toBeTruthy();
    expect(screen.getByText('Company dissolved')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Continue' })).toBeNull();
    expect(screen.queryByRole('textbox')).toBeNull();
    await expectNoAxeViolations(container);
  });

  it('closes the account on "Yes, close this account" and shows the organisation id', async () => {
    const post = vi.spyOn(api, 'POST').mockResolvedValue(result(undefined, 204) as never);
    const { container } = renderClosure(closureTask('Dissolved'), '/tasks/9/account-closure/submit');
    expect(
      await screen.findByText(
        /All participant history will remain in the account, but no actions will be possible/,
      ),
    ).toBeTruthy();
    await expectNoAxeViolations(container);
    await userEvent.click(screen.getByRole('button', { name: 'Yes, close this account' }));
    expect(
      await screen.findByRole('heading', {
        name: 'The organisation account ORG000042 is permanently closed',
      }),
    ).toBeTruthy();
    expect(screen.getByText('The account has been permanently closed.')).toBeTruthy();
    expect(post).toHaveBeenCalledWith('/v1.0/tasks/actions', {
      body: {
        requestTaskId: 9,
        requestTaskActionType: 'ACCOUNT_CLOSURE_SUBMIT_APPLICATION',
        requestTaskActionPayload: { payloadType: 'EMPTY_PAYLOAD' },
      },
    });
    await expectNoAxeViolations(container);
  });

  it('explains an empty reason refused by the server on the confirmation step', async () => {
    vi.spyOn(api, 'POST').mockResolvedValue(result({ code: 'ACL1001' }, 400) as never);
    renderClosure(closureTask(), '/tasks/9/account-closure/submit');
    await userEvent.click(await screen.findByRole('button', { name: 'Yes, close this account' }));
    expect((await screen.findByRole('alert')).textContent).toContain(
      'Enter a reason for closing the account',
    );
  });
});

describe('account closed timeline event', () => {
  it('shows who closed the account, the reason and the date', async () => {
    const action: RequestAction = {
      id: 5,
      type: 'ACCOUNT_CLOSURE_APPLICATION_SUBMITTED',
      submitter: 'Regina Lator',
      creationDate: '2026-01-01T10:30:00Z',
      requestId: 'ACL000042',
      requestType: 'ACCOUNT_CLOSURE',
      competentAuthority: 'ENGLAND',
      payload: {
        payloadType: 'ACCOUNT_CLOSURE_APPLICATION_SUBMITTED_PAYLOAD',
        accountClosure: { reason: 'Dissolved' },
        submitDate: '2026-01-01T10:30:00Z',
      },
    };
    const { container } = render(<TimelineEvent action={action} />);
    await screen.findByText('Reason');
    expect(screen.getByRole('heading', { level: 1, name: 'Account closed by Regina Lator' })).toBeTruthy();
    const rows = [...container.querySelectorAll('.govuk-summary-list__row')].map((row) => row.textContent);
    expect(rows).toEqual(['ReasonDissolved', 'Closed byRegina Lator', 'Date1 Jan 2026, 10:30am']);
    await expectNoAxeViolations(container);
  });
});

describe('closure timeline labels', () => {
  it('labels the closure events and the workflows a closure ends, linking only the closure itself', () => {
    expect(timelineLabel('ACCOUNT_CLOSURE_APPLICATION_SUBMITTED')).toBe('Account closed');
    expect(timelineHasDetails('ACCOUNT_CLOSURE_APPLICATION_SUBMITTED')).toBe(true);
    expect(timelineLabel('ACCOUNT_CLOSURE_APPLICATION_CANCELLED')).toBe('Account closure task cancelled');
    expect(timelineHasDetails('ACCOUNT_CLOSURE_APPLICATION_CANCELLED')).toBe(false);
    expect(timelineLabel('REQUEST_TERMINATED')).toBe('Workflow terminated');
    expect(timelineHasDetails('REQUEST_TERMINATED')).toBe(false);
  });
});
