import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponseSchema } from '../../platform/http/errors';

const userStateSchema = z
  .object({
    userId: z.string(),
    roleType: z.enum(['OPERATOR', 'VERIFIER', 'REGULATOR']),
    status: z.enum(['ENABLED', 'DISABLED', 'ACCEPTED', 'NO_AUTHORITY']),
  })
  .meta({ id: 'UserStateDTO' });

export const authoritiesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/authorities/current-user-state',
    {
      schema: {
        operationId: 'getCurrentUserState',
        tags: ['Authorities'],
        summary: 'Retrieves the status of the logged in user',
        response: { 200: userStateSchema, 401: errorResponseSchema },
      },
    },
    async (request) => {
      const context = await app.userContext(request.userId);
      return { userId: context.userId, roleType: context.roleType, status: context.status };
    },
  );
};
