import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponseSchema } from '../../platform/http/errors';
import { contextOf, requireRoleType } from '../../domain/authorization';
import { auditEventsPageSchema, auditEventsParamsSchema, auditEventsQuerySchema } from './schemas';
import { auditEventsService } from './service';

const errors = { 400: errorResponseSchema, 401: errorResponseSchema, 403: errorResponseSchema };

/** An account's audit trail (ADR 21): regulators of its competent authority with the audit permission. */
export const auditEventsRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = auditEventsService(app);

  app.get(
    '/accounts/:accountId/audit-events',
    {
      preHandler: requireRoleType(['REGULATOR']),
      schema: {
        operationId: 'getAccountAuditEvents',
        tags: ['Audit'],
        summary: "Retrieves a page of the account's audit trail, newest first, by person and date",
        params: auditEventsParamsSchema,
        querystring: auditEventsQuerySchema,
        response: { 200: auditEventsPageSchema, ...errors },
      },
    },
    async (request) => service.page(contextOf(request), request.params.accountId, request.query),
  );
};
