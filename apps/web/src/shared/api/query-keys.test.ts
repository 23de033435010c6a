import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { invalidateWorkflowQueries, workflowQueryRoots } from './query-keys';

describe('invalidateWorkflowQueries', () => {
  it('marks every workflow query stale and leaves the others alone', async () => {
    const client = new QueryClient({ defaultOptions: { queries: { staleTime: 30_000 } } });
    const workflowKeys = Object.values(workflowQueryRoots).map((root) => [root, 1]);
    const otherKeys = [['organisation-accounts', '', 1], ['mi-report-types']];
    for (const key of [...workflowKeys, ...otherKeys]) client.setQueryData(key, { some: 'data' });

    await invalidateWorkflowQueries(client);

    for (const key of workflowKeys) expect(client.getQueryState(key)?.isInvalidated, String(key)).toBe(true);
    for (const key of otherKeys) expect(client.getQueryState(key)?.isInvalidated, String(key)).toBe(false);
  });
});
