import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireRoleType } from '../../domain/authorization';
import { errorResponseSchema } from '../../platform/http/errors';
import { sendSerialised } from '../../platform/http/serialised-json';
import type { Assignment } from './repository';
import { accountTypeParamsSchema, itemsResponseSchema, workListQuerySchema } from './schemas';
import { itemsService } from './service';
import { cappedPageSize } from '../shared/paging';
import { requestItemsRoutes } from './request-items';

const lists: { path: Assignment; operationId: string; summary: string }[] = [
  {
    path: 'assigned-to-me',
    operationId: 'getAssignedItems',
    summary: 'Retrieves the items assigned to the logged-in user',
  },
  {
    path: 'assigned-to-others',
    operationId: 'getAssignedToOthersItems',
    summary: 'Retrieves the items assigned to other users that the logged-in user may see',
  },
  {
    path: 'unassigned',
    operationId: 'getUnassignedItems',
    summary: 'Retrieves the unassigned items the logged-in user may see',
  },
];

export const itemsRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = itemsService(
    app.db,
    app.changes,
    app.userContext,
    app.workflow.tables,
    app.workflow.taskDueDate,
  );
  // As the reference's role annotation: every role type, but only with an active authority (a registered
  // user with no organisation, or whose authorities are all disabled, gets 403).
  const withAuthority = requireRoleType(['OPERATOR', 'REGULATOR', 'VERIFIER']);
  for (const list of lists) {
    app.get(
      `/:accountType/items/${list.path}`,
      {
        preHandler: withAuthority,
        schema: {
          operationId: list.operationId,
          tags: ['Items'],
          summary: list.summary,
          params: accountTypeParamsSchema,
          querystring: workListQuerySchema,
          response: {
            200: itemsResponseSchema,
            400: errorResponseSchema,
            401: errorResponseSchema,
            403: errorResponseSchema,
          },
        },
      },
      async (request, reply) =>
        sendSerialised(
          reply,
          await service.list(
            request.userId,
            list.path,
            request.query.page,
            cappedPageSize(request.query.size, app.config.maxPageSize),
            request.query,
          ),
        ),
    );
  }
  await app.register(requestItemsRoutes);
};
