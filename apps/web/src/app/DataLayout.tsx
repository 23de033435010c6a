import { QueryClientProvider } from '@tanstack/react-query';
import { Outlet } from 'react-router';
import { queryClient } from '../shared/api/query-client';

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
