import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponseSchema } from '../../platform/http/errors';
import { regulatorScope } from '../../domain/regulator-scope';
import { requireRoleType } from '../../domain/authorization';
import {
  accountTypeParamsSchema,
  customMiReportParamsSchema,
  miReportParamsSchema,
  miReportResultSchema,
  miReportSearchResultSchema,
  nocP3MiReportResultSchema,
  nocPageQuerySchema,
  regulatorRequestTaskTypesSchema,
} from './schemas';
import { miReportsService } from './service';
import { cappedPageSize } from '../shared/paging';

const tags = ['MiReports'];
const errors = { 400: errorResponseSchema, 401: errorResponseSchema, 403: errorResponseSchema };

/** MI reports: regulators only, each run against the caller's own competent authority. */
export const miReportsRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = miReportsService(app);
  const regulatorOnly = requireRoleType(['REGULATOR']);

  app.get(
    '/:accountType/mireports/types',
    {
      preHandler: regulatorOnly,
      schema: {
        operationId: 'getCurrentUserMiReports',
        tags,
        summary: 'Retrieves the mi report types for current user',
        params: accountTypeParamsSchema,
        response: { 200: miReportSearchResultSchema.array(), ...errors },
      },
    },
    async (request) => service.types(regulatorScope(request.userContext)),
  );

  app.get(
    '/:accountType/mireports/request-task-types',
    {
      preHandler: regulatorOnly,
      schema: {
        operationId: 'getRegulatorRequestTaskTypes',
        tags,
        summary: 'Get regulator related request task types',
        params: accountTypeParamsSchema,
        response: { 200: regulatorRequestTaskTypesSchema, ...errors },
      },
    },
    async (request) => {
      regulatorScope(request.userContext);
      return service.requestTaskTypes();
    },
  );

  app.post(
    '/:accountType/mireports',
    {
      preHandler: regulatorOnly,
      schema: {
        operationId: 'generateReport',
        tags,
        summary: 'Generates the report identified by the provided report type',
        params: accountTypeParamsSchema,
        body: miReportParamsSchema,
        response: { 200: miReportResultSchema, ...errors, 409: errorResponseSchema },
      },
    },
    async (request) => service.generate(regulatorScope(request.userContext), request.body),
  );

  app.post(
    '/:accountType/mireports/custom',
    {
      preHandler: regulatorOnly,
      config: {
        // Each call runs arbitrary (sandboxed) SQL for up to the statement timeout.
        rateLimit: {
          name: 'mi-report-custom',
          max: 60,
          windowSeconds: 600,
          keys: (request) => [`user:${request.userId}`],
        },
      },
      schema: {
        operationId: 'generateCustomReport',
        tags,
        summary: 'Generates custom report',
        params: accountTypeParamsSchema,
        body: customMiReportParamsSchema,
        response: {
          200: miReportResultSchema,
          ...errors,
          409: errorResponseSchema,
          429: errorResponseSchema,
        },
      },
    },
    async (request) =>
      service.generateCustom(
        regulatorScope(request.userContext),
        request.body.reportType,
        request.body.sqlQuery,
      ),
  );

  app.get(
    '/:accountType/mireports/noc/phase-3',
    {
      preHandler: regulatorOnly,
      schema: {
        operationId: 'generateNocP3Report',
        tags: ['NOC Reports'],
        summary: 'Retrieves the report for all submitted noc',
        params: accountTypeParamsSchema,
        querystring: nocPageQuerySchema,
        response: { 200: nocP3MiReportResultSchema, ...errors },
      },
    },
    async (request) =>
      service.submittedNocs(
        regulatorScope(request.userContext),
        request.query.page,
        cappedPageSize(request.query.size, app.config.maxPageSize),
      ),
  );
};
