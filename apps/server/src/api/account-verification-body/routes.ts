import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponseSchema } from '../../platform/http/errors';
import { requireRoleType } from '../../domain/authorization';
import { contextOf } from '../../domain/authorization';
import {
  accountIdParamsSchema,
  appointVerificationBodySchema,
  verificationBodyNameInfoSchema,
} from './schemas';
import { accountVerificationBodyService } from './service';

const tags = ['Account verification body'];
const errors = {
  400: errorResponseSchema,
  401: errorResponseSchema,
  403: errorResponseSchema,
  404: errorResponseSchema,
};

/** Inherited METS calls; ESOS has no verification bodies, see the service. */
export const accountVerificationBodyRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = accountVerificationBodyService(app);
  const operators = requireRoleType(['OPERATOR']);

  app.post(
    '/accounts/:id/appoint-verification-body',
    {
      preHandler: operators,
      schema: {
        operationId: 'appointVerificationBodyToAccount',
        tags,
        summary: 'Appoint verification body to account',
        params: accountIdParamsSchema,
        body: appointVerificationBodySchema,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request) =>
      service.appoint(contextOf(request), request.params.id, request.body.verificationBodyId),
  );

  app.patch(
    '/accounts/:id/appoint-verification-body',
    {
      preHandler: operators,
      schema: {
        operationId: 'replaceVerificationBodyToAccount',
        tags,
        summary: 'Reappoint verification body to account',
        params: accountIdParamsSchema,
        body: appointVerificationBodySchema,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request) =>
      service.replace(contextOf(request), request.params.id, request.body.verificationBodyId),
  );

  app.get(
    '/accounts/:id/active-verification-bodies',
    {
      preHandler: operators,
      schema: {
        operationId: 'getActiveVerificationBodies',
        tags,
        summary: 'Get all active verification bodies',
        params: accountIdParamsSchema,
        response: { 200: z.array(verificationBodyNameInfoSchema), ...errors },
      },
    },
    async (request) => service.active(contextOf(request), request.params.id),
  );

  app.get(
    '/accounts/:id/verification-body',
    {
      preHandler: requireRoleType(['OPERATOR', 'REGULATOR']),
      schema: {
        operationId: 'getVerificationBodyOfAccount',
        tags,
        summary: 'Get the verification body of the account (if exists)',
        params: accountIdParamsSchema,
        response: { 200: verificationBodyNameInfoSchema, 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      const body = await service.current(contextOf(request), request.params.id);
      if (!body) return reply.status(204).send(null);
      return body;
    },
  );
};
