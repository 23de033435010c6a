import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { loadCallerContext } from '../../domain/authorization';
import { errorResponseSchema } from '../../platform/http/errors';
import {
  assigneesResponseSchema,
  taskAssignmentBodySchema,
  taskIdParamsSchema,
  taskTypeParamsSchema,
} from './schemas';

const tags = ['Tasks Assignment'];
const errors = {
  400: errorResponseSchema,
  401: errorResponseSchema,
  403: errorResponseSchema,
  404: errorResponseSchema,
};

/** Manual assignment of tasks: the rules (candidates, sibling tasks, pointers, email) are the engine's. */
export const tasksAssignmentRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/tasks-assignment/assign',
    {
      schema: {
        operationId: 'assignTask',
        tags,
        summary: 'Assigns a task to a user',
        body: taskAssignmentBodySchema,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      const context = await loadCallerContext(request);
      await app.workflow.assign(context, request.body.taskId, request.body.userId);
      return reply.status(204).send(null);
    },
  );

  app.get(
    '/tasks-assignment/:taskId/candidate-assignees',
    {
      schema: {
        operationId: 'getCandidateAssigneesByTaskId',
        tags,
        summary: 'Returns all users to whom can be assigned the provided task',
        params: taskIdParamsSchema,
        response: { 200: assigneesResponseSchema, ...errors },
      },
    },
    async (request) => {
      const context = await app.userContext(request.userId);
      return app.workflow.candidates(context, request.params.taskId);
    },
  );

  app.get(
    '/tasks-assignment/:taskId/candidate-assignees/:taskType',
    {
      schema: {
        operationId: 'getCandidateAssigneesByTaskType',
        tags,
        summary: 'Returns all users to whom can be assigned the provided task type',
        params: taskTypeParamsSchema,
        response: { 200: assigneesResponseSchema, ...errors },
      },
    },
    async (request) => {
      const context = await app.userContext(request.userId);
      return app.workflow.candidates(context, request.params.taskId, request.params.taskType);
    },
  );

  app.delete(
    '/tasks-assignment/release/:taskId',
    {
      schema: {
        operationId: 'releaseTask',
        tags: ['Tasks Release'],
        summary: 'Releases a task',
        params: taskIdParamsSchema,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      const context = await loadCallerContext(request);
      await app.workflow.release(context, request.params.taskId);
      return reply.status(204).send(null);
    },
  );
};
