import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';

const uiConfigurationSchema = z
  .object({
    features: z.record(z.string(), z.boolean()),
    expirationTime: z.number().int(),
    analytics: z.object({ gtmContainerId: z.string() }),
    /** "one-login": "Continue" goes to GOV.UK One Login; "service": to this service's own sign-in. */
    signIn: z.enum(['one-login', 'service']),
  })
  .meta({ id: 'UIPropertiesDTO' });

export const uiConfigurationRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/ui-configuration',
    {
      config: { public: true },
      schema: {
        operationId: 'getUIFlags',
        tags: ['UI Configuration'],
        summary: 'Retrieves configuration for UI features',
        security: [],
        response: { 200: uiConfigurationSchema },
      },
    },
    async () => app.config.ui,
  );
};
