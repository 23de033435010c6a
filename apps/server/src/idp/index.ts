import type { FastifyPluginAsync } from 'fastify';
import formbody from '@fastify/formbody';
import middie from '@fastify/middie';
import { ApiError } from '../platform/http/errors';
import { contentSecurityPolicy } from '../platform/http/security';
import { lazy } from '../platform/lazy';
import { withoutTrailing } from '../platform/text';
import type { SigningKeys } from '../platform/secrets';
import type { TokenVerifier } from '../platform/auth/token-verifier';
import { registerBrowserAssets } from './browser-assets';
import { registeredClients } from './client-registrations';
import { registerGovukAssets } from './govuk-assets';
import { registerKeycloakAccount } from './keycloak-account';
import { clearKeycloakSessionCookie, registerKeycloakFrames } from './keycloak-frames';
import { registerLoginActions } from './login-actions';
import { createProviderPages } from './provider-pages';
import { clearSessionHintCookie } from './session-hint';
import { createRenderer } from './views';
import { createRelyingParty } from './one-login/relying-party';
import { installOneLoginSignOut, registerOneLoginSignOutReturn } from './one-login/sign-out';

export interface IdentityProviderOptions {
  signingKeys: SigningKeys;
  cookieKeys: string[];
  /** The API's access-token check, for the realm's account endpoint. */
  verifyToken: TokenVerifier;
}

/** Paths under the mount that are ordinary Fastify routes rather than oidc-provider endpoints. */
const fastifyOwnedPaths = [
  '/login-actions/',
  '/resources/',
  '/account',
  '/protocol/openid-connect/3p-cookies/',
  '/protocol/openid-connect/login-status-iframe.html',
  '/protocol/openid-connect/userinfo',
  // Keycloak's identity-broker paths, where GOV.UK One Login's redirect URI is registered (ADR 48).
  '/broker/',
];

/**
 * The embedded OpenID Connect provider (oidc-provider, a Koa app) mounted at the issuer's path with
 * Keycloak's endpoint paths, plus our own GOV.UK sign-in pages. All state lives in the database.
 */
export const identityProviderPlugin: FastifyPluginAsync<IdentityProviderOptions> = async (app, options) => {
  const { config } = app;
  const mountPath = withoutTrailing(new URL(config.oidc.issuer).pathname, '/');
  if (!mountPath)
    throw new Error('the embedded identity provider needs an issuer with a path, e.g. /auth/realms/esos');
  const homeUrl = `${config.publicUrl}/`;
  const secure = config.publicUrl.startsWith('https:');
  const resourcesPath = `${mountPath}/resources/govuk-frontend`;
  const scriptsPath = `${mountPath}/resources/esos`;
  // Sign-in pages are not part of the API description.
  app.addHook('onRoute', (route) => {
    route.schema = { ...route.schema, hide: true };
  });

  const renderPage = createRenderer({
    assetPath: `${resourcesPath}/assets`,
    serviceUrl: homeUrl,
    production: config.env === 'production',
  });
  const render: typeof renderPage = (template, context) =>
    renderPage(template, { resourcesPath, scriptsPath, ...context });
  // oidc-provider (with Koa and its other dependencies, about 7 MB of heap and code) is imported on the first
  // request to the identity provider's paths, not at start: most instances' traffic is the API, whose tokens
  // are checked without it (issue 17 item 5, a server instance's memory). A failed import is retried.
  const clients = registeredClients(config);
  const oneLogin = config.oneLogin
    ? {
        relyingParty: createRelyingParty(
          config.oneLogin,
          `Manage-your-ESOS-reporting (+${config.publicUrl})`,
        ),
        returnPath: new URL(config.oneLogin.postLogoutRedirectUri).pathname,
      }
    : undefined;
  const loadProvider = lazy(() =>
    import('./provider').then(async ({ createProvider }) => {
      const provider = await createProvider({
        config,
        db: app.db,
        signingKeys: options.signingKeys,
        cookieKeys: options.cookieKeys,
        mountPath,
        pages: createProviderPages(render, contentSecurityPolicy(config), homeUrl),
        clients,
      });
      provider.on('end_session.success', (ctx) => {
        ctx.append('set-cookie', clearSessionHintCookie(secure));
        ctx.append('set-cookie', clearKeycloakSessionCookie(mountPath, secure));
      });
      if (oneLogin) installOneLoginSignOut(provider, { mountPath, secure, ...oneLogin });
      provider.on('server_error', (_ctx, error) => app.log.error({ err: error }, 'identity provider error'));
      return { provider, handle: provider.callback() };
    }),
  );
  const provider = async () => (await loadProvider()).provider;

  await app.register(formbody);
  // oidc-provider answers on the raw response, which never sees Fastify's reply headers: copy them over.
  app.addHook('onRequest', (_request, reply, done) => {
    for (const [name, value] of Object.entries(reply.getHeaders())) {
      if (value !== undefined) reply.raw.setHeader(name, value);
    }
    done();
  });
  await app.register(middie);
  app.use(mountPath, (req, res, next) => {
    if (fastifyOwnedPaths.some((path) => req.url?.startsWith(path))) return next();
    loadProvider().then(
      ({ handle }) => void handle(req, res),
      (error: unknown) => next(error),
    );
  });
  // Fastify runs this scope's hooks, and so middie, only for routes of this scope: claim the whole mount.
  // ApiError, as the error handler answers any other error with 500 (and logs it as a failure).
  const notFound = async () => {
    throw new ApiError('NOTFOUND1001');
  };
  app.all(mountPath, notFound);
  app.all(`${mountPath}/*`, notFound);

  registerGovukAssets(app, resourcesPath);
  registerBrowserAssets(app, scriptsPath);
  registerLoginActions(app, {
    provider,
    mountPath,
    render,
    resourcesPath,
    ...(oneLogin ? { oneLogin: oneLogin.relyingParty } : {}),
  });
  if (oneLogin)
    registerOneLoginSignOutReturn(app, {
      returnPath: oneLogin.returnPath,
      secure,
      allowedOrigins: () => [
        new URL(config.publicUrl).origin,
        ...clients.flatMap((client) => client.webOrigins),
      ],
    });
  registerKeycloakFrames(app, { mountPath, clients });
  registerKeycloakAccount(app, { mountPath, clients, verifyToken: options.verifyToken });
};
