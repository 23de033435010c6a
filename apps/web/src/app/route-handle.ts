import { useMatches, type Params } from 'react-router';
import type { RouteHandle } from '../shared/routing';

/** The matched routes' handles, with titles made from the route parameters where a route asks for it. */
export function useRouteHandles() {
  return useMatches().map((match) => {
    const handle = (match.handle ?? {}) as RouteHandle;
    const title = typeof handle.title === 'function' ? handle.title(match.params) : handle.title;
    return { pathname: match.pathname, handle: { ...handle, title }, loaderData: match.loaderData };
  });
}

/**
 * The back link the matched routes ask for: the deepest route that says anything decides (false: none), an
 * address or one made from the route parameters.
 */
export function backLinkOf(matches: readonly { handle?: unknown; params: Params }[]): string | undefined {
  for (const match of [...matches].reverse()) {
    const backlink = (match.handle as RouteHandle | undefined)?.backlink;
    if (backlink === undefined) continue;
    if (backlink === false) return undefined;
    return typeof backlink === 'function' ? backlink(match.params) : backlink;
  }
  return undefined;
}

export function useRouteBackLink(): string | undefined {
  return backLinkOf(useMatches());
}
