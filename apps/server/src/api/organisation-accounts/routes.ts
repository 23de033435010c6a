import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponseSchema } from '../../platform/http/errors';
import { callerWithRoleType, contextOf, requireRoleType } from '../../domain/authorization';
import {
  accountIdParamsSchema,
  accountSearchQuerySchema,
  accountSearchResultsSchema,
  organisationAccountSchema,
  organisationAccountUpdateSchema,
} from './schemas';
import { organisationAccountsService } from './service';

const errors = { 400: errorResponseSchema, 401: errorResponseSchema, 403: errorResponseSchema };

export const organisationAccountsRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = organisationAccountsService(app);

  app.get(
    '/organisation/accounts',
    {
      preHandler: requireRoleType(['OPERATOR', 'REGULATOR', 'VERIFIER']),
      schema: {
        operationId: 'getCurrentUserOrganisationAccounts',
        tags: ['Organisation accounts'],
        summary: 'Retrieves the current user associated organisation accounts',
        querystring: accountSearchQuerySchema,
        response: { 200: accountSearchResultsSchema, ...errors },
      },
    },
    async (request) => service.search(contextOf(request), request.query),
  );

  app.get(
    '/organisation/account/:id',
    {
      schema: {
        operationId: 'getOrganisationAccountById',
        tags: ['Organisation account view'],
        summary: 'Get the organisation account with the provided id',
        params: accountIdParamsSchema,
        response: { 200: organisationAccountSchema, ...errors },
      },
    },
    // The caller's context is checked as requireRoleType would, while the account is read beside it.
    async (request) => service.get(callerWithRoleType(request, ['OPERATOR', 'REGULATOR']), request.params.id),
  );

  app.post(
    '/organisation/accounts/:id',
    {
      preHandler: requireRoleType(['OPERATOR']),
      schema: {
        operationId: 'updateOrganisationAccount',
        tags: ['Organisation account update'],
        summary: 'Update the organisation account',
        params: accountIdParamsSchema,
        body: organisationAccountUpdateSchema,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      await service.update(contextOf(request), request.params.id, request.body);
      return reply.status(204).send(null);
    },
  );
};
