import { createHash } from 'node:crypto';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponseSchema } from '../../platform/http/errors';
import { emailSchema, oneTimePasswordSchema, tokenSchema } from './schemas';
import { twoFactorService } from './service';

export const twoFactorRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = twoFactorService(app);
  const tags = ['Users Security Setup'];

  app.post(
    '/users/security-setup/2fa/request-change',
    {
      // Any signed-in user; the code is a secret, so guesses are limited per user as well as per IP.
      config: {
        rateLimit: {
          name: '2fa-request-change',
          max: 5,
          windowSeconds: 900,
          keys: (request) => [`user:${request.userId}`],
        },
      },
      schema: {
        operationId: 'requestTwoFactorAuthChange',
        tags,
        summary: 'Requests the update of the two factor authentication',
        body: oneTimePasswordSchema,
        response: {
          204: z.null(),
          400: errorResponseSchema,
          401: errorResponseSchema,
          429: errorResponseSchema,
        },
      },
    },
    async (request, reply) => {
      await service.requestChange(request.userId, request.body.password);
      return reply.status(204).send(null);
    },
  );

  app.patch(
    '/users/security-setup/2fa/delete',
    {
      config: { public: true, rateLimit: { name: '2fa-delete', max: 20, windowSeconds: 900 } },
      schema: {
        operationId: 'deleteOtpCredentials',
        tags,
        summary: 'Delete the two factor authentication',
        body: tokenSchema,
        response: { 204: z.null(), 400: errorResponseSchema, 429: errorResponseSchema },
      },
    },
    async (request, reply) => {
      await service.deleteTwoFactor(request.body.token);
      return reply.status(204).send(null);
    },
  );

  app.post(
    '/users/security-setup/2fa/reset-2fa',
    {
      config: {
        public: true,
        rateLimit: {
          name: '2fa-reset',
          max: 5,
          windowSeconds: 900,
          keys: (request) => {
            const email = (request.body as { email?: unknown } | undefined)?.email;
            return typeof email === 'string' && email
              ? [`email:${createHash('sha256').update(email.trim().toLowerCase()).digest('base64url')}`]
              : [];
          },
        },
      },
      schema: {
        operationId: 'requestToReset2fa',
        tags,
        summary: "Resets user's 2fa",
        body: emailSchema,
        response: { 204: z.null(), 400: errorResponseSchema, 429: errorResponseSchema },
      },
    },
    async (request, reply) => {
      await service.requestReset(request.body.email ?? '');
      return reply.status(204).send(null);
    },
  );
};
