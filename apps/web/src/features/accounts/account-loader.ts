import {
  redirect,
  useRouteLoaderData,
  type LoaderFunctionArgs,
  type ShouldRevalidateFunctionArgs,
} from 'react-router';
import { paths } from '../../shared/routing';
import { ACCOUNT_ROUTE_ID } from './account-route-id';
import { fetchAccount, type OrganisationAccount } from './accounts-api';

export { ACCOUNT_ROUTE_ID } from './account-route-id';

/** Guard of the account pages (web-screens §1.2): the account, or back to the search. */
export async function accountLoader({ params }: LoaderFunctionArgs): Promise<OrganisationAccount> {
  const id = Number(params.accountId);
  if (!Number.isSafeInteger(id) || id <= 0) throw redirect(paths.accounts.search());
  try {
    return await fetchAccount(id);
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

export function useAccount(): OrganisationAccount {
  const account = useRouteLoaderData<OrganisationAccount>(ACCOUNT_ROUTE_ID);
  if (!account) throw new Error('Account pages must be rendered under the account route');
  return account;
}
