import type { UserManagerSettings } from 'oidc-client-ts';

export const OIDC_REALM_PATH = '/auth/realms/esos';
export const OIDC_CLIENT_ID = 'esos-web';

export function authorityFor(origin: string): string {
  return `${origin}${OIDC_REALM_PATH}`;
}

/** Settings shared by the app and the silent sign-in frame (the user store is added by the app). */
export function userManagerSettings(origin: string): UserManagerSettings {
  return {
    authority: authorityFor(origin),
    client_id: OIDC_CLIENT_ID,
    redirect_uri: `${origin}/signin-callback`,
    silent_redirect_uri: `${origin}/silent-check-sso.html`,
    post_logout_redirect_uri: `${origin}/`,
    response_type: 'code',
    scope: 'openid profile email offline_access api',
    // We refresh on demand before each API call instead.
    automaticSilentRenew: false,
    loadUserInfo: false,
  };
}
