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
      config: { public: true },
      schema: {
        operationId: 'provideUserFeedback',
        tags: ['Users'],
        summary: 'Sends the answers to the feedback survey',
        body: userFeedbackSchema,
        response: { 204: z.null(), 400: errorResponseSchema },
      },
    },
    async (request, reply) => {
      await service.submit(request.body, await optionalUserId(request, options.verifyToken));
      return reply.status(204).send(null);
    },
  );
};
