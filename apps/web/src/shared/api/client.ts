import createClient from 'openapi-fetch';
import { API_BASE_URL } from '../config';
import {
  createBearerTokenMiddleware,
  createErrorMiddleware,
  type AccessTokenProvider,
  type ApiErrorHandlers,
} from './middleware';
import { createPendingRequestMiddleware } from './pending';
import type { paths } from './schema';

let tokenProvider: AccessTokenProvider = async () => null;
const noop = () => undefined;
let errorHandlers: ApiErrorHandlers = { unauthorized: noop, forbidden: noop, serverError: noop };

/** The identity layer registers how to obtain the current access token. */
export function setAccessTokenProvider(provider: AccessTokenProvider): void {
  tokenProvider = provider;
}

/**
 * The current access token (refreshed first when close to expiry), for work that calls the API outside this
 * client: a worker collecting an MI export asks the page for it before each call.
 */
export function currentAccessToken(): Promise<string | null> {
  return tokenProvider();
}

/** The app shell registers what to do on 401/403/500 once start-up is complete. */
export function setApiErrorHandlers(handlers: ApiErrorHandlers): void {
  errorHandlers = handlers;
}

export const api = createClient<paths>({ baseUrl: API_BASE_URL });
api.use(createBearerTokenMiddleware(API_BASE_URL, () => tokenProvider()));
api.use(createErrorMiddleware(API_BASE_URL, () => errorHandlers));
// Last, so nothing can stop a counted request before it is sent (it then always answers or fails).
api.use(createPendingRequestMiddleware());

/** An unsuccessful API response, kept for route error boundaries and callers. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly body: unknown,
  ) {
    super(`API call failed with HTTP ${status}`);
    this.name = 'ApiError';
  }
}

/** Returns the data of an openapi-fetch result or throws an ApiError. */
export async function unwrap<T>(
  call: Promise<{ data?: T; error?: unknown; response: Response }>,
): Promise<T> {
  const { data, error, response } = await call;
  if (!response.ok || data === undefined) throw new ApiError(response.status, error);
  return data;
}

/** Awaits a typed-client call that answers with no content, throwing the API's error on failure. */
export async function noContent(call: Promise<{ error?: unknown; response: Response }>): Promise<void> {
  const { error, response } = await call;
  if (!response.ok) throw new ApiError(response.status, error);
}
