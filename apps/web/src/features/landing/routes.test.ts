import { createMemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setSessionForTest } from '../../shared/auth/testing';
import { paths, requireAcceptedTerms } from '../../shared/routing';
import { landingRoutes } from './routes';

const terms = { url: '/terms/v2', version: 2, text: 'Terms' };
const user = { email: 'v@example.com', firstName: 'Vera', lastName: 'Verifier' };

/** The app's shape: the terms guard around the landing routes, the terms page and the sign-in callback. */
function appRouter(initialEntry: string) {
  return createMemoryRouter(
    [
      {
        path: '/',
        loader: requireAcceptedTerms,
        shouldRevalidate: () => true,
        children: [
          ...landingRoutes,
          { path: 'terms-and-conditions', element: null },
          { path: 'signin-callback', element: null },
        ],
      },
    ],
    { initialEntries: [initialEntry] },
  );
}

afterEach(() => setSessionForTest({}));

describe('the empty path', () => {
  it('redirects to /landing inside the app too, keeping the query (spec §2)', async () => {
    const router = appRouter('/?from=header');
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/landing'));
    expect(router.state.location.search).toBe('?from=header');
    router.dispose();
  });

  it('sends a user with terms to accept straight to them, replacing the entry as the navigation asked', async () => {
    setSessionForTest({ loggedIn: true, user: { ...user, termsVersion: 1 }, terms });
    const router = appRouter(paths.signInCallback);
    await vi.waitFor(() => expect(router.state.navigation.state).toBe('idle'));
    // What the sign-in callback does once signed in. A second redirect after /landing would be a PUSH.
    await router.navigate('/', { replace: true });
    expect(router.state.location.pathname).toBe(paths.terms);
    expect(router.state.historyAction).toBe('REPLACE');
    router.dispose();
  });
});
