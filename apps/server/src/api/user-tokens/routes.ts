import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponseSchema } from '../../platform/http/errors';
import { userTokensService } from './service';

export const invitationTokenSchema = z
  .object({
    token: z.string().min(1).max(4096),
    type: z.enum([
      'USER_REGISTRATION',
      'OPERATOR_INVITATION',
      'REGULATOR_INVITATION',
      'VERIFIER_INVITATION',
      'CHANGE_2FA',
      'GET_FILE',
      'RESET_PASSWORD',
    ]),
  })
  .meta({ id: 'InvitationTokenDTO' });

const emailSchema = z.object({ email: z.string().max(255) }).meta({ id: 'EmailDTO' });

export const userTokensRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = userTokensService(app);

  app.post(
    '/users/token/resolve-email',
    {
      config: {
        public: true,
        // Public and answers with an email address: keep guessing slow.
        rateLimit: { name: 'resolve-email', max: 30, windowSeconds: 600 },
      },
      schema: {
        operationId: 'resolveEmailByToken',
        tags: ['User token'],
        summary: "Checks an invitation link's token and returns the invitee's email address",
        body: invitationTokenSchema,
        response: { 200: emailSchema, 400: errorResponseSchema },
      },
    },
    async (request) => service.resolveEmail(request.body.token, request.body.type),
  );
};
