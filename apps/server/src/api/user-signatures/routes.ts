import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ApiError, errorResponseSchema } from '../../platform/http/errors';
import { sendDownload } from '../../platform/files/download';
import { tokenPurposes } from '../../platform/tokens';
import { requireRoleType } from '../../domain/authorization';
import { safeFileName } from './bmp';
import { userSignaturesRepository } from './repository';

export const fileTokenSchema = z
  .object({ token: z.string(), tokenExpirationMinutes: z.number().int() })
  .meta({ id: 'FileToken' });

/** A download token for a signature: valid for a minute, reusable within it, as the reference issues them. */
export async function signatureToken(
  sign: (purpose: 'get_file', value: string) => Promise<string>,
  uuid: string,
) {
  return { token: await sign('get_file', uuid), tokenExpirationMinutes: tokenPurposes.get_file.minutes };
}

export const userSignaturesRoutes: FastifyPluginAsyncZod = async (app) => {
  const signatures = userSignaturesRepository(app.db);

  app.get(
    '/users/signature',
    {
      preHandler: requireRoleType(['REGULATOR'], { authorityRequired: false }),
      schema: {
        operationId: 'generateGetCurrentUserSignatureToken',
        tags: ['Users'],
        summary: 'Generate the token to get the signature of the current user',
        querystring: z.object({ signatureUuid: z.uuid() }),
        response: {
          200: fileTokenSchema,
          400: errorResponseSchema,
          403: errorResponseSchema,
          404: errorResponseSchema,
        },
      },
    },
    async (request) => {
      if (!(await signatures.belongsTo(request.query.signatureUuid, request.userId))) {
        throw new ApiError('NOTFOUND1001');
      }
      return signatureToken(
        (purpose, value) => app.linkTokens.sign(purpose, value),
        request.query.signatureUuid,
      );
    },
  );

  app.get(
    '/user-signatures/:token',
    {
      config: { public: true },
      schema: {
        operationId: 'getSignature',
        tags: ['User signatures'],
        summary: 'Get the user signature resource for the provided file token',
        params: z.object({ token: z.string().min(1).max(2048) }),
        // No response schema: the 200 body is the BMP itself, which the JSON serializer must not touch.
      },
    },
    async (request, reply) => {
      const { value } = await app.linkTokens.verify('get_file', request.params.token);
      const signature = await signatures.findByUuid(value);
      if (!signature) throw new ApiError('NOTFOUND1001');
      return sendDownload(reply, {
        fileName: safeFileName(signature.name),
        contentType: 'image/bmp',
        content: signature.content,
      });
    },
  );
};
