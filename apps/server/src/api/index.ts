import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { registerAuthentication } from '../platform/auth/authentication';
import type { TokenVerifier } from '../platform/auth/token-verifier';
import { authoritiesRoutes } from './authorities/routes';
import { cachedUserContexts } from './shared/current-user';
import { feedbackRoutes } from './feedback/routes';
import { healthRoutes } from './health/routes';
import { itemsRoutes } from './items/routes';
import { regulatorAuthoritiesRoutes } from './regulator-authorities/routes';
import { termsRoutes } from './terms/routes';
import { uiConfigurationRoutes } from './ui-configuration/routes';
import { usersRoutes } from './users/routes';

/** Everything under /api. Each feature is one plugin; all of /api/v1.0 needs a bearer token unless public. */
export const apiPlugin: FastifyPluginAsyncZod<{ verifyToken: TokenVerifier }> = async (app, options) => {
  registerAuthentication(app, options.verifyToken);
  app.decorate('userContext', cachedUserContexts(app.db, app.changes));
  await app.register(uiConfigurationRoutes);
  await app.register(healthRoutes);
  app.get('/openapi.json', { config: { public: true }, schema: { hide: true } }, async () => app.swagger());
  await app.register(
    async (v1) => {
      await v1.register(authoritiesRoutes);
      await v1.register(usersRoutes);
      await v1.register(termsRoutes);
      await v1.register(itemsRoutes);
      await v1.register(feedbackRoutes, { verifyToken: options.verifyToken });
      await v1.register(regulatorAuthoritiesRoutes);
    },
    { prefix: '/v1.0' },
  );
};
