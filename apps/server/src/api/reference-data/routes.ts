import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponseSchema } from '../../platform/http/errors';
import { referenceData, referenceDataTypes } from './service';

const countrySchema = z.object({ code: z.string(), name: z.string() }).meta({ id: 'CountryDTO' });
const countySchema = z.object({ id: z.number().int(), name: z.string() }).meta({ id: 'CountyDTO' });
const referenceDataSchema = z.union([countrySchema, countySchema]).meta({ id: 'ReferenceDataDTO' });

// `?types=A&types=B` arrives as an array, `?types=A` as a string: both mean a list.
const typesSchema = z.preprocess(
  (value) => (typeof value === 'string' ? [value] : value),
  z
    .array(z.enum(referenceDataTypes))
    .min(1)
    .max(referenceDataTypes.length * 2),
);

/** Reference lists for address forms (spec §7: GET /data, repeated query types, no token). */
export const referenceDataRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/data',
    {
      config: { public: true },
      schema: {
        operationId: 'getReferenceData',
        tags: ['Reference Data'],
        summary: 'Retrieves reference data by type',
        querystring: z.object({ types: typesSchema }),
        response: {
          200: z.partialRecord(z.enum(referenceDataTypes), z.array(referenceDataSchema)),
          400: errorResponseSchema,
        },
      },
    },
    async (request, reply) => {
      // The same for everyone and fixed while the service runs: shared caches may keep it for a day.
      reply.header('cache-control', 'public, max-age=86400');
      return referenceData(request.query.types);
    },
  );
};
