import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { MULTIPART_FILE_LIMIT_BYTES } from '../../platform/files';
import { loadCallerContext } from '../../domain/authorization';
import { errorResponseSchema } from '../../platform/http/errors';
import { registerMultipart, skipMultipartBodyValidation } from '../../platform/http/multipart';
import { fileUuidSchema } from '../shared/notes';
import { fileTokenSchema } from '../user-signatures/routes';
import { sendEntityTag } from '../tasks/task-version';
import { readTaskAttachmentForm } from './form';
import { attachmentUuidQuerySchema, taskAttachmentFormSchema, taskIdParamsSchema } from './schemas';

const tags = ['Request task attachments handling'];
const errors = { 400: errorResponseSchema, 403: errorResponseSchema, 404: errorResponseSchema };

/**
 * Task attachments (api-behaviour §2.1, §5): the rules live in the workflow engine, which knows which
 * task types take attachments and where their payload lists them.
 */
export const taskAttachmentsRoutes: FastifyPluginAsyncZod = async (app) => {
  // The details part may come as a JSON file (a browser's Blob), so two file parts are read at most.
  await registerMultipart(app, { fileSize: MULTIPART_FILE_LIMIT_BYTES, files: 2, fields: 1, parts: 2 });
  skipMultipartBodyValidation(app);

  app.post(
    '/task-attachments/upload',
    {
      schema: {
        operationId: 'uploadRequestTaskAttachment',
        tags,
        summary: 'Upload a request task attachment',
        description: 'Answers the task’s new ETag: the upload changes the task (see GET /tasks/{id}).',
        consumes: ['multipart/form-data'],
        body: taskAttachmentFormSchema,
        response: { 200: fileUuidSchema, ...errors },
      },
    },
    async (request, reply) => {
      const context = await loadCallerContext(request);
      const form = await readTaskAttachmentForm(request);
      const { uuid, version } = await app.workflow.uploadTaskAttachment(
        context,
        form.details.requestTaskId,
        form.details.requestTaskActionType,
        form.readFile,
      );
      // The upload changed the task: its new ETag, for the form's next save (ADR 17).
      sendEntityTag(reply, version);
      return { uuid };
    },
  );

  app.get(
    '/task-attachments/:id',
    {
      schema: {
        operationId: 'generateRequestTaskGetFileAttachmentToken',
        tags,
        summary:
          'Generate the token to get the file with the provided uuid that belongs to the provided task',
        params: taskIdParamsSchema,
        querystring: attachmentUuidQuerySchema,
        response: { 200: fileTokenSchema, ...errors },
      },
    },
    async (request) => {
      const context = await app.userContext(request.userId);
      return app.workflow.taskAttachmentToken(context, request.params.id, request.query.attachmentUuid);
    },
  );
};
