import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api, unwrap, type components } from '../../shared/api';

export type AuditEventsPage = components['schemas']['AuditEventsPage'];
export type AuditEvent = AuditEventsPage['events'][number];

export const AUDIT_PAGE_SIZE = 20;

export interface AuditFilter {
  actorUserId?: string | undefined;
  /** YYYY-MM-DD, UK days, inclusive. */
  from?: string | undefined;
  to?: string | undefined;
}

/** `page` is one-based, as in the address. */
export function useAuditEvents(accountId: number, filter: AuditFilter, page: number) {
  return useQuery({
    queryKey: ['audit-events', accountId, filter, page],
    queryFn: () =>
      unwrap(
        api.GET('/v1.0/accounts/{accountId}/audit-events', {
          params: {
            path: { accountId },
            query: {
              page: page - 1,
              pageSize: AUDIT_PAGE_SIZE,
              ...(filter.actorUserId ? { actorUserId: filter.actorUserId } : {}),
              ...(filter.from ? { from: filter.from } : {}),
              ...(filter.to ? { to: filter.to } : {}),
            },
          },
        }),
      ),
    placeholderData: keepPreviousData,
  });
}
