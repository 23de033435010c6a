import { fromUiLocales } from './page-language';
import Provider, { type Configuration, type KoaContextWithOIDC } from 'oidc-provider';
import type { Config } from '../config';
import { endSessionsByUid } from '../platform/auth/sessions';
import type { Database } from '../platform/db';
import type { SigningKeys } from '../platform/secrets';
import { createDrizzleAdapterFactory } from './adapter';
import type { ClientRegistration } from './client-registrations';
import { loadClaims } from './credentials';
import { installKeycloakProtocol } from './keycloak-protocol';
import type { ProviderPages } from './provider-pages';
import { createRefreshTokenJwt } from './refresh-token-jwt';

/** Keycloak's paths, so the SPA and anything else configured for Keycloak keeps working. */
const keycloakRoutes = {
  authorization: '/protocol/openid-connect/auth',
  token: '/protocol/openid-connect/token',
  end_session: '/protocol/openid-connect/logout',
  userinfo: '/protocol/openid-connect/userinfo',
  jwks: '/protocol/openid-connect/certs',
  revocation: '/protocol/openid-connect/revoke',
  introspection: '/protocol/openid-connect/token/introspect',
};

const grantedScopes = 'openid profile email offline_access api';
/** Keycloak's default client scopes (profile, email) are released whatever scope the client asks for. */
const identityClaims = ['email', 'email_verified', 'name', 'given_name', 'family_name', 'preferred_username'];

export interface ProviderSettings {
  config: Config;
  db: Database;
  signingKeys: SigningKeys;
  cookieKeys: string[];
  mountPath: string;
  pages: ProviderPages;
  /** Every client: the SPA's own first, then OIDC_CLIENTS (client-registrations.ts registeredClients). */
  clients: ClientRegistration[];
}

const epochNow = () => Math.floor(Date.now() / 1000);

