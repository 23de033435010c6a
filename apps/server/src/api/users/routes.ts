import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponseSchema } from '../../platform/http/errors';
import { currentUserSchema, updateLanguageSchema, updateTermsSchema } from './schemas';
import { usersService } from './service';

export const usersRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = usersService(app.db, app.userContext);

  app.get(
    '/users',
    {
      schema: {
        operationId: 'getCurrentUser',
        tags: ['Users'],
        summary: 'Retrieves info of the logged in user',
        response: { 200: currentUserSchema, 401: errorResponseSchema, 404: errorResponseSchema },
      },
    },
    async (request) => service.currentUser(request.userId),
  );

  app.patch(
    '/users/terms-and-conditions',
    {
      schema: {
        operationId: 'editUserTerms',
        tags: ['Users'],
        summary: 'Updates the terms and conditions version the logged in user accepted',
        body: updateTermsSchema,
        response: { 204: z.null(), 400: errorResponseSchema, 401: errorResponseSchema },
      },
    },
    async (request, reply) => {
      await service.acceptTerms(request.userId, request.body.version);
      return reply.status(204).send(null);
    },
  );

  app.put(
    '/users/language',
    {
      schema: {
        operationId: 'editUserLanguage',
        tags: ['Users'],
        summary: 'Records the language the logged in user chose for the service and its e-mails',
        body: updateLanguageSchema,
        response: { 204: z.null(), 400: errorResponseSchema, 401: errorResponseSchema },
      },
    },
    async (request, reply) => {
      await service.chooseLanguage(request.userId, request.body.language);
      return reply.status(204).send(null);
    },
  );
};
