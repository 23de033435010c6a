import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { loadCallerContext } from '../../domain/authorization';
import { errorResponseSchema } from '../../platform/http/errors';
import { requestReadRoutes } from './read-routes';
import { requestCreateBodySchema, requestCreateQuerySchema, requestCreateResponseSchema } from './schemas';

export const requestsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/requests',
    {
      schema: {
        operationId: 'processRequestCreateAction',
        tags: ['Requests'],
        summary: 'Processes a request create action',
        querystring: requestCreateQuerySchema,
        body: requestCreateBodySchema,
        response: {
          200: requestCreateResponseSchema,
          400: errorResponseSchema,
          403: errorResponseSchema,
          404: errorResponseSchema,
          503: errorResponseSchema,
        },
      },
    },
    async (request) => {
      const context = await loadCallerContext(request);
      const body = request.body;
      return app.workflow.createRequest(
        context,
        request.query.accountId,
        body.requestCreateActionType,
        body.requestCreateActionPayload,
      );
    },
  );

  await app.register(requestReadRoutes);
};