export async function createProvider({
  config,
  db,
  signingKeys,
  cookieKeys,
  mountPath,
  pages,
  clients,
}: ProviderSettings): Promise<Provider> {
  const { publicUrl, oidc } = config;
  const byId = new Map(clients.map((client) => [client.clientId, client]));
  const apiResource = `${publicUrl}/api`;
  const secure = publicUrl.startsWith('https:');
  /** Seconds left before `startedAt + sessionMax`, never less than one so a save still succeeds. */
  const untilSessionMax = (startedAt: number | undefined) =>
    startedAt ? Math.max(1, startedAt + oidc.sessionMaxTtlSeconds - epochNow()) : oidc.sessionMaxTtlSeconds;

  const configuration: Configuration = {
    adapter: createDrizzleAdapterFactory(db),
    jwks: signingKeys as Configuration['jwks'],
    cookies: {
      keys: cookieKeys,
      long: { signed: true, httpOnly: true, sameSite: 'lax', secure },
      short: { signed: true, httpOnly: true, sameSite: 'lax', secure },
    },
    routes: keycloakRoutes,
    // keycloak-js configured from discovery finds the session-status frame here, as on Keycloak.
    discovery: {
      check_session_iframe: `${config.oidc.issuer}/protocol/openid-connect/login-status-iframe.html`,
      // The pages speak English and Welsh (ADR 55): a client's ui_locales chooses between them.
      ui_locales_supported: ['en', 'cy'],
    },
    clients: clients.map((client) => ({
      client_id: client.clientId,
      token_endpoint_auth_method: 'none',
      application_type: 'web',
      grant_types: ['authorization_code', 'refresh_token'],
      response_types: ['code'],
      redirect_uris: client.redirectUris,
      post_logout_redirect_uris: client.postLogoutRedirectUris,
    })),
    pkce: { methods: ['S256'], required: () => true },
    // Browsers send Origin on token and logout calls; only the client's registered web origins may make them.
    clientBasedCORS: (_ctx, origin, client) =>
      byId.get(client.clientId)?.webOrigins.includes(origin) ?? false,
    scopes: grantedScopes.split(' '),
    claims: {
      openid: ['sub', 'sid', 'session_state', 'status', 'locale', ...identityClaims],
      email: ['email', 'email_verified'],
      profile: ['given_name', 'family_name', 'name', 'preferred_username', 'status', 'locale'],
    },
    // The SPA reads these from the ID token; userinfo is served beside the account endpoint (keycloak-account.ts).
    conformIdTokenClaims: false,
    async findAccount(_ctx, sub, token) {
      const claims = await loadClaims(db, sub);
      if (!claims) return undefined;
      // The ID token names the session as the access token does (keycloak-js's session-status frame).
      const session = token?.sessionUid ? { sid: token.sessionUid, session_state: token.sessionUid } : {};
      const keycloak = {
        // Keycloak's username is the email address in this realm; addresses are confirmed by a link.
        preferred_username: claims.email,
        email_verified: true,
        name: `${claims.given_name} ${claims.family_name}`,
      };
      return { accountId: sub, claims: () => ({ ...claims, ...keycloak, ...session }) };
    },
    features: {
      devInteractions: { enabled: false },
      revocation: { enabled: true },
      introspection: { enabled: true },
      rpInitiatedLogout: {
        enabled: true,
        logoutSource: pages.logoutSource,
        postLogoutSuccessSource: pages.postLogoutSuccessSource,
      },
      resourceIndicators: {
        enabled: true,
        defaultResource: () => apiResource,
        useGrantedResource: () => true,
        getResourceServerInfo: () => ({
          scope: 'api',
          audience: oidc.audience,
          accessTokenFormat: 'jwt',
          accessTokenTTL: oidc.accessTokenTtlSeconds,
          jwt: { sign: { alg: 'RS256' } },
        }),
      },
    },
    // The client's ui_locales (ADR 55) rides into the first page as ?lang, which remembers it in the cookie:
    // the toggle can then change it for the rest of the sign-in.
    interactions: {
      url: (_ctx, interaction) => {
        const lang = fromUiLocales(interaction.params.ui_locales);
        return `${mountPath}/login-actions/${interaction.uid}${lang ? `?lang=${lang}` : ''}`;
      },
    },
    // Registered clients are first-party (as Keycloak's without "consent required"): the person is never
    // asked to consent; the grant is created on their behalf.
    async loadExistingGrant(ctx: KoaContextWithOIDC) {
      const { client, session, provider } = ctx.oidc;
      if (!client || !session?.accountId) return undefined;
      const grantId = ctx.oidc.result?.consent?.grantId ?? session.grantIdFor(client.clientId);
      const existing = grantId ? await provider.Grant.find(grantId) : undefined;
      if (existing) return existing;
      const grant = new provider.Grant({ clientId: client.clientId, accountId: session.accountId });
      grant.addOIDCScope(grantedScopes);
      grant.addResourceScope(apiResource, 'api');
      await grant.save();
      return grant;
    },
    // The API refuses an access token once its session has ended (signed out), not only when it expires.
    extraTokenClaims: (_ctx, token) =>
      token.kind === 'AccessToken' && token.sessionUid
        ? { sid: token.sessionUid, session_state: token.sessionUid }
        : undefined,
    // Keycloak gives every browser client a refresh token, without offline_access.
    issueRefreshToken: () => true,
    // Signing out must end refresh tokens too, even with offline_access (which would otherwise outlive it).
    expiresWithSession: () => true,
    rotateRefreshToken: () => true,
    ttl: {
      AccessToken: oidc.accessTokenTtlSeconds,
      AuthorizationCode: 60,
      IdToken: oidc.accessTokenTtlSeconds,
      Interaction: 60 * 60,
      Grant: oidc.sessionMaxTtlSeconds,
      Session: (_ctx, session) => untilSessionMax(session.loginTs),
      // Idle timeout per token, capped by the session's absolute lifetime counted from sign-in.
      RefreshToken: (_ctx, token) =>
        Math.min(oidc.sessionIdleTtlSeconds, untilSessionMax(token.authTime ?? token.iiat)),
    },
    renderError: pages.renderError,
  };

  const provider = new Provider(config.oidc.issuer, configuration);
  // X-Forwarded-* only from the proxies the service trusts (TRUST_PROXY), as for the API.
  provider.proxy = config.trustProxy !== false;
  installKeycloakProtocol(provider, {
    refreshTokens: await createRefreshTokenJwt(config.oidc.issuer, signingKeys),
    clients: byId,
    mountPath,
    secure,
    sessionMaxTtlSeconds: oidc.sessionMaxTtlSeconds,
  });
  allowTimedOutLogoutQuery(provider, `${publicUrl}/timed-out`);
  endSessionEverywhere(provider, db);
  return provider;
}

/**
 * Signing out deletes every record of the session (not only the one in the cookie: two silent sign-ins
 * at once can each renew its identifier) and tells every instance, so its access tokens stop working.
 */
function endSessionEverywhere(provider: Provider, db: Database): void {
  const prototype = provider.Session.prototype as { uid: string; destroy(this: unknown): Promise<void> };
  const destroyOne = prototype.destroy;
  prototype.destroy = async function destroy(this: { uid: string }) {
    await endSessionsByUid(db, [this.uid]);
    await destroyOne.call(this);
  };
}

/**
 * The SPA's timeout sign-out returns to `/timed-out?idle=<seconds>`: accept that registered URI with
 * exactly one numeric `idle` parameter; every other post-logout URI must match a registration exactly.
 */
function allowTimedOutLogoutQuery(provider: Provider, timedOutUri: string): void {
  const prototype = provider.Client.prototype as {
    postLogoutRedirectUriAllowed(this: unknown, value: string): boolean;
  };
  const registeredOnly = prototype.postLogoutRedirectUriAllowed;
  prototype.postLogoutRedirectUriAllowed = function postLogoutRedirectUriAllowed(value: string) {
    if (registeredOnly.call(this, value)) return true;
    let url: URL;
    try {
      url = new URL(value);
    } catch {
      return false;
    }
    const keys = [...url.searchParams.keys()];
    if (url.hash || keys.length !== 1 || !/^\d{1,7}$/.test(url.searchParams.get('idle') ?? '')) return false;
    url.search = '';
    return url.href === timedOutUri && registeredOnly.call(this, timedOutUri);
  };
}
