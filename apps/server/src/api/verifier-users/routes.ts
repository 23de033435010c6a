import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponseSchema } from '../../platform/http/errors';
import { roleSchema } from '../operator-authorities/schemas';
import { requireRoleType } from '../../domain/authorization';
import { verifierUserDetailsSchema, verifierUserInputSchema } from './schemas';
import { verifierScope, verifierUsersService } from './service';

const tags = ['Verifier Users'];
const errors = { 400: errorResponseSchema, 401: errorResponseSchema, 403: errorResponseSchema };
const params = z.object({ userId: z.uuid() });

/** Verifier user management: reachable through the API only (the reference has no screens for it). */
export const verifierUsersRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = verifierUsersService(app);
  const verifierOnly = requireRoleType(['VERIFIER']);

  app.patch(
    '/verifier-users/verifier',
    {
      preHandler: verifierOnly,
      schema: {
        operationId: 'updateCurrentVerifierUser',
        tags,
        summary: 'Updates logged in verifier user',
        body: verifierUserInputSchema,
        response: { 200: verifierUserDetailsSchema, ...errors },
      },
    },
    async (request) => service.updateSelf(verifierScope(request.userContext), request.body),
  );

  app.get(
    '/verifier-users/:userId',
    {
      preHandler: verifierOnly,
      schema: {
        operationId: 'getVerifierUserById',
        tags,
        summary: 'Retrieves the user of type VERIFIER for the given user id',
        params,
        response: { 200: verifierUserDetailsSchema, ...errors },
      },
    },
    async (request) => service.get(verifierScope(request.userContext), request.params.userId),
  );

  app.patch(
    '/verifier-users/:userId',
    {
      preHandler: verifierOnly,
      schema: {
        operationId: 'updateVerifierUserById',
        tags,
        summary: 'Updates verifier user by user id',
        params,
        body: verifierUserInputSchema,
        response: { 200: verifierUserDetailsSchema, ...errors },
      },
    },
    async (request) =>
      service.update(verifierScope(request.userContext), request.params.userId, request.body),
  );

  app.patch(
    '/verifier-users/:userId/reset-2fa',
    {
      preHandler: verifierOnly,
      schema: {
        operationId: 'resetVerifier2Fa',
        tags,
        summary: 'Resets the 2FA device for a verifier user by user id',
        params,
        response: { 200: verifierUserDetailsSchema, ...errors },
      },
    },
    async (request) => service.resetTwoFactor(verifierScope(request.userContext), request.params.userId),
  );

  app.get(
    '/authorities/verifier-role-codes',
    {
      preHandler: verifierOnly,
      schema: {
        operationId: 'getVerifierRoleCodes',
        tags: ['Authorities'],
        summary: 'Retrieves the verifier role codes',
        response: { 200: z.array(roleSchema), 401: errorResponseSchema, 403: errorResponseSchema },
      },
    },
    // The reference seeds no verifier roles.
    async () => [],
  );
};
