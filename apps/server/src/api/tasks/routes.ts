import { validatorCompiler, type FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { loadCallerContext } from '../../domain/authorization';
import type { UserContext } from '../../domain/current-user';
import { ApiError, errorResponseSchema } from '../../platform/http/errors';
import {
  requestTaskActionBodySchema,
  requestTaskActionEnvelopeSchema,
  requestTaskItemSchema,
  taskIdParamsSchema,
} from './schemas';
import { preferHeaderSchema, prefersRepresentation, taskRepresentation } from './representation';
import { expectedVersionOf, ifMatchHeadersSchema, sendEntityTag } from './task-version';

const errors = { 400: errorResponseSchema, 403: errorResponseSchema, 404: errorResponseSchema };

export const tasksRoutes: FastifyPluginAsyncZod = async (app) => {
  /**
   * The task as GET would show it, read after the action's transaction so that the body and its ETag are one
   * version; none when the action left it beyond the caller's sight (the write stands: the answer is 204).
   */
  const representationAfter = async (userId: string, context: UserContext, taskId: number) => {
    try {
      return await app.workflow.taskView({ userId, context: Promise.resolve(context) }, taskId);
    } catch (error) {
      if (error instanceof ApiError) return undefined;
      throw error;
    }
  };

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
      sendEntityTag(reply, view.task.version);
      return taskRepresentation(app.workflow, view);
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
          'With If-Match (the ETag of GET /tasks/{id}) the action is refused with 409 REQUEST_TASK_ACTION1002 if the task has changed since; an action that leaves the task open answers its new ETag. With Prefer: return=representation such an action answers 200 with the task as GET /tasks/{id} shows it (the saved answers as cleaned up) and Preference-Applied; a save whose clean-up did not keep every answer it was sent answers the same 200 without being asked (without Preference-Applied); otherwise, and when the action closed the task, 204.',
        headers: ifMatchHeadersSchema.extend({ prefer: preferHeaderSchema }),
        body: requestTaskActionBodySchema,
        response: {
          200: requestTaskItemSchema,
          204: z.null(),
          ...errors,
          409: errorResponseSchema,
          503: errorResponseSchema,
        },
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
      const representation = prefersRepresentation(request.headers.prefer);
      const saved = await app.workflow.processTaskAction(
        context,
        body.requestTaskId,
        body.requestTaskActionType,
        body.requestTaskActionPayload,
        { expectedVersion: expectedVersionOf(request.headers['if-match']), view: representation },
      );
      const { version, cleaned } = saved;
      // A save answers the task it wrote; one that did not keep everything it was sent says what it kept,
      // asked or not (issue 37); another action that leaves the task open reads it again.
      const view =
        version !== null && (representation || cleaned)
          ? (saved.view ?? (await representationAfter(request.userId, context, body.requestTaskId)))
          : undefined;
      if (view) {
        sendEntityTag(reply, view.task.version);
        if (representation) reply.header('preference-applied', 'return=representation');
        return reply.status(200).send(taskRepresentation(app.workflow, view));
      }
      sendEntityTag(reply, version);
      return reply.status(204).send(null);
    },
  );
};
