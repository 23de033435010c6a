import { useMatches } from 'react-router';

export interface RouteHandle {
  /** Page title, shown as '{title} - GOV.UK'. */
  title?: string;
  /** Breadcrumb text, or true to reuse the title. */
  breadcrumb?: string | true;
  /** Back-link target. */
  backlink?: string;
}

export function useRouteHandles() {
  return useMatches().map((match) => ({
    pathname: match.pathname,
    handle: (match.handle ?? {}) as RouteHandle,
  }));
}
