/**
 * Thrown while a page renders when its record is not there (an unknown workflow, event, start path or link): the
 * route's error element takes it for a 404 route error (`isRouteErrorResponse`) and shows 'Page not found' in
 * place, so the address the user typed stays (issue 39).
 */
class PageNotFound extends Error {
  readonly status = 404;
  readonly statusText = 'Not Found';
  readonly internal = false;
  readonly data = null;
}

export const pageNotFound = (): Error => new PageNotFound('Page not found');
