import { afterEach, describe, expect, it, vi } from 'vitest';
import { api } from '../../shared/api';
import { collectAccounts, sendReminder } from './reminders-api';

const answer = (data: unknown) => ({ data, response: new Response(null, { status: 200 }) });
const account = (accountId: number) => ({ accountId, name: `Org ${accountId}` });

afterEach(() => vi.restoreAllMocks());

describe('the reminders client', () => {
  it('collects a list a page of 100 at a time, each account once, up to the total', async () => {
    const get = vi.spyOn(api, 'GET').mockImplementation((async (_path: string, init: never) => {
      const { page } = (init as { params: { query: { page: number } } }).params.query;
      const ids = page === 0 ? Array.from({ length: 100 }, (_, i) => i + 1) : [100, 101, 102];
      return answer({ accounts: ids.map(account), total: 103 });
    }) as never);
    const found = await collectAccounts({ report: 'ACTION_PLAN_P3', state: 'OVERDUE' }, 103);
    expect(found.map((row) => row.accountId)).toEqual(Array.from({ length: 102 }, (_, i) => i + 1));
    expect(get).toHaveBeenCalledTimes(2);
    expect(get.mock.calls[1]?.[1]).toEqual({
      params: { query: { report: 'ACTION_PLAN_P3', state: 'OVERDUE', page: 1, pageSize: 100 } },
    });
  });

  it('sends in calls of 500 and puts their answers together', async () => {
    const post = vi.spyOn(api, 'POST').mockImplementation((async (_path: string, init: never) => {
      const { accountIds } = (init as { body: { accountIds: number[] } }).body;
      return answer({
        report: 'ACTION_PLAN_P3',
        sent: accountIds.slice(1).map((id) => ({ ...account(id), organisationId: '', recipients: 1 })),
        alreadyReminded: [],
        noContacts: [{ ...account(accountIds[0]!), organisationId: '', recipients: 0 }],
        notLive: [],
      });
    }) as never);
    const ids = Array.from({ length: 1_001 }, (_, i) => i + 1);
    const result = await sendReminder('ACTION_PLAN_P3', ids);
    expect(
      post.mock.calls.map((call) => (call[1] as { body: { accountIds: number[] } }).body.accountIds.length),
    ).toEqual([500, 500, 1]);
    expect(result.sent).toHaveLength(998);
    expect(result.noContacts.map((row) => row.accountId)).toEqual([1, 501, 1001]);
  });
});
