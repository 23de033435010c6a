import { createMemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { landingRoutes } from './routes';

describe('the empty path', () => {
  it('redirects to /landing inside the app too, keeping the query (spec §2)', async () => {
    const router = createMemoryRouter([{ path: '/', children: landingRoutes }], {
      initialEntries: ['/?from=header'],
    });
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/landing'));
    expect(router.state.location.search).toBe('?from=header');
    router.dispose();
  });
});
