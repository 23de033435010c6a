import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { checkDatabase } from '../../platform/db';
import { errorResponseSchema } from '../../platform/http/errors';
import { readiness, readinessSchema } from './readiness';

const healthSchema = z.object({ status: z.literal('UP'), database: z.literal('UP') }).meta({ id: 'Health' });
const liveSchema = z.object({ status: z.literal('UP') }).meta({ id: 'Liveness' });

const publicRoute = { config: { public: true } } as const;

export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/health',
    {
      ...publicRoute,
      schema: {
        operationId: 'getHealth',
        tags: ['Health'],
        summary: 'The database answers (kept for existing monitors; see /health/ready)',
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

  app.get(
    '/health/live',
    {
      ...publicRoute,
      schema: {
        operationId: 'getLiveness',
        tags: ['Health'],
        summary: 'The process is running and answering (restart it if not)',
        security: [],
        response: { 200: liveSchema },
      },
    },
    async () => ({ status: 'UP' as const }),
  );

  const ready = readiness(app);
  app.get(
    '/health/ready',
    {
      ...publicRoute,
      schema: {
        operationId: 'getReadiness',
        tags: ['Health'],
        summary:
          'Whether to send this instance traffic: 503 when its database is unreachable or it is shutting down; ' +
          'the virus scanner and the mail outbox are reported (DEGRADED) but shared by every instance',
        security: [],
        response: { 200: readinessSchema, 503: readinessSchema },
      },
    },
    async (_request, reply) => {
      const result = await ready();
      return reply.status(result.status === 'DOWN' ? 503 : 200).send(result);
    },
  );
};
