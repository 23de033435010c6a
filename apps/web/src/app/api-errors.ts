import type { createAppRouter } from './router';
import { setApiErrorHandlers } from '../shared/api';
import { startLogin } from '../shared/auth/identity';
import { reloadUserState } from '../shared/auth/session';
import { paths } from '../shared/routing';
import { setServerError } from './server-error';

type AppRouter = ReturnType<typeof createAppRouter>;

/** Wires the global API error handling of spec §8 once the app has started. */
export function installApiErrorHandling(router: AppRouter): void {
  let loginStarted = false;
  setApiErrorHandlers({
    unauthorized: () => {
      if (loginStarted) return;
      loginStarted = true;
      const { pathname, search } = router.state.location;
      startLogin(`${pathname}${search}`).catch((error: unknown) => {
        loginStarted = false;
        console.error('Could not start sign in', error);
      });
    },
    forbidden: () => {
      reloadUserState()
        .catch((error: unknown) => console.error('Could not reload the user state', error))
        .finally(() => void router.navigate(paths.landing));
    },
    serverError: () => setServerError(true),
  });
}
