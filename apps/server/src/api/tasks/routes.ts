import { validatorCompiler, type FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { loadCallerContext } from '../../domain/authorization';
import { errorResponseSchema } from '../../platform/http/errors';
import { daysRemaining } from '../items/service';
import {
  requestTaskActionBodySchema,
  requestTaskActionEnvelopeSchema,
  requestTaskItemSchema,
  taskIdParamsSchema,
} from './schemas';
import { expectedVersionOf, ifMatchHeadersSchema, sendEntityTag } from './task-version';

const errors = { 400: errorResponseSchema, 403: errorResponseSchema, 404: errorResponseSchema };

export const tasksRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/tasks/:id',
    {
      schema: {
        operationId: 'getTaskItemInfoById',
        tags: ['Tasks'],
        summary: 'Get task item info by id',
        description:
          'Answers the task version as its ETag, for If-Match on POST /tasks/actions. For a task that has completed, the 404 names its request in data ([{completedTask: {requestId, requestType, accountId}}]) to a caller who may see the request.',
        params: taskIdParamsSchema,
        response: { 200: requestTaskItemSchema, ...errors },
      },
    },
    async (request, reply) => {
      const view = await app.workflow.taskView(
        { userId: request.userId, context: loadCallerContext(request) },
        request.params.id,
      );
      const { task } = view;
      sendEntityTag(reply, task.version);
      const remaining = daysRemaining(
        task.dueDate ?? app.workflow.taskDueDate(view.request.type),
        task.pauseDate,
      );
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
          ...(view.accountName ? { accountName: view.accountName } : {}),
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
        description:
          'With If-Match (the ETag of GET /tasks/{id}) the action is refused with 409 REQUEST_TASK_ACTION1002 if the task has changed since; an action that leaves the task open answers its new ETag.',
        headers: ifMatchHeadersSchema,
        body: requestTaskActionBodySchema,
        response: { 204: z.null(), ...errors, 409: errorResponseSchema, 503: errorResponseSchema },
      },
      // The documented body is every action's payload; only its envelope is checked here, the payload
      // after the access check (the engine), so no one without access to the task costs a deep parse.
      validatorCompiler: ({ schema, ...definition }) =>
        validatorCompiler({
          ...definition,
          // Fastify hands each part's own schema here (the type names the whole route's).
          schema:
            definition.httpPart === 'body'
              ? requestTaskActionEnvelopeSchema
              : (schema as unknown as z.ZodType),
        }),
    },
    async (request, reply) => {
      const context = await loadCallerContext(request);
      const body = request.body;
      const { version } = await app.workflow.processTaskAction(
        context,
        body.requestTaskId,
        body.requestTaskActionType,
        body.requestTaskActionPayload,
        { expectedVersion: expectedVersionOf(request.headers['if-match']) },
      );
      sendEntityTag(reply, version);
      return reply.status(204).send(null);
    },
  );
};
