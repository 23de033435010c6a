import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { api } from '../../../shared/api';
import { apiResult } from '../../../test/api-result';
import { expectNoAxeViolations } from '../../../test/axe';
import { OPERATOR, nocTask, renderNocTask } from '../../../test/noc-task';

afterEach(() => vi.restoreAllMocks());

const COLLEAGUE = '6f1d9c1e-3a53-4c55-9b0e-2f0c7e2d1a11';

/** The candidates (the sender among them, as the server lists every holder) and what the send answers. */
function fakeServer(answer: () => ReturnType<typeof apiResult>) {
  const sent: { body: Record<string, unknown>; headers?: Record<string, string> }[] = [];
  vi.spyOn(api, 'GET').mockImplementation((async (path: string) => {
    if (path === '/v1.0/tasks-assignment/{taskId}/candidate-assignees/{taskType}') {
      return apiResult([
        { id: OPERATOR, firstName: 'Olivia', lastName: 'Operator' },
        { id: COLLEAGUE, firstName: 'Colin', lastName: 'Colleague' },
      ]);
    }
    if (path === '/v1.0/request-notes') return apiResult({ requestNotes: [], totalItems: 0 });
    throw new Error(`unexpected GET ${path}`);
  }) as never);
  vi.spyOn(api, 'POST').mockImplementation((async (
    _path: string,
    init: { body: Record<string, unknown>; headers?: Record<string, string> },
  ) => {
    sent.push(init);
    return answer();
  }) as never);
  return sent;
}

describe('sending the notification for review', { timeout: 30_000 }, () => {
  it('asks for a colleague (never the sender), sends it to them and says what happens next', async () => {
    const { container } = renderNocTask(nocTask(), '/tasks/31/notification/send-for-review');
    const sent = fakeServer(() => apiResult(undefined, 204));
    const select = await screen.findByLabelText('Select a user to edit notification details');
    expect([...select.querySelectorAll('option')].map((option) => option.textContent)).toEqual([
      'Select a user',
      'Colin Colleague',
    ]);
    await expectNoAxeViolations(container);

    await userEvent.click(screen.getByRole('button', { name: 'Confirm and send' }));
    expect((await screen.findByRole('alert')).textContent).toContain('Select a user');
    expect(sent).toHaveLength(0);

    await userEvent.selectOptions(select, 'Colin Colleague');
    await userEvent.click(screen.getByRole('button', { name: 'Confirm and send' }));
    expect(
      await screen.findByRole('heading', {
        level: 1,
        name: 'The notification has been sent to Colin Colleague',
      }),
    ).toBeTruthy();
    expect(screen.getByText('NOC000011-P3')).toBeTruthy();
    expect(sent[0]?.body).toEqual({
      requestTaskId: 31,
      requestTaskActionType: 'NOTIFICATION_OF_COMPLIANCE_P3_SEND_TO_EDIT',
      requestTaskActionPayload: {
        payloadType: 'NOTIFICATION_OF_COMPLIANCE_P3_SEND_TO_EDIT_PAYLOAD',
        supportingOperator: COLLEAGUE,
      },
    });
    expect(sent[0]?.headers).toEqual({ 'If-Match': '"4"' });
    await expectNoAxeViolations(container);
  });

  it('says so when the server refuses the colleague', async () => {
    renderNocTask(nocTask(), '/tasks/31/notification/send-for-review');
    fakeServer(() => apiResult({ code: 'ITEM1000', message: 'Not valid', data: [] }, 400));
    await userEvent.selectOptions(
      await screen.findByLabelText('Select a user to edit notification details'),
      'Colin Colleague',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Confirm and send' }));
    expect((await screen.findByRole('alert')).textContent).toContain(
      'The notification cannot be sent to this user. Select someone else.',
    );
  });
});
