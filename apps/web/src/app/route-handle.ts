import { useMatches } from 'react-router';

export interface RouteHandle {
  /** Page title, shown as '{title} - GOV.UK'. */
  title?: string;
  /** Breadcrumb text, true to reuse the title, or text made from the route's loader data (an account's name). */
  breadcrumb?: string | true | ((loaderData: unknown) => string | undefined);
  /** Back-link target. */
  backlink?: string;
}

export function useRouteHandles() {
  return useMatches().map((match) => ({
    pathname: match.pathname,
    handle: (match.handle ?? {}) as RouteHandle,
    loaderData: match.loaderData,
  }));
}
