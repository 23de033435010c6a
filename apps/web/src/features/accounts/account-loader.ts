import {
  redirect,
  useRouteLoaderData,
  type LoaderFunctionArgs,
  type ShouldRevalidateFunctionArgs,
} from 'react-router';
import { fetchAccount, type OrganisationAccount } from './accounts-api';

/** The id of the /accounts/:accountId route, so its pages can read the loaded account. */
export const ACCOUNT_ROUTE_ID = 'organisation-account';

/** Guard of the account pages (web-screens §1.2): the account, or back to the search. */
export async function accountLoader({ params }: LoaderFunctionArgs): Promise<OrganisationAccount> {
  const id = Number(params.accountId);
  if (!Number.isSafeInteger(id) || id <= 0) throw redirect('/accounts');
  try {
    return await fetchAccount(id);
  } catch {
    throw redirect('/accounts');
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
