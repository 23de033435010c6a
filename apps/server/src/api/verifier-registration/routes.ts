import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponseSchema } from '../../platform/http/errors';
import { invitedUserEnableSchema, invitedUserInfoSchema, tokenSchema } from './schemas';
import { verifierRegistrationService } from './service';

export const verifierRegistrationRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = verifierRegistrationService(app);
  const tags = ['Verifier users registration'];
  const rateLimit = { name: 'verifier-registration', max: 20, windowSeconds: 900 };

  app.post(
    '/verifier-users/registration/accept-invitation',
    {
      config: { public: true, rateLimit },
      schema: {
        operationId: 'acceptVerifierInvitation',
        tags,
        summary: 'Accept invitation for verifier user',
        body: tokenSchema,
        response: { 200: invitedUserInfoSchema, 400: errorResponseSchema, 429: errorResponseSchema },
      },
    },
    async (request) => service.acceptInvitation(request.body.token),
  );

  app.put(
    '/verifier-users/registration/enable-from-invitation',
    {
      config: { public: true, rateLimit },
      schema: {
        operationId: 'acceptAndEnableVerifierInvitedUser',
        tags,
        summary: 'Enable a new verifier user from invitation',
        body: invitedUserEnableSchema,
        response: { 204: z.null(), 400: errorResponseSchema, 429: errorResponseSchema },
      },
    },
    async (request, reply) => {
      await service.enableFromInvitation(request.body.invitationToken, request.body.password);
      return reply.status(204).send(null);
    },
  );
};
