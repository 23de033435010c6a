import { useQueryClient } from '@tanstack/react-query';
import {
  redirect,
  useRouteLoaderData,
  type LoaderFunctionArgs,
  type ShouldRevalidateFunctionArgs,
} from 'react-router';
import { queryClient } from '../../shared/api/query-client';
import { paths } from '../../shared/routing';
import { ACCOUNT_ROUTE_ID } from './account-route-id';
import { accountQuery, type OrganisationAccount } from './accounts-api';

export { ACCOUNT_ROUTE_ID } from './account-route-id';

/**
 * Guard of the account pages (web-screens §1.2): the account, or back to the search. Read afresh each time the
 * guard runs (staleTime 0), into the query cache the pages read it from (ADR 46).
 */
export async function accountLoader({ params }: LoaderFunctionArgs): Promise<OrganisationAccount> {
  const id = Number(params.accountId);
  if (!Number.isSafeInteger(id) || id <= 0) throw redirect(paths.accounts.search());
  try {
    return await queryClient.fetchQuery({ ...accountQuery(id), staleTime: 0 });
  } catch {
    throw redirect(paths.accounts.search());
  }
}

/** Loaded again when another page of the account is opened (after an update), not on a tab change. */
export function shouldRevalidateAccount({
  currentUrl,
  nextUrl,
  defaultShouldRevalidate,
}: ShouldRevalidateFunctionArgs): boolean {
  return currentUrl.pathname !== nextUrl.pathname || defaultShouldRevalidate;
}

/**
 * The account as the query cache holds it, else as the guard read it. Only the guard writes it there, so the
 * page reads it without subscribing: it changes only when the guard runs again.
 */
export function useAccount(): OrganisationAccount {
  const loaded = useRouteLoaderData<OrganisationAccount | undefined>(ACCOUNT_ROUTE_ID);
  const cached = useQueryClient().getQueryData(accountQuery(loaded?.id ?? 0).queryKey);
  if (!loaded) throw new Error('Account pages must be rendered under the account route');
  return cached ?? loaded;
}
