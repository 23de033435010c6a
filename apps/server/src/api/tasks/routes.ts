import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponseSchema } from '../../platform/http/errors';
import { daysRemaining } from '../items/service';
import { requestTaskActionBodySchema, requestTaskItemSchema, taskIdParamsSchema } from './schemas';

const errors = { 400: errorResponseSchema, 403: errorResponseSchema, 404: errorResponseSchema };

export const tasksRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/tasks/:id',
    {
      schema: {
        operationId: 'getTaskItemInfoById',
        tags: ['Tasks'],
        summary: 'Get task item info by id',
        params: taskIdParamsSchema,
        response: { 200: requestTaskItemSchema, ...errors },
      },
    },
    async (request) => {
      const context = await app.userContext(request.userId);
      const view = await app.workflow.taskView(context, request.params.id);
      const { task } = view;
      const remaining = daysRemaining(task.dueDate, task.pauseDate);
      return {
        requestTask: {
          id: task.id,
          type: task.type,
          payload: (task.payload ?? undefined) as never,
          assignable: view.assignable,
          ...(task.assignee ? { assigneeUserId: task.assignee } : {}),
          ...(view.assigneeFullName ? { assigneeFullName: view.assigneeFullName } : {}),
          ...(remaining === undefined ? {} : { daysRemaining: remaining }),
          startDate: task.startDate.toISOString(),
        },
        allowedRequestTaskActions: view.allowedRequestTaskActions,
        userAssignCapable: view.userAssignCapable,
        requestInfo: {
          id: view.request.id,
          type: view.request.type,
          competentAuthority: view.request.competentAuthority,
          ...(view.request.accountId === null ? {} : { accountId: view.request.accountId }),
          ...(view.request.metadata ? { requestMetadata: view.request.metadata as never } : {}),
        },
      };
    },
  );

  app.post(
    '/tasks/actions',
    {
      schema: {
        operationId: 'processRequestTaskAction',
        tags: ['Tasks'],
        summary: 'Processes a request task action',
        body: requestTaskActionBodySchema,
        response: { 204: z.null(), ...errors, 503: errorResponseSchema },
      },
    },
    async (request, reply) => {
      const context = await app.userContext(request.userId);
      const body = request.body;
      await app.workflow.processTaskAction(
        context,
        body.requestTaskId,
        body.requestTaskActionType,
        body.requestTaskActionPayload,
      );
      return reply.status(204).send(null);
    },
  );
};
