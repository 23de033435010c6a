import { QueryClient } from '@tanstack/react-query';
import { ApiError } from './client';

/**
 * The one query cache of the app. Not exported from `shared/api`'s index: the landing page is in the
 * initial bundle and must not pull in the data-fetching library; the lazily loaded parts import this file.
 */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      // 401/403/404 are handled globally or by the page; retrying them only delays the outcome.
      retry: (failureCount, error) => !(error instanceof ApiError && error.status < 500) && failureCount < 1,
      refetchOnWindowFocus: false,
      staleTime: 30_000,
    },
  },
});
