import type * as ApiModuleNs from '../shared/api';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import createClient from 'openapi-fetch';
import { render, screen } from '@testing-library/react';
import { RouterProvider, createMemoryRouter } from 'react-router';
import type { ApiErrorHandlers } from '../shared/api';
import { createErrorMiddleware } from '../shared/api/middleware';
import type { paths } from '../shared/api/schema';

const handlersSet = vi.fn<(handlers: ApiErrorHandlers) => void>();
const startLogin = vi.fn(async (_target: string) => undefined);
const reloadUserState = vi.fn(async () => undefined);
const setServerError = vi.fn();

type ApiModule = typeof ApiModuleNs;

vi.mock('../shared/api', async (original) => ({
  ...(await original<ApiModule>()),
  setApiErrorHandlers: (handlers: ApiErrorHandlers) => handlersSet(handlers),
}));
// The shell imports the auth modules one by one (app/api-errors.ts), so they are mocked one by one.
vi.mock('../shared/auth/identity', async (original) => ({
  ...(await original<Record<string, unknown>>()),
  startLogin,
}));
vi.mock('../shared/auth/session', async (original) => ({
  ...(await original<Record<string, unknown>>()),
  reloadUserState,
}));
vi.mock('./server-error', () => ({ setServerError }));

const { installApiErrorHandling } = await import('./api-errors');
const { RouteError } = await import('./RouteError');
const { ApiError } = await import('../shared/api');

function installed() {
  const navigate = vi.fn(async () => undefined);
  const router = { state: { location: { pathname: '/dashboard', search: '?page=2' } }, navigate };
  installApiErrorHandling(router as never);
  const handlers = handlersSet.mock.calls.at(-1)?.[0];
  if (!handlers) throw new Error('no handlers installed');
  return { handlers, navigate };
}

beforeEach(() => vi.clearAllMocks());

describe('global API error handling (spec §8)', () => {
  it('500 shows the error page without changing the URL', () => {
    const { handlers, navigate } = installed();
    handlers.serverError();
    expect(setServerError).toHaveBeenCalledWith(true);
    expect(navigate).not.toHaveBeenCalled();
  });

  it('401 starts login once, returning to the current page', () => {
    const { handlers } = installed();
    handlers.unauthorized();
    handlers.unauthorized();
    expect(startLogin).toHaveBeenCalledTimes(1);
    expect(startLogin).toHaveBeenCalledWith('/dashboard?page=2');
  });

  it('403 reloads the user state, then goes to landing', async () => {
    const { handlers, navigate } = installed();
    handlers.forbidden();
    await vi.waitFor(() => expect(navigate).toHaveBeenCalledWith('/landing'));
    expect(reloadUserState).toHaveBeenCalledTimes(1);
    expect(reloadUserState.mock.invocationCallOrder[0]).toBeLessThan(
      navigate.mock.invocationCallOrder[0] ?? 0,
    );
  });

  it('leaves account header-info calls to the caller', async () => {
    const handlers = { unauthorized: vi.fn(), forbidden: vi.fn(), serverError: vi.fn() };
    for (const status of [401, 403, 500]) {
      const client = createClient<paths>({
        baseUrl: 'http://localhost/api',
        fetch: async () => new Response('{}', { status, headers: { 'content-type': 'application/json' } }),
      });
      client.use(createErrorMiddleware('http://localhost/api', () => handlers));
      const result = await client.GET(
        '/v1.0/account/{id}/header-info' as never,
        {
          params: { path: { id: 7 } },
        } as never,
      );
      expect((result as { response: Response }).response.status).toBe(status);
    }
    expect(Object.values(handlers).every((handler) => handler.mock.calls.length === 0)).toBe(true);
  });
});

describe('unhandled route errors', () => {
  let logged: ReturnType<typeof vi.spyOn>;
  beforeEach(() => {
    logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
  });
  afterEach(() => logged.mockRestore());

  function renderFailing(error: unknown, path = '/broken') {
    const router = createMemoryRouter(
      [
        {
          path: '/broken',
          loader: () => {
            throw error;
          },
          element: <p>never</p>,
          errorElement: <RouteError />,
        },
        { path: '/error/404', element: <h1>Page not found</h1> },
        { path: '/error/500', element: <h1>Sorry, there is a problem with the service</h1> },
      ],
      { initialEntries: [path] },
    );
    render(<RouterProvider router={router} />);
    return router;
  }

  it('a 404 shows the not-found page in place, keeping the address (issue 39)', async () => {
    const router = renderFailing(new ApiError(404, null));
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeTruthy();
    expect(screen.getByText('If you typed the web address, check it is correct.')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/broken');
    // An address that does not exist is the user's mistake or an old link, not a fault to log.
    expect(logged).not.toHaveBeenCalled();
  });

  it('anything else goes to /error/500 and is logged', async () => {
    const router = renderFailing(new Error('boom'));
    expect(
      await screen.findByRole('heading', { name: 'Sorry, there is a problem with the service' }),
    ).toBeTruthy();
    expect(router.state.location.pathname).toBe('/error/500');
    expect(logged).toHaveBeenCalledWith(expect.objectContaining({ message: 'boom' }));
  });
});
