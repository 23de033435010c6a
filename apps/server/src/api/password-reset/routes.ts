import { createHash } from 'node:crypto';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponseSchema } from '../../platform/http/errors';
import { emailSchema, resetPasswordSchema, tokenSchema } from './schemas';
import { passwordResetService } from './service';

/** Counts by the email address or token named in the body, as well as by IP (the default key). */
function bodyKey(field: 'email' | 'token') {
  return (request: { body: unknown }): string[] => {
    const value = (request.body as Record<string, unknown> | undefined)?.[field];
    if (typeof value !== 'string' || !value) return [];
    const normalised = field === 'email' ? value.trim().toLowerCase() : value;
    return [`${field}:${createHash('sha256').update(normalised).digest('base64url')}`];
  };
}

export const passwordResetRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = passwordResetService(app);
  const tags = ['Forgot Password'];

  app.post(
    '/users/forgot-password/reset-password-email',
    {
      config: {
        public: true,
        rateLimit: { name: 'forgot-password-email', max: 5, windowSeconds: 900, keys: bodyKey('email') },
      },
      schema: {
        operationId: 'sendResetPasswordEmail',
        tags,
        summary: 'Sends a reset password email',
        body: emailSchema,
        response: { 204: z.null(), 400: errorResponseSchema, 429: errorResponseSchema },
      },
    },
    async (request, reply) => {
      await service.sendResetEmail(request.body.email ?? '');
      return reply.status(204).send(null);
    },
  );

  app.post(
    '/users/forgot-password/token-verification',
    {
      config: { public: true, rateLimit: { name: 'forgot-password-verify', max: 30, windowSeconds: 900 } },
      schema: {
        operationId: 'verifyToken',
        tags,
        summary: 'Verifies the JWT token provided in the email',
        body: tokenSchema,
        response: {
          200: z.object({ email: z.string() }),
          400: errorResponseSchema,
          429: errorResponseSchema,
        },
      },
    },
    async (request) => service.verifyToken(request.body.token),
  );

  app.post(
    '/users/forgot-password/reset-password',
    {
      // The 6-digit code is a secret: limit guesses per link as well as per IP.
      config: {
        public: true,
        rateLimit: { name: 'forgot-password-reset', max: 10, windowSeconds: 1200, keys: bodyKey('token') },
      },
      schema: {
        operationId: 'resetPassword',
        tags,
        summary: "Resets user's password",
        body: resetPasswordSchema,
        response: { 204: z.null(), 400: errorResponseSchema, 429: errorResponseSchema },
      },
    },
    async (request, reply) => {
      await service.resetPassword(request.body);
      return reply.status(204).send(null);
    },
  );
};
