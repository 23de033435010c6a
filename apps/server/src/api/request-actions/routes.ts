import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ApiError, errorResponseSchema } from '../../platform/http/errors';
import { requireRoleType } from '../../domain/authorization';
import { fileTokenSchema } from '../user-signatures/routes';
import {
  attachmentQuerySchema,
  fileDocumentQuerySchema,
  requestActionIdParamsSchema,
  requestActionInfoListSchema,
  requestActionSchema,
  requestActionsQuerySchema,
} from './schemas';
import { requestActionsService } from './service';

const errors = {
  400: errorResponseSchema,
  401: errorResponseSchema,
  403: errorResponseSchema,
  404: errorResponseSchema,
};

/** The timeline of a request and the files its entries refer to. */
export const requestActionsRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = requestActionsService(app);

  app.get(
    '/request-actions',
    {
      schema: {
        operationId: 'getRequestActionsByRequestId',
        tags: ['Request actions'],
        summary: 'Retrieves the actions associated with the request',
        querystring: requestActionsQuerySchema,
        response: { 200: requestActionInfoListSchema, ...errors },
      },
    },
    async (request) => service.list(await app.userContext(request.userId), request.query.requestId),
  );

  app.get(
    '/request-actions/:id',
    {
      schema: {
        operationId: 'getRequestActionById',
        tags: ['Request actions'],
        summary: 'Get request action by id',
        params: requestActionIdParamsSchema,
        response: { 200: requestActionSchema, ...errors },
      },
    },
    async (request) => service.get(await app.userContext(request.userId), request.params.id),
  );

  app.get(
    '/request-action-attachments/:id',
    {
      schema: {
        operationId: 'generateRequestActionGetFileAttachmentToken',
        tags: ['Request action attachments handling'],
        summary:
          'Generate the token to get the file with the provided uuid that belongs to the provided request action',
        params: requestActionIdParamsSchema,
        querystring: attachmentQuerySchema,
        response: { 200: fileTokenSchema, ...errors },
      },
    },
    async (request) =>
      service.attachmentToken(
        await app.userContext(request.userId),
        request.params.id,
        request.query.attachmentUuid,
      ),
  );

  app.get(
    '/request-action-file-documents/:id',
    {
      // The reference has no rule for this operation, so its rule engine refuses everyone: kept as is.
      preHandler: requireRoleType([]),
      schema: {
        operationId: 'generateRequestActionGetFileDocumentToken',
        tags: ['Request action file documents handling'],
        summary:
          'Generate the token to get the file document with the provided uuid that belongs to the provided request action',
        params: requestActionIdParamsSchema,
        querystring: fileDocumentQuerySchema,
        response: { 200: fileTokenSchema, ...errors },
      },
    },
    async () => {
      throw new ApiError('FORBIDDEN');
    },
  );
};
