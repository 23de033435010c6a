import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponseSchema } from '../../platform/http/errors';
import { contextOf, requireRoleType } from '../../domain/authorization';
import { auditEventsPageSchema, auditEventsParamsSchema, auditEventsQuerySchema } from './schemas';
import { auditEventsService } from './service';

const errors = { 400: errorResponseSchema, 401: errorResponseSchema, 403: errorResponseSchema };

/**
 * The audit trail (ADR 21) for regulators: an account's, for those of its competent authority with the audit
 * permission; and their authority's people's changes not tied to an account.
 */
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

  app.get(
    '/audit-events',
    {
      preHandler: requireRoleType(['REGULATOR']),
      schema: {
        operationId: 'getPeopleAuditEvents',
        tags: ['Audit'],
        summary:
          "Retrieves a page of the changes not tied to an account that concern the regulator's competent authority's people (their details, credentials, sign-ins and authorities), newest first",
        querystring: auditEventsQuerySchema,
        response: { 200: auditEventsPageSchema, ...errors },
      },
    },
    async (request) => service.people(contextOf(request), request.query),
  );
};
