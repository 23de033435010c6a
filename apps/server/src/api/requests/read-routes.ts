import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponseSchema } from '../../platform/http/errors';
import {
  accountIdParamsSchema,
  availableWorkflowsSchema,
  relatedRequestParamsSchema,
  requestDetailsSchema,
  requestIdParamsSchema,
  requestSearchBodySchema,
  requestSearchResultsSchema,
} from './read-schemas';
import { requestReadService } from './read-service';
import { cappedPageSize } from '../shared/paging';

const tags = ['Requests'];
const errors = {
  400: errorResponseSchema,
  401: errorResponseSchema,
  403: errorResponseSchema,
  404: errorResponseSchema,
};

/** Reading requests: details, an account's workflow history and what can be started next. */
export const requestReadRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = requestReadService(app.db, app.workflow);

  app.get(
    '/requests/:id',
    {
      schema: {
        operationId: 'getRequestDetailsById',
        tags,
        summary: 'Get request details by id',
        params: requestIdParamsSchema,
        response: { 200: requestDetailsSchema, ...errors },
      },
    },
    async (request) => service.details(await app.userContext(request.userId), request.params.id),
  );

  app.post(
    '/requests/workflows',
    {
      schema: {
        operationId: 'getRequestDetailsByAccountId',
        tags,
        summary: 'Get the workflows for the given search criteria',
        body: requestSearchBodySchema,
        response: { 200: requestSearchResultsSchema, ...errors },
      },
    },
    async (request) =>
      service.search(await app.userContext(request.userId), {
        ...request.body,
        pageSize: cappedPageSize(request.body.pageSize, app.config.maxPageSize),
      }),
  );

  app.get(
    '/requests/available-workflows/permit/:accountId',
    {
      schema: {
        operationId: 'getAvailableAccountWorkflows',
        tags,
        summary: 'Get workflows to start a task',
        params: accountIdParamsSchema,
        response: { 200: availableWorkflowsSchema, ...errors },
      },
    },
    async (request) =>
      service.accountWorkflows(await app.userContext(request.userId), request.params.accountId),
  );

  app.get(
    '/requests/available-workflows/reporting/related-actions/:requestId',
    {
      schema: {
        operationId: 'getAvailableRequestWorkflows',
        tags,
        summary: 'Get workflows to start a task',
        params: relatedRequestParamsSchema,
        response: { 200: availableWorkflowsSchema, ...errors },
      },
    },
    async (request) =>
      service.relatedWorkflows(await app.userContext(request.userId), request.params.requestId),
  );
};
