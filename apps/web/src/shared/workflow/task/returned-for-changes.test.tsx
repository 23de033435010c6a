import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { api } from '../../api';
import { setSessionForTest } from '../../auth/testing';
import { apiResult } from '../../../test/api-result';
import { expectNoAxeViolations } from '../../../test/axe';
import { reviewTaskData } from '../../../test/task-data';
import { renderTaskRoutes } from '../../../test/task-routes';
import type { TaskPageData } from '../types';
import { pendingReturn } from './ReturnedForChanges';

const at = '2026-10-01T10:00:00Z';
type Entry = TaskPageData['timeline'][number];

const submitted: Entry = {
  id: 3,
  type: 'NOTIFICATION_OF_COMPLIANCE_P3_APPLICATION_SUBMITTED',
  creationDate: at,
};
const returned: Entry = {
  id: 5,
  type: 'NOTIFICATION_OF_COMPLIANCE_P3_APPLICATION_RE_INITIATED',
  creationDate: at,
};

function returnedNotification(timeline: TaskPageData['timeline']): TaskPageData {
  const data = reviewTaskData();
  data.task.requestInfo = {
    id: 'NOC000013-P3',
    type: 'NOTIFICATION_OF_COMPLIANCE_P3',
    competentAuthority: 'ENGLAND',
  };
  data.timeline = timeline;
  return data;
}

function answer(payload: unknown) {
  return vi
    .spyOn(api, 'GET')
    .mockImplementation((async (path: string) =>
      path === '/v1.0/request-actions/{id}'
        ? apiResult({ id: 5, type: returned.type, payload, requestId: 'NOC000013-P3' })
        : apiResult({ requestNotes: [], totalItems: 0 })) as never);
}

afterEach(() => vi.restoreAllMocks());

describe('a report returned for changes', () => {
  it('shows the regulator’s reason in a banner on the task', async () => {
    setSessionForTest({
      loggedIn: true,
      userState: { userId: 'reg-1', roleType: 'OPERATOR', status: 'ENABLED' },
    });
    const get = answer({ payloadType: 'RE_INITIATED_PAYLOAD', reason: 'Section 4 needs\nthe audit dates.' });
    const { container } = renderTaskRoutes(returnedNotification([submitted, returned]), [], '/tasks/7');
    const banner = await screen.findByRole('region', { name: 'Important' });
    expect(
      within(banner).getByRole('heading', {
        name: 'The regulator returned this notification of compliance to you for changes',
      }),
    ).toBeTruthy();
    expect(within(banner).getByText(/Section 4 needs/).textContent).toBe('Section 4 needs\nthe audit dates.');
    expect(get).toHaveBeenCalledWith('/v1.0/request-actions/{id}', { params: { path: { id: 5 } } });
    await expectNoAxeViolations(container);
  });

  it('still says it came back when the return gave no reason', async () => {
    setSessionForTest({
      loggedIn: true,
      userState: { userId: 'reg-1', roleType: 'OPERATOR', status: 'ENABLED' },
    });
    answer(undefined);
    renderTaskRoutes(returnedNotification([submitted, returned]), [], '/tasks/7');
    const banner = await screen.findByRole('region', { name: 'Important' });
    expect(within(banner).queryByText('Reason')).toBeNull();
  });

  it('is the newest return not yet answered by a submission', () => {
    expect(pendingReturn([submitted])).toBeUndefined();
    expect(pendingReturn([returned, submitted])).toBe(5);
    expect(pendingReturn([{ ...submitted, id: 6 }, returned, submitted])).toBeUndefined();
    expect(pendingReturn([{ ...returned, id: 9 }, { ...submitted, id: 6 }, returned, submitted])).toBe(9);
  });
});
