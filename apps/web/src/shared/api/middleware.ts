import type { Middleware } from 'openapi-fetch';
import { isExcludedFromErrorHandling, isNoTokenPath } from './no-token';

/** Supplies a fresh access token (refreshed first when close to expiry), or null when signed out. */
export type AccessTokenProvider = () => Promise<string | null>;

export interface ApiErrorHandlers {
  unauthorized: () => void;
  forbidden: () => void;
  serverError: () => void;
}

/** Path of a request relative to the API base path, e.g. '/v1.0/users'. */
export function apiPathOf(requestUrl: string, baseUrl: string): string {
  const { pathname } = new URL(requestUrl, 'http://localhost');
  const base = new URL(baseUrl, 'http://localhost').pathname.replace(/\/$/, '');
  return pathname.startsWith(base) ? pathname.slice(base.length) || '/' : pathname;
}

export function createBearerTokenMiddleware(baseUrl: string, getToken: AccessTokenProvider): Middleware {
  return {
    async onRequest({ request }) {
      if (isNoTokenPath(apiPathOf(request.url, baseUrl))) return undefined;
      const token = await getToken();
      if (token) request.headers.set('Authorization', `Bearer ${token}`);
      return request;
    },
  };
}

/** Spec §8: 401 starts login, 403 reloads the user and goes to landing, 500 shows the error page. */
export function createErrorMiddleware(baseUrl: string, getHandlers: () => ApiErrorHandlers): Middleware {
  return {
    onResponse({ request, response }) {
      if (isExcludedFromErrorHandling(apiPathOf(request.url, baseUrl))) return undefined;
      const handlers = getHandlers();
      if (response.status === 401) handlers.unauthorized();
      else if (response.status === 403) handlers.forbidden();
      else if (response.status === 500) handlers.serverError();
      return undefined;
    },
  };
}
