import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';

const uiConfigurationSchema = z
  .object({
    features: z.record(z.string(), z.boolean()),
    expirationTime: z.number().int(),
    analytics: z.object({ gtmContainerId: z.string() }),
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
