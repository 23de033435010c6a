import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponseSchema } from '../../platform/http/errors';
import { registrationNumbersRepository } from './repository';

const onboardingRegistrationNumberSchema = z
  .object({ registrationNumber: z.string().optional() })
  .meta({ id: 'OnboardingRegistrationNumberDTO' });

/**
 * The checks the "Apply for an organisation account" wizard makes on a company registration number.
 * Any signed-in user may call them: applicants usually have no authority yet.
 */
export const registrationNumbersRoutes: FastifyPluginAsyncZod = async (app) => {
  const repository = registrationNumbersRepository(app.db);

  app.get(
    '/organisation/accounts/registration-number',
    {
      schema: {
        operationId: 'isExistingAccountRegistrationNumber',
        tags: ['Organisation accounts'],
        summary: 'Checks if exists active account with the provided registration number',
        querystring: z.object({ reg_nbr: z.string().min(1).max(255) }),
        response: { 200: z.boolean(), 400: errorResponseSchema, 401: errorResponseSchema },
      },
    },
    async (request) => repository.liveAccountHolds(request.query.reg_nbr),
  );

  app.get(
    '/organisation/account-onboarding/registration-number',
    {
      schema: {
        operationId: 'getCurrentUserVerifiedRegistrationNumber',
        tags: ['Organisation account onboarding registries'],
        summary: 'Retrieve the registration number that corresponds to the given email (if exists)',
        response: { 200: onboardingRegistrationNumberSchema, 401: errorResponseSchema },
      },
    },
    // An empty object when none is registered, so the wizard simply starts with a blank CRN.
    async (request) => {
      const registrationNumber = await repository.pendingOnboardingFor(request.userId);
      return registrationNumber ? { registrationNumber } : {};
    },
  );
};
