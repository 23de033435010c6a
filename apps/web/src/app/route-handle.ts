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
 * The document title's parts, most specific first: the page (its own, else the deepest route's) and then the
 * records the routes above it are about (a task's name and organisation, an account's name). An error page
 * shown in place of a route's page names no record.
 */
export function titleParts(
  handles: ReturnType<typeof useRouteHandles>,
  page: { title: string; error?: boolean } | null,
): string[] {
  const own = page?.title ?? [...handles].reverse().find((entry) => entry.handle.title)?.handle.title;
  const records = page?.error
    ? []
    : handles
        .map((entry) => entry.handle.titleRecord?.(entry.loaderData))
        .filter((record): record is string => Boolean(record))
        .reverse();
  return [own, ...records].filter((part): part is string => Boolean(part));
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
