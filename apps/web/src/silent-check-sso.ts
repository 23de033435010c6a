import { UserManager } from 'oidc-client-ts';
import { userManagerSettings } from './shared/auth/settings';

// Runs inside the hidden frame of a silent sign-in and hands the response back to the app.
new UserManager(userManagerSettings(window.location.origin))
  .signinSilentCallback()
  .catch((error: unknown) => console.error('Silent sign-in callback failed', error));
