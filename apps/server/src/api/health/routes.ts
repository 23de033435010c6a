import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { checkDatabase } from '../../platform/db';
import { errorResponseSchema } from '../../platform/http/errors';

const healthSchema = z.object({ status: z.literal('UP'), database: z.literal('UP') }).meta({ id: 'Health' });

export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/health',
    {
      config: { public: true },
      schema: {
        operationId: 'getHealth',
        tags: ['Health'],
        security: [],
        response: { 200: healthSchema, 503: errorResponseSchema },
      },
    },
    async (request, reply) => {
      try {
        await checkDatabase(app.db);
        return { status: 'UP' as const, database: 'UP' as const };
      } catch (error) {
        request.log.error({ err: error }, 'database health check failed');
        return reply.status(503).send({
          code: 'SERVICE_UNAVAILABLE',
          message: 'The database is not reachable',
          security: false,
          data: [],
        });
      }
    },
  );
};
