import { afterEach, describe, expect, it, vi } from 'vitest';
import { api } from '../../shared/api';
import { queryClient } from '../../shared/api/query-client';
import { apiResult } from '../../test/api-result';
import { accountLoader } from './account-loader';
import { accountQuery } from './accounts-api';

afterEach(() => {
  vi.restoreAllMocks();
  queryClient.clear();
});

const load = (accountId: string) => accountLoader({ params: { accountId } } as never);

describe('the account pages guard (ADR 46: loaders fetch through the query cache)', () => {
  it('reads the account afresh each time it runs, into the cache the pages read', async () => {
    const account = { id: 12, name: 'Acme Ltd' };
    const get = vi.spyOn(api, 'GET').mockResolvedValue(apiResult(account) as never);
    expect(await load('12')).toEqual(account);
    expect(queryClient.getQueryData(accountQuery(12).queryKey)).toEqual(account);
    await load('12');
    expect(get).toHaveBeenCalledTimes(2);
  });

  it('goes back to the search for an account it cannot read', async () => {
    vi.spyOn(api, 'GET').mockResolvedValue(apiResult({ code: 'NOTFOUND1001' }, 404) as never);
    await expect(load('12')).rejects.toMatchObject({ status: 302 });
    await expect(load('x')).rejects.toMatchObject({ status: 302 });
  });
});
