import { Suspense, lazy, useEffect } from 'react';
import { Navigate, isRouteErrorResponse, useLocation, useRouteError } from 'react-router';
import { ApiError } from '../shared/api';

const ServerErrorPage = lazy(() =>
  import('../features/errors').then((m) => ({ default: m.ServerErrorPage })),
);

export function routeErrorStatus(error: unknown): number {
  if (error instanceof ApiError) return error.status;
  if (isRouteErrorResponse(error)) return error.status;
  return 0;
}

/** Unhandled route errors (spec §8): logged; a 404 goes to /error/404, anything else to /error/500. */
export function RouteError() {
  const error = useRouteError();
  const { pathname } = useLocation();
  const status = routeErrorStatus(error);
  useEffect(() => console.error(error), [error]);
  if (status === 404) return <Navigate to="/error/404" replace />;
  // The error page itself failed (e.g. its code could not load): show it in place rather than loop.
  if (pathname === '/error/500' || pathname === '/error/404')
    return (
      <Suspense fallback={null}>
        <ServerErrorPage />
      </Suspense>
    );
  return <Navigate to="/error/500" replace />;
}
