import { Suspense, lazy, useEffect } from 'react';
import { Navigate, isRouteErrorResponse, useLocation, useRouteError } from 'react-router';
import { ApiError } from '../shared/api';
import { paths } from '../shared/routing';

const ServerErrorPage = lazy(() =>
  import('../features/errors/pages').then((m) => ({ default: m.ServerErrorPage })),
);
const NotFoundPage = lazy(() =>
  import('../features/errors/pages').then((m) => ({ default: m.NotFoundPage })),
);

export function routeErrorStatus(error: unknown): number {
  if (error instanceof ApiError) return error.status;
  if (isRouteErrorResponse(error)) return error.status;
  return 0;
}

/**
 * Unhandled route errors (spec §8): logged; a 404 (a record that does not exist) shows the not-found page in
 * place, keeping the address, anything else goes to /error/500.
 */
export function RouteError() {
  const error = useRouteError();
  const { pathname } = useLocation();
  const status = routeErrorStatus(error);
  useEffect(() => {
    if (status !== 404) console.error(error);
  }, [error, status]);
  if (status === 404)
    return (
      <Suspense fallback={null}>
        <NotFoundPage />
      </Suspense>
    );
  // The error page itself failed (e.g. its code could not load): show it in place rather than loop.
  if (pathname === paths.serverError || pathname === paths.notFound)
    return (
      <Suspense fallback={null}>
        <ServerErrorPage />
      </Suspense>
    );
  return <Navigate to={paths.serverError} replace />;
}
