import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponseSchema } from '../../platform/http/errors';
import { contextOf, requireRoleType } from '../../domain/authorization';
import {
  accountIdParams,
  accountOperatorsInfoSchema,
  accountUserParams,
  authorityUpdateWrapperSchema,
  roleSchema,
} from './schemas';
import { operatorAuthoritiesService } from './service';

const errors = { 400: errorResponseSchema, 401: errorResponseSchema, 403: errorResponseSchema };

export const operatorAuthoritiesRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = operatorAuthoritiesService(app);
  const members = requireRoleType(['OPERATOR', 'REGULATOR']);

  app.get(
    '/operator-authorities/account/:accountId',
    {
      preHandler: members,
      schema: {
        operationId: 'getAccountOperatorAuthorities',
        tags: ['Operator Authorities'],
        summary: 'Retrieves the operator authorities of the account with its contact types',
        params: accountIdParams,
        response: { 200: accountOperatorsInfoSchema, ...errors },
      },
    },
    async (request) => service.list(contextOf(request), request.params.accountId),
  );

  app.post(
    '/operator-authorities/account/:accountId',
    {
      preHandler: members,
      schema: {
        operationId: 'updateAccountOperatorAuthorities',
        tags: ['Operator Authorities'],
        summary: 'Updates the roles and statuses of operator users of the account and its contacts',
        params: accountIdParams,
        body: authorityUpdateWrapperSchema,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      await service.update(contextOf(request), request.params.accountId, request.body);
      return reply.status(204).send(null);
    },
  );

  app.delete(
    '/operator-authorities/account/:accountId/:userId',
    {
      preHandler: members,
      schema: {
        operationId: 'deleteAccountOperatorAuthority',
        tags: ['Operator Authorities'],
        summary: 'Removes a user from the account',
        params: accountUserParams,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      await service.removeUser(contextOf(request), request.params.accountId, request.params.userId);
      return reply.status(204).send(null);
    },
  );

  app.delete(
    '/operator-authorities/account/:accountId',
    {
      preHandler: requireRoleType(['OPERATOR']),
      schema: {
        operationId: 'deleteCurrentUserAccountOperatorAuthority',
        tags: ['Operator Authorities'],
        summary: 'Removes the signed-in user from the account',
        params: accountIdParams,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      await service.leave(contextOf(request), request.params.accountId);
      return reply.status(204).send(null);
    },
  );

  app.get(
    '/authorities/account/:accountId/operator-role-codes',
    {
      preHandler: members,
      schema: {
        operationId: 'getOperatorRoleCodes',
        tags: ['Authorities'],
        summary: 'Retrieves the roles an operator user of the account may be given',
        params: accountIdParams,
        response: { 200: z.array(roleSchema), ...errors },
      },
    },
    async (request) => service.roleCodes(contextOf(request), request.params.accountId),
  );
};
