import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { Outlet } from 'react-router';
import { ApiError } from '../shared/api';

const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      // 401/403/404 are handled globally or by the page; retrying them only delays the outcome.
      retry: (failureCount, error) => !(error instanceof ApiError && error.status < 500) && failureCount < 1,
      refetchOnWindowFocus: false,
      staleTime: 30_000,
    },
  },
});

/**
 * Layout for the signed-in, data-driven pages. It is loaded lazily so the data-fetching library stays
 * out of the initial bundle that the public landing page needs.
 */
export function DataLayout() {
  return (
    <QueryClientProvider client={queryClient}>
      <Outlet />
    </QueryClientProvider>
  );
}
