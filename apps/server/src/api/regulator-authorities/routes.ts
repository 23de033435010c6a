import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponseSchema } from '../../platform/http/errors';
import { requireRoleType } from '../shared/authorization';
import { groupLevelsOf, permissionLevels } from '../shared/regulator-permission-groups';

const managePermissionSchema = z
  .object({
    permissions: z.record(z.string(), z.enum(permissionLevels)),
    editable: z.boolean(),
  })
  .meta({ id: 'AuthorityManagePermissionDTO' });

export const regulatorAuthoritiesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/regulator-authorities/permissions',
    {
      preHandler: requireRoleType(['REGULATOR']),
      schema: {
        operationId: 'getCurrentRegulatorUserPermissionsByCa',
        tags: ['Regulator Authorities'],
        summary: "Retrieves the current regulator user's permissions",
        response: { 200: managePermissionSchema, 401: errorResponseSchema, 403: errorResponseSchema },
      },
    },
    async (request) => {
      // A regulator holds one authority, for their competent authority.
      const held = new Set(
        request.userContext?.active.flatMap((authority) => [...authority.permissions]) ?? [],
      );
      return { permissions: groupLevelsOf(held), editable: held.has('PERM_CA_USERS_EDIT') };
    },
  );
};
