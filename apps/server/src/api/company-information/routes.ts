import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponseSchema } from '../../platform/http/errors';
import { countyAddressSchema } from '../users/schemas';

const companyProfileSchema = z
  .object({
    name: z.string(),
    registrationNumber: z.string(),
    address: countyAddressSchema,
    sicCodes: z.array(z.string()),
  })
  .meta({ id: 'CompanyProfileDTO' });

export const companyInformationRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/company-information/:registrationNumber',
    {
      schema: {
        operationId: 'getCompanyProfileByRegistrationNumber',
        tags: ['Companies information'],
        summary:
          'Retrieves information about the company that corresponds to the provided registration number',
        params: z.object({ registrationNumber: z.string().length(8) }),
        response: {
          200: companyProfileSchema,
          400: errorResponseSchema,
          401: errorResponseSchema,
          404: errorResponseSchema,
          503: errorResponseSchema,
        },
      },
    },
    // Any signed-in user: applicants have no authority yet. Companies House errors map to 404/503.
    async (request) => app.companyInformation.lookup(request.params.registrationNumber),
  );
};
