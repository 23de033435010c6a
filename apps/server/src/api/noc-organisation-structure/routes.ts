import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { loadCallerContext } from '../../domain/authorization';
import { errorResponseSchema } from '../../platform/http/errors';
import {
  multipartBody,
  readFilePart,
  registerMultipart,
  skipMultipartBodyValidation,
} from '../../platform/http/multipart';
import { organisationAssociatedWithRUSchema } from '../../workflow/notification-of-compliance-p3/payload';
import {
  CSV_READ_BUDGET_MS,
  MAX_CSV_BYTES,
  MAX_ORGANISATION_ROWS,
} from '../../workflow/notification-of-compliance-p3/rules';
import { sendDownload } from '../../platform/files/download';
import { expectedVersionOf, ifMatchHeadersSchema, sendEntityTag } from '../tasks/task-version';
import { nocOrganisationStructureService } from './service';
import { pathId } from '../../platform/http/path-id';

const tags = ['Notification of compliance (ours)'];
const errors = {
  400: errorResponseSchema,
  401: errorResponseSchema,
  403: errorResponseSchema,
  404: errorResponseSchema,
};
const taskIdParamsSchema = z.object({
  taskId: pathId.describe('The NOC task id'),
});

/**
 * Our addition to the reference API (ADR 18): the organisation-structure CSV of a notification is read
 * on the server, not in the browser, so its rules are enforced where the data is kept.
 */
export const nocOrganisationStructureRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = nocOrganisationStructureService(app);
  // The CSV's own limit (20 MB); a larger file is refused with the CSV's message.
  await registerMultipart(app, { fileSize: MAX_CSV_BYTES, files: 1, fields: 0, parts: 1 });
  skipMultipartBodyValidation(app);

  app.post(
    '/tasks/:taskId/noc/organisation-structure',
    {
      schema: {
        operationId: 'importNocOrganisationStructure',
        tags,
        summary:
          'Replaces the organisations of the notification’s organisation structure by those of a CSV file',
        description: `Only the task’s assignee. The file (part \`file\`, the 14 columns of the template) is size-checked and virus-scanned, then read all or nothing (at most ${MAX_ORGANISATION_ROWS} organisations, read within ${CSV_READ_BUDGET_MS / 1000} seconds, else 400 NOC1003 saying so): on success the organisations replace \`organisationsAssociatedWithRU\` through the task’s save (the section becomes IN_PROGRESS) and the new list and ETag are answered; otherwise 400 NOC1003 lists every problem ({message, columns, rows, details}) and nothing is saved.`,
        consumes: ['multipart/form-data'],
        params: taskIdParamsSchema,
        headers: ifMatchHeadersSchema,
        body: multipartBody(
          z.object({ file: z.string().describe('The CSV file').meta({ format: 'binary' }) }),
        ),
        response: {
          200: z
            .object({ organisationsAssociatedWithRU: z.array(organisationAssociatedWithRUSchema) })
            .meta({ id: 'NocOrganisationStructureImportResult' }),
          ...errors,
          409: errorResponseSchema,
        },
      },
    },
    async (request, reply) => {
      const context = await loadCallerContext(request);
      const { organisationsAssociatedWithRU, version } = await service.importCsv(
        context,
        request.params.taskId,
        expectedVersionOf(request.headers['if-match']),
        () => readFilePart(request, 'file'),
      );
      sendEntityTag(reply, version);
      return { organisationsAssociatedWithRU };
    },
  );

  app.get(
    '/tasks/:taskId/noc/organisation-structure/template',
    {
      schema: {
        operationId: 'getNocOrganisationStructureTemplate',
        tags,
        summary: 'The CSV template of the organisations complying with the responsible undertaking',
        params: taskIdParamsSchema,
        // No response schema: the 200 body is the CSV file, which the JSON serializer must not touch.
      },
    },
    async (request, reply) => {
      const context = await app.userContext(request.userId);
      const csv = await service.template(context, request.params.taskId);
      return sendDownload(reply, {
        fileName: 'Organisation_Structure_Template.csv',
        contentType: 'text/csv',
        content: Buffer.from(csv, 'utf8'),
      });
    },
  );
};
