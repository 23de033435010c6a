import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireRoleType } from '../../domain/authorization';
import { regulatorScope } from '../../domain/regulator-scope';
import { errorResponseSchema } from '../../platform/http/errors';
import { submittedReportsQuerySchema, submittedReportsResponseSchema } from './schemas';
import { submittedReportsService } from './service';

/**
 * The regulators' list of submitted reports (issue 38 point 3, ADR 53): every report of their competent
 * authority's accounts, newest first, filtered and paged; each names the timeline entry that shows it.
 */
export const submittedReportsRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = submittedReportsService(app);
  app.get(
    '/submitted-reports',
    {
      preHandler: requireRoleType(['REGULATOR']),
      schema: {
        operationId: 'getSubmittedReports',
        tags: ['SubmittedReports'],
        summary: "Lists the submitted reports of the caller's competent authority, newest first",
        querystring: submittedReportsQuerySchema(service.reportTypes),
        response: {
          200: submittedReportsResponseSchema,
          400: errorResponseSchema,
          401: errorResponseSchema,
          403: errorResponseSchema,
        },
      },
    },
    async (request) => service.list(regulatorScope(request.userContext), request.query),
  );
};
