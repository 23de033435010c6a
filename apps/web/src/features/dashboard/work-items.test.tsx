import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { api } from '../../shared/api';
import { apiResult } from '../../test/api-result';
import { useWorkItems } from './work-items';

afterEach(() => vi.restoreAllMocks());

describe('useWorkItems', () => {
  it('asks the server again each time the list is shown, even within the cache’s usual 30 seconds', async () => {
    // As the app's own query client: data counts as fresh for 30 seconds unless a query says otherwise.
    const client = new QueryClient({ defaultOptions: { queries: { staleTime: 30_000, retry: false } } });
    const wrapper = ({ children }: { children: ReactNode }) => (
      <QueryClientProvider client={client}>{children}</QueryClientProvider>
    );
    const answers = [
      { items: [{ taskType: 'NOTIFICATION_OF_COMPLIANCE_P3_WAIT_FOR_EDIT' }], totalItems: 1 },
      { items: [{ taskType: 'NOTIFICATION_OF_COMPLIANCE_P3_APPLICATION_SUBMIT' }], totalItems: 1 },
    ];
    const get = vi
      .spyOn(api, 'GET')
      .mockImplementation((async () => apiResult(answers[get.mock.calls.length - 1])) as never);

    const first = renderHook(() => useWorkItems('assigned-to-me', 1), { wrapper });
    await waitFor(() => expect(first.result.current.data).toEqual(answers[0]));
    first.unmount();

    // A colleague has returned the notification meanwhile: the list shown next is the server's new one.
    const second = renderHook(() => useWorkItems('assigned-to-me', 1), { wrapper });
    await waitFor(() => expect(second.result.current.data).toEqual(answers[1]));
    expect(get).toHaveBeenCalledTimes(2);
    expect(get.mock.calls[0]?.[1]).toMatchObject({
      params: { query: { page: 0, size: expect.any(Number) } },
    });
  });
});
