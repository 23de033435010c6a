import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponseSchema } from '../../platform/http/errors';
import { regulatorScope } from '../../domain/regulator-scope';
import { requireRoleType } from '../../domain/authorization';
import { complianceAccountsQuerySchema, complianceAccountsSchema, complianceOverviewSchema } from './schemas';
import { complianceService } from './service';

const tags = ['Compliance'];
const errors = { 400: errorResponseSchema, 401: errorResponseSchema, 403: errorResponseSchema };

/** The compliance overview and its drill-down (ADR 50): regulators only, of their competent authority. */
export const complianceRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = complianceService(app);
  const regulatorOnly = requireRoleType(['REGULATOR']);

  app.get(
    '/compliance/overview',
    {
      preHandler: regulatorOnly,
      schema: {
        operationId: 'getComplianceOverview',
        tags,
        summary: "Counts the LIVE accounts of the caller's competent authority by where each report stands",
        response: { 200: complianceOverviewSchema, ...errors },
      },
    },
    async (request) => service.overview(regulatorScope(request.userContext)),
  );

  app.get(
    '/compliance/accounts',
    {
      preHandler: regulatorOnly,
      schema: {
        operationId: 'getComplianceAccounts',
        tags,
        summary: 'Lists the LIVE accounts behind one of the compliance overview counts, a page at a time',
        querystring: complianceAccountsQuerySchema,
        response: { 200: complianceAccountsSchema, ...errors },
      },
    },
    async (request) => service.accounts(regulatorScope(request.userContext), request.query),
  );
};
