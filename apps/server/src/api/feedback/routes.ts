import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { TokenVerifier } from '../../platform/auth/token-verifier';
import { errorResponseSchema } from '../../platform/http/errors';
import { userFeedbackSchema } from './schemas';
import { feedbackService, optionalUserId } from './service';

export const feedbackRoutes: FastifyPluginAsyncZod<{ verifyToken: TokenVerifier }> = async (app, options) => {
  const service = feedbackService(app.db, {
    context: app.mail.context,
    recipients: app.config.mail.feedbackRecipients,
    afterCommit: () => app.mail.delivery.kick(),
  });

  app.post(
    '/users/feedback',
    {
      // Anyone may write here, signed in or not: a few a minute from one address is plenty.
      config: { public: true, rateLimit: { name: 'feedback', max: 20, windowSeconds: 3600 } },
      schema: {
        operationId: 'provideUserFeedback',
        tags: ['Users'],
        summary: 'Sends the answers to the feedback survey',
        body: userFeedbackSchema,
        response: { 204: z.null(), 400: errorResponseSchema, 429: errorResponseSchema },
      },
    },
    async (request, reply) => {
      await service.submit(request.body, await optionalUserId(request, options.verifyToken));
      return reply.status(204).send(null);
    },
  );
};
