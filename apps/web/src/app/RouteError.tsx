import { Suspense, lazy } from 'react';
import { Navigate, isRouteErrorResponse, useRouteError } from 'react-router';
import { ApiError } from '../shared/api';

const ServerErrorPage = lazy(() =>
  import('../features/errors').then((m) => ({ default: m.ServerErrorPage })),
);

/** Unhandled route errors: a 404 goes to /error/404; anything else shows the 500 page in place. */
export function RouteError() {
  const error = useRouteError();
  const status = error instanceof ApiError ? error.status : isRouteErrorResponse(error) ? error.status : 0;
  if (status === 404) return <Navigate to="/error/404" replace />;
  console.error(error);
  return (
    <Suspense fallback={null}>
      <ServerErrorPage />
    </Suspense>
  );
}
