import type Provider from 'oidc-provider';
import type { KoaContextWithOIDC } from 'oidc-provider';
import { uriMatches, type ClientRegistration } from './client-registrations';
import { keycloakSessionCookie } from './keycloak-frames';
import type { RefreshTokenJwt } from './refresh-token-jwt';

/** What keycloak-js expects of the provider beyond OpenID Connect (ADR 44). */
export function installKeycloakProtocol(
  provider: Provider,
  options: {
    refreshTokens: RefreshTokenJwt;
    clients: Map<string, ClientRegistration>;
    mountPath: string;
    secure: boolean;
    sessionMaxTtlSeconds: number;
  },
): void {
  provider.use(keycloakTokenResponse(options.refreshTokens));
  provider.use(keycloakSessionState(options.mountPath, options.secure, options.sessionMaxTtlSeconds));
  acceptRefreshTokenJwts(provider, options.refreshTokens);
  matchKeycloakPatterns(provider, options.clients);
}

const epochNow = () => Math.floor(Date.now() / 1000);

/**
 * Like Keycloak, tell the client how long the refresh token it just received stays valid
 * (`refresh_expires_in`, seconds; the SPA warns before its session ends), and hand it over as the JWT
 * keycloak-js decodes (refresh-token-jwt.ts).
 */
function keycloakTokenResponse(refreshTokens: RefreshTokenJwt) {
  return async (ctx: KoaContextWithOIDC, next: () => Promise<void>): Promise<void> => {
    await next();
    // keycloak-js makes its token calls with credentials (XMLHttpRequest.withCredentials), which a browser
    // lets the page read only with this header; the origin was already checked (clientBasedCORS).
    const allowed = ctx.response.get('access-control-allow-origin');
    if (allowed && allowed !== '*') ctx.set('access-control-allow-credentials', 'true');
    const body = ctx.body as Record<string, unknown> | undefined;
    const token = ctx.oidc?.entities.RefreshToken;
    if (ctx.oidc?.route !== 'token' || !body || typeof body.refresh_token !== 'string' || !token) return;
    body.refresh_expires_in = Math.max(0, token.remainingTTL);
    if (body.refresh_token !== token.jti) return;
    body.refresh_token = await refreshTokens.wrap({
      jti: token.jti,
      iat: token.iat ?? epochNow(),
      exp: token.exp ?? epochNow() + token.remainingTTL,
      accountId: token.accountId,
      clientId: token.clientId ?? '',
      sessionUid: token.sessionUid,
      scope: token.scope,
    });
  };
}

/** Only our JWT wrappers are refresh tokens now; the stored token they name decides the rest. */
function acceptRefreshTokenJwts(provider: Provider, refreshTokens: RefreshTokenJwt): void {
  const model = provider.RefreshToken as unknown as {
    find(value: string, options?: object): Promise<unknown>;
  };
  const findStored = model.find.bind(model);
  model.find = async (value, options) => {
    const stored = typeof value === 'string' ? await refreshTokens.unwrap(value) : undefined;
    return stored ? findStored(stored, options) : undefined;
  };
}

/**
 * Keycloak's session-status frame compares the session the client's token names with a cookie of the
 * provider's origin that script can read (keycloak-frames.ts): set it whenever a signed-in person's
 * authorization request is answered, so it always names the current session.
 */
function keycloakSessionState(mountPath: string, secure: boolean, maxAgeSeconds: number) {
  return async (ctx: KoaContextWithOIDC, next: () => Promise<void>): Promise<void> => {
    await next();
    const route = ctx.oidc?.route;
    const session = ctx.oidc?.session;
    if ((route === 'authorization' || route === 'resume') && session?.accountId && ctx.status < 400) {
      ctx.append('set-cookie', keycloakSessionCookie(session.uid, mountPath, secure, maxAgeSeconds));
    }
  };
}

/** Redirect and post-logout URIs match a client's registrations as Keycloak's do (client-registrations.ts). */
function matchKeycloakPatterns(provider: Provider, byId: Map<string, ClientRegistration>): void {
  const prototype = provider.Client.prototype as {
    clientId: string;
    redirectUriAllowed(this: unknown, value: string): boolean;
    postLogoutRedirectUriAllowed(this: unknown, value: string): boolean;
  };
  prototype.redirectUriAllowed = function redirectUriAllowed(this: { clientId: string }, value: string) {
    return byId.get(this.clientId)?.redirectUris.some((uri) => uriMatches(uri, value)) ?? false;
  };
  prototype.postLogoutRedirectUriAllowed = function postLogoutRedirectUriAllowed(
    this: { clientId: string },
    value: string,
  ) {
    return byId.get(this.clientId)?.postLogoutRedirectUris.some((uri) => uriMatches(uri, value)) ?? false;
  };
}
