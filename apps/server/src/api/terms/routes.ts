import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ApiError, errorResponseSchema } from '../../platform/http/errors';
import { termsRepository } from './repository';

const termsSchema = z
  .object({ url: z.string(), version: z.number().int(), text: z.string() })
  .meta({ id: 'TermsDTO' });

export const termsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/terms',
    {
      schema: {
        operationId: 'getLatestTerms',
        tags: ['Terms and conditions'],
        summary: 'Retrieves the latest version of terms and conditions',
        response: { 200: termsSchema, 401: errorResponseSchema, 404: errorResponseSchema },
      },
    },
    async () => {
      const latest = await termsRepository(app.db).latest();
      if (!latest) throw new ApiError('NOTFOUND1001');
      return { url: latest.url, version: latest.version, text: latest.text };
    },
  );
};
