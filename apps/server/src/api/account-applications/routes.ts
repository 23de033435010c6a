import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireRoleType } from '../../domain/authorization';
import { competentAuthorityCodes } from '../../platform/db/schema';
import { errorResponseSchema } from '../../platform/http/errors';
import { accountApplicationsRepository } from './repository';

const pendingApplicationsSchema = z
  .object({
    applications: z.array(
      z.object({
        requestId: z.string(),
        accountName: z.string(),
        registrationNumber: z.string().optional(),
        competentAuthority: z.enum(competentAuthorityCodes),
        submissionDate: z.string(),
      }),
    ),
  })
  .meta({ id: 'PendingAccountApplicationsDTO' });

/**
 * The applicant's own applications awaiting a regulator's decision, for the landing page (issue 20): the
 * reference has no such call, so an applicant saw no sign of what they had sent. Applicants usually have no
 * authority yet, which makes them operators (api-behaviour §1).
 */
export const accountApplicationsRoutes: FastifyPluginAsyncZod = async (app) => {
  const repository = accountApplicationsRepository(app.db);

  app.get(
    '/organisation/account-applications/pending',
    {
      preHandler: requireRoleType(['OPERATOR'], { authorityRequired: false }),
      schema: {
        operationId: 'getCurrentUserPendingAccountApplications',
        tags: ['Organisation accounts'],
        summary: "The current user's applications for an organisation account that await review",
        response: { 200: pendingApplicationsSchema, 401: errorResponseSchema, 403: errorResponseSchema },
      },
    },
    async (request) => ({ applications: await repository.pendingOf(request.userId) }),
  );
};
