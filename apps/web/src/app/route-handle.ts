import { useMatches } from 'react-router';
import type { RouteHandle } from '../shared/routing';

/** The matched routes' handles, with titles made from the route parameters where a route asks for it. */
export function useRouteHandles() {
  return useMatches().map((match) => {
    const handle = (match.handle ?? {}) as RouteHandle;
    const title = typeof handle.title === 'function' ? handle.title(match.params) : handle.title;
    return { pathname: match.pathname, handle: { ...handle, title }, loaderData: match.loaderData };
  });
}
