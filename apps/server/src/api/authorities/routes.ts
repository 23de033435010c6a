import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponseSchema } from '../../platform/http/errors';
import { languageSchema } from '../users/schemas';
import { usersService } from '../users/service';

const userStateSchema = z
  .object({
    userId: z.string(),
    roleType: z.enum(['OPERATOR', 'VERIFIER', 'REGULATOR']),
    status: z.enum(['ENABLED', 'DISABLED', 'ACCEPTED', 'NO_AUTHORITY']),
    /** The language chosen in the profile (ADR 55); null when never chosen. */
    language: languageSchema.nullable(),
  })
  .meta({ id: 'UserStateDTO' });

export const authoritiesRoutes: FastifyPluginAsyncZod = async (app) => {
  const users = usersService(app.db, app.userContext);
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
      const [context, language] = await Promise.all([
        app.userContext(request.userId),
        users.language(request.userId),
      ]);
      return { userId: context.userId, roleType: context.roleType, status: context.status, language };
    },
  );
};
