import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponseSchema } from '../../platform/http/errors';
import { regulatorScope } from '../../domain/regulator-scope';
import { requireRoleType } from '../../domain/authorization';
import {
  onboardingEmailsSchema,
  onboardingRegistrationNumbersSchema,
  onboardingRegistriesSchema,
} from './schemas';
import { accountOnboardingService, requireUploadPermission } from './service';

const tags = ['Organisation account onboarding registries'];
const errors = { 400: errorResponseSchema, 401: errorResponseSchema, 403: errorResponseSchema };
// A full upload of 10 000 rows is about 1 MB of JSON, the global limit: allow some room.
const bodyLimit = 5 * 1024 * 1024;

/**
 * The regulator's upload of verified organisations (email and company registration number): once
 * listed, that person's application for that company is approved straight away.
 */
export const accountOnboardingRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = accountOnboardingService(app);
  const regulatorOnly = requireRoleType(['REGULATOR']);
  // Checks the permission too, so a regulator without it is refused before any lookup.
  const uploaders = async (request: Parameters<typeof regulatorOnly>[0]) => {
    await regulatorOnly(request);
    requireUploadPermission(regulatorScope(request.userContext));
  };

  app.post(
    '/organisation/account-onboarding',
    {
      preHandler: uploaders,
      bodyLimit,
      schema: {
        operationId: 'addOrganisationAccountOnboardingRegistries',
        tags,
        summary: 'Adds list of verified organisation accounts in the onboarding registry',
        body: onboardingRegistriesSchema,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      await service.add(regulatorScope(request.userContext), request.body);
      return reply.status(204).send(null);
    },
  );

  app.post(
    '/organisation/account-onboarding/registration-numbers',
    {
      preHandler: uploaders,
      bodyLimit,
      schema: {
        operationId: 'getExistingVerifiedRegistrationNumbers',
        tags,
        summary: 'Retrieves registration numbers that already exist in onboarding registry',
        body: onboardingRegistrationNumbersSchema,
        response: { 200: onboardingRegistrationNumbersSchema, ...errors },
      },
    },
    async (request) => ({
      registrationNumbers: await service.existingRegistrationNumbers(request.body.registrationNumbers),
    }),
  );

  app.post(
    '/organisation/account-onboarding/emails',
    {
      preHandler: uploaders,
      bodyLimit,
      schema: {
        operationId: 'getExistingVerifiedEmails',
        tags,
        summary: 'Retrieves email addresses that already exist in onboarding registry',
        body: onboardingEmailsSchema,
        response: { 200: onboardingEmailsSchema, ...errors },
      },
    },
    async (request) => ({ emails: await service.existingEmails(request.body.emails) }),
  );
};
