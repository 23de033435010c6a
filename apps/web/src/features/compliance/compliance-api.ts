import { useQuery } from '@tanstack/react-query';
import { api, unwrap } from '../../shared/api';
import type { ComplianceAccount } from './compliance-data';

export function useComplianceOverview() {
  return useQuery({
    queryKey: ['compliance-overview'],
    queryFn: () => unwrap(api.GET('/v1.0/compliance/overview')),
  });
}

type AccountsQuery = Record<string, string | number>;

export const fetchComplianceAccounts = (
  query: AccountsQuery,
): Promise<{ accounts: ComplianceAccount[]; total: number }> =>
  unwrap(api.GET('/v1.0/compliance/accounts', { params: { query: query as never } }));

export function useComplianceAccounts(query: AccountsQuery) {
  return useQuery({
    queryKey: ['compliance-accounts', query],
    queryFn: () => fetchComplianceAccounts(query),
  });
}

/** The most rows an export reads: 50 pages of the API's largest. */
export const EXPORT_MAX_ROWS = 5_000;
const EXPORT_PAGE = 100;

/** Every account of a drill-down (up to EXPORT_MAX_ROWS), a page at a time, in the list's order. */
export async function fetchAllAccounts(filters: URLSearchParams) {
  const base = Object.fromEntries(filters);
  const accounts: ComplianceAccount[] = [];
  let total = 0;
  for (let page = 0; accounts.length < EXPORT_MAX_ROWS; page += 1) {
    const answer = await fetchComplianceAccounts({ ...base, page, pageSize: EXPORT_PAGE });
    total = answer.total;
    accounts.push(...answer.accounts);
    if (answer.accounts.length < EXPORT_PAGE) break;
  }
  return { accounts: accounts.slice(0, EXPORT_MAX_ROWS), total };
}
