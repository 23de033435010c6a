import { describe, expect, it, vi } from 'vitest';
import createClient from 'openapi-fetch';
import { createBearerTokenMiddleware, createErrorMiddleware, apiPathOf } from './middleware';
import { isNoTokenPath } from './no-token';
import type { paths } from './schema';

const BASE = 'http://localhost/api';

function clientWith(status = 200) {
  const seen: Request[] = [];
  const fetch = vi.fn(async (request: Request) => {
    seen.push(request);
    return new Response('{}', { status, headers: { 'content-type': 'application/json' } });
  });
  const client = createClient<paths>({ baseUrl: BASE, fetch });
  return { client, seen };
}

describe('no-token list', () => {
  it('covers configuration, downloads and the pre-sign-in flows only', () => {
    expect(isNoTokenPath('/ui-configuration')).toBe(true);
    expect(isNoTokenPath('/v1.0/data?types=COUNTRIES')).toBe(true);
    expect(isNoTokenPath('/v1.0/file-attachments/abc')).toBe(true);
    expect(isNoTokenPath('/v1.0/file-documents/abc')).toBe(true);
    expect(isNoTokenPath('/v1.0/users/forgot-password/reset-password')).toBe(true);
    expect(isNoTokenPath('/v1.0/operator-users/registration/register')).toBe(false);
    expect(isNoTokenPath('/v1.0/regulator-users/registration/accept-invitation-and-register')).toBe(false);
    expect(isNoTokenPath('/v1.0/verifier-users/registration/accept-invitation')).toBe(true);
    expect(isNoTokenPath('/v1.0/users/token/resolve-email')).toBe(true);
    expect(isNoTokenPath('/v1.0/users')).toBe(false);
    expect(isNoTokenPath('/v1.0/terms')).toBe(false);
    expect(isNoTokenPath('/v1.0/ORGANISATION/items/assigned-to-me')).toBe(false);
    expect(isNoTokenPath('/v1.0/file-notes/abc')).toBe(false);
  });

  it('derives the API path from a request URL', () => {
    expect(apiPathOf('http://localhost/api/v1.0/users?x=1', '/api')).toBe('/v1.0/users');
    expect(apiPathOf('http://localhost/api/ui-configuration', BASE)).toBe('/ui-configuration');
  });
});

describe('bearer token middleware', () => {
  it('adds the token to ordinary calls and not to no-token calls', async () => {
    const { client, seen } = clientWith();
    const getToken = vi.fn(async () => 'token-123');
    client.use(createBearerTokenMiddleware(BASE, getToken));

    await client.GET('/v1.0/users');
    await client.GET('/ui-configuration');

    expect(seen[0]?.headers.get('Authorization')).toBe('Bearer token-123');
    expect(seen[1]?.headers.get('Authorization')).toBeNull();
    expect(getToken).toHaveBeenCalledTimes(1);
  });

  it('sends no header when signed out', async () => {
    const { client, seen } = clientWith();
    client.use(createBearerTokenMiddleware(BASE, async () => null));
    await client.GET('/v1.0/terms');
    expect(seen[0]?.headers.get('Authorization')).toBeNull();
  });
});

describe('error middleware', () => {
  it('routes 401, 403 and 500 to the handlers', async () => {
    for (const [status, handler] of [
      [401, 'unauthorized'],
      [403, 'forbidden'],
      [500, 'serverError'],
    ] as const) {
      const handlers = { unauthorized: vi.fn(), forbidden: vi.fn(), serverError: vi.fn() };
      const { client } = clientWith(status);
      client.use(createErrorMiddleware(BASE, () => handlers));
      const result = await client.GET('/v1.0/users');
      expect(result.response.status).toBe(status);
      expect(handlers[handler]).toHaveBeenCalledTimes(1);
    }
  });

  it("leaves a request read by its id to its page: a 403 there is an unknown or another's request", async () => {
    const handlers = { unauthorized: vi.fn(), forbidden: vi.fn(), serverError: vi.fn() };
    const { client } = clientWith(403);
    client.use(createErrorMiddleware(BASE, () => handlers));
    const result = await client.GET('/v1.0/requests/{id}', { params: { path: { id: 'NOC999999-P3' } } });
    expect(result.response.status).toBe(403);
    expect(handlers.forbidden).not.toHaveBeenCalled();
    await client.POST('/v1.0/requests/workflows', { body: {} as never, params: {} as never });
    expect(handlers.forbidden).toHaveBeenCalledTimes(1);
  });

  it('passes other statuses to the caller', async () => {
    const handlers = { unauthorized: vi.fn(), forbidden: vi.fn(), serverError: vi.fn() };
    const { client } = clientWith(404);
    client.use(createErrorMiddleware(BASE, () => handlers));
    await client.GET('/v1.0/users');
    expect(Object.values(handlers).every((handler) => handler.mock.calls.length === 0)).toBe(true);
  });
});
