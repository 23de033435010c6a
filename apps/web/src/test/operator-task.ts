import { vi } from 'vitest';
import { api } from '../shared/api';
import { setSessionForTest } from '../shared/auth/testing';
import { apiResult } from './api-result';

/**
 * The operator 'op-1' signed in on one of account 42's tasks: the task page's reads are answered (no notes;
 * the account, 'Demo Ltd' 10000000, which a group change is checked against). Restore with vi.restoreAllMocks.
 */
export function signInOperatorOnTask() {
  setSessionForTest({
    loggedIn: true,
    userState: { userId: 'op-1', roleType: 'OPERATOR', status: 'ENABLED' },
  });
  vi.spyOn(api, 'GET').mockImplementation((async (path: string) => {
    if (path === '/v1.0/request-notes') return apiResult({ requestNotes: [], totalItems: 0 });
    if (path === '/v1.0/organisation/account/{id}')
      return apiResult({ id: 42, name: 'Demo Ltd', registrationNumber: '10000000' });
    throw new Error(`unexpected GET ${path}`);
  }) as never);
}

/** Each task action a page POSTs is recorded in `posts` and answered by `answer`. Restore with vi.restoreAllMocks. */
export function answerTaskActions(
  posts: Record<string, unknown>[],
  answer: (body: Record<string, unknown>) => unknown,
) {
  vi.spyOn(api, 'POST').mockImplementation((async (
    _path: string,
    init: { body: Record<string, unknown> },
  ) => {
    posts.push(init.body);
    return answer(init.body);
  }) as never);
}
