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

/** Whose trail: an account's, or the regulator's authority's people's changes not tied to an account. */
export type AuditTrail = { accountId: number } | 'people';

/** `page` is one-based, as in the address. */
export function useAuditEvents(trail: AuditTrail, filter: AuditFilter, page: number) {
  const query = {
    page: page - 1,
    pageSize: AUDIT_PAGE_SIZE,
    ...(filter.actorUserId ? { actorUserId: filter.actorUserId } : {}),
    ...(filter.from ? { from: filter.from } : {}),
    ...(filter.to ? { to: filter.to } : {}),
  };
  return useQuery({
    queryKey: ['audit-events', trail, filter, page],
    queryFn: () =>
      unwrap(
        trail === 'people'
          ? api.GET('/v1.0/audit-events', { params: { query } })
          : api.GET('/v1.0/accounts/{accountId}/audit-events', {
              params: { path: { accountId: trail.accountId }, query },
            }),
      ),
    placeholderData: keepPreviousData,
  });
}
