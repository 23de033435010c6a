import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { api } from '../../../shared/api';
import { apiResult } from '../../../test/api-result';
import { expectNoAxeViolations } from '../../../test/axe';
import { nocTask, renderNocTask } from '../../../test/noc-task';

afterEach(() => vi.restoreAllMocks());

const reviewTask = () => nocTask({}, {}, { type: 'NOTIFICATION_OF_COMPLIANCE_P3_APPLICATION_EDIT' });

describe('returning a reviewed notification', { timeout: 30_000 }, () => {
  it('asks to confirm, returns it with the task version and says who has it now', async () => {
    const { container } = renderNocTask(reviewTask(), '/tasks/31/notification/return');
    const sent: { body: Record<string, unknown>; headers?: Record<string, string> }[] = [];
    vi.spyOn(api, 'POST').mockImplementation((async (
      _path: string,
      init: { body: Record<string, unknown>; headers?: Record<string, string> },
    ) => {
      sent.push(init);
      return apiResult(undefined, 204);
    }) as never);
    expect(
      await screen.findByRole('heading', {
        level: 1,
        name: 'Are you sure you want to return the notification?',
      }),
    ).toBeTruthy();
    await expectNoAxeViolations(container);
    await userEvent.click(screen.getByRole('button', { name: 'Confirm and save' }));

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Notification has been returned' }),
    ).toBeTruthy();
    expect(screen.getByText(/returned to the user responsible for submitting it/)).toBeTruthy();
    expect(sent[0]?.body).toEqual({
      requestTaskId: 31,
      requestTaskActionType: 'NOTIFICATION_OF_COMPLIANCE_P3_RETURN_TO_SUBMIT',
      requestTaskActionPayload: { payloadType: 'EMPTY_PAYLOAD' },
    });
    expect(sent[0]?.headers).toEqual({ 'If-Match': '"4"' });
  });

  it('is not offered on the submitter’s task', async () => {
    renderNocTask(nocTask(), '/tasks/31/notification/return');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Submit Phase 3 notification' }),
    ).toBeTruthy();
  });
});
