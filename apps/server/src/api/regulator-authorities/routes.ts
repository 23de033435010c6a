import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponseSchema } from '../../platform/http/errors';
import { requireRoleType } from '../../domain/authorization';
import { regulatorRolePresets } from './presets';
import {
  groupLevelsSchema,
  managePermissionSchema,
  regulatorRoleSchema,
  regulatorUsersAuthoritiesInfoSchema,
  regulatorUserUpdateStatusSchema,
  userIdParamsSchema,
} from './schemas';
import { regulatorScope, requireUsersEdit } from '../../domain/regulator-scope';
import { regulatorAuthoritiesService } from './service';

const tags = ['Regulator Authorities'];
const errors = { 400: errorResponseSchema, 401: errorResponseSchema, 403: errorResponseSchema };

export const regulatorAuthoritiesRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = regulatorAuthoritiesService(app);
  const groups = app.workflow.tables.permissions.regulatorGroups;
  const presets = regulatorRolePresets(groups);
  const regulatorOnly = requireRoleType(['REGULATOR']);

  app.get(
    '/regulator-authorities',
    {
      preHandler: regulatorOnly,
      schema: {
        operationId: 'getCaRegulators',
        tags,
        summary: 'Retrieves the users of type REGULATOR',
        response: { 200: regulatorUsersAuthoritiesInfoSchema, ...errors },
      },
    },
    async (request) => service.list(regulatorScope(request.userContext)),
  );

  app.post(
    '/regulator-authorities',
    {
      preHandler: regulatorOnly,
      schema: {
        operationId: 'updateCompetentAuthorityRegulatorUsersStatus',
        tags,
        summary: 'Updates regulator users status',
        body: z.array(regulatorUserUpdateStatusSchema).max(500),
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      await service.updateStatuses(regulatorScope(request.userContext), request.body);
      return reply.status(204).send(null);
    },
  );

  app.delete(
    '/regulator-authorities',
    {
      preHandler: regulatorOnly,
      schema: {
        operationId: 'deleteCurrentRegulatorUserByCompetentAuthority',
        tags,
        summary: 'Delete the current regulator user',
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      await service.deleteSelf(regulatorScope(request.userContext));
      return reply.status(204).send(null);
    },
  );

  app.delete(
    '/regulator-authorities/:userId',
    {
      preHandler: regulatorOnly,
      schema: {
        operationId: 'deleteRegulatorUserByCompetentAuthority',
        tags,
        summary: 'Delete the regulator user that corresponds to the provided user id',
        params: userIdParamsSchema,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      await service.deleteUser(regulatorScope(request.userContext), request.params.userId);
      return reply.status(204).send(null);
    },
  );

  app.get(
    '/regulator-authorities/permissions',
    {
      preHandler: regulatorOnly,
      schema: {
        operationId: 'getCurrentRegulatorUserPermissionsByCa',
        tags,
        summary: "Retrieves the current regulator user's permissions",
        response: { 200: managePermissionSchema, 401: errorResponseSchema, 403: errorResponseSchema },
      },
    },
    async (request) => {
      const scope = regulatorScope(request.userContext);
      return { permissions: groups.levelsOf(scope.permissions), editable: scope.canEditUsers };
    },
  );

  app.get(
    '/regulator-authorities/permissions/group-levels',
    {
      preHandler: regulatorOnly,
      schema: {
        operationId: 'getRegulatorPermissionGroupLevels',
        tags,
        summary: 'Retrieves the regulator permissions group levels',
        response: { 200: groupLevelsSchema, 401: errorResponseSchema, 403: errorResponseSchema },
      },
    },
    async (request) => {
      requireUsersEdit(regulatorScope(request.userContext));
      return groups.allowedLevels();
    },
  );

  app.get(
    '/regulator-authorities/permissions/:userId',
    {
      preHandler: regulatorOnly,
      schema: {
        operationId: 'getRegulatorUserPermissionsByCaAndId',
        tags,
        summary: "Retrieves the regulator user's permissions",
        params: userIdParamsSchema,
        response: { 200: managePermissionSchema, ...errors },
      },
    },
    async (request) => service.permissionsOf(regulatorScope(request.userContext), request.params.userId),
  );

  app.get(
    '/authorities/regulator-roles',
    {
      preHandler: regulatorOnly,
      schema: {
        operationId: 'getRegulatorRoles',
        tags: ['Authorities'],
        summary: 'Returns all regulator roles',
        response: { 200: z.array(regulatorRoleSchema), 401: errorResponseSchema, 403: errorResponseSchema },
      },
    },
    async (request) => {
      requireUsersEdit(regulatorScope(request.userContext));
      return presets;
    },
  );
};
