import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { loadCallerContext } from '../../domain/authorization';
import { sendDownload } from '../../platform/files/download';
import { errorResponseSchema } from '../../platform/http/errors';
import {
  multipartBody,
  readFilePart,
  registerMultipart,
  skipMultipartBodyValidation,
} from '../../platform/http/multipart';
import { pathId } from '../../platform/http/path-id';
import { energyEfficiencyMeasureSchema } from '../../workflow/reports/energy-efficiency-measure';
import { MAX_SHEET_BYTES } from '../../workflow/reports/measures-sheet';
import { expectedVersionOf, ifMatchHeadersSchema, sendEntityTag } from '../tasks/task-version';
import { reportMeasuresService } from './service';

const tags = ['Report measures (ours)'];
const errors = {
  400: errorResponseSchema,
  401: errorResponseSchema,
  403: errorResponseSchema,
  404: errorResponseSchema,
};
const params = z.object({ taskId: pathId.describe('The action plan or progress update task id') });
const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/**
 * Our addition (issue 42, ADR 52): a report's measures as a spreadsheet. The template (with the saved
 * measures) is for whoever may view the task; a file is checked for its assignee, and changes nothing.
 */
export const reportMeasuresRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = reportMeasuresService(app);
  await registerMultipart(app, { fileSize: MAX_SHEET_BYTES, files: 1, fields: 0, parts: 1 });
  skipMultipartBodyValidation(app);

  app.get(
    '/tasks/:taskId/measures/workbook',
    {
      schema: {
        operationId: 'getReportMeasuresWorkbook',
        tags,
        summary: 'The measures template (.xlsx), pre-filled with the task’s saved measures',
        params,
        // No response schema: the 200 body is the workbook.
      },
    },
    async (request, reply) => {
      const context = await app.userContext(request.userId);
      const { fileName, content } = await service.workbook(context, request.params.taskId);
      return sendDownload(reply, { fileName, contentType: XLSX, content });
    },
  );

  app.get(
    '/request-actions/:id/measures/workbook',
    {
      schema: {
        operationId: 'getSubmittedMeasuresWorkbook',
        tags,
        summary: 'A submitted report’s measures (.xlsx), in the template’s layout, from its timeline entry',
        description:
          'For whoever may view the timeline entry (GET /request-actions/{id}); 404 for an entry without measures.',
        params: z.object({ id: pathId.describe('The timeline entry (request action) id') }),
      },
    },
    async (request, reply) => {
      const context = await app.userContext(request.userId);
      const { fileName, content } = await service.submittedWorkbook(context, request.params.id);
      return sendDownload(reply, { fileName, contentType: XLSX, content });
    },
  );

  app.post(
    '/tasks/:taskId/measures/check',
    {
      schema: {
        operationId: 'checkReportMeasuresFile',
        tags,
        summary: 'Reads and checks a measures file (.xlsx or .csv); saves nothing',
        description: `Only the task’s assignee. The file (part \`file\`, smaller than 5MB, the template’s columns, at most the report’s measures: 1,000 for an action plan, 1,000 plan measures (1,100 carried for progress update 2) and 50 added for a progress update) is virus-scanned and read; formulas are read as their values. Every row is checked with the form’s rules; a progress update’s rows are matched to its plan measures by measure reference (uuId), a row without one is an added measure. The measures are answered with the task’s ETag, to be saved through the task’s save with If-Match, or 400 AP1003 lists the problems ({row, column, message}, at most 100, and notShown).`,
        consumes: ['multipart/form-data'],
        params,
        headers: ifMatchHeadersSchema,
        body: multipartBody(
          z.object({ file: z.string().describe('The .xlsx or .csv file').meta({ format: 'binary' }) }),
        ),
        response: {
          200: z
            .object({
              measures: z
                .array(energyEfficiencyMeasureSchema)
                .optional()
                .describe('An action plan’s measures'),
              measuresUpdate: z
                .record(z.string(), z.unknown())
                .optional()
                .describe(
                  'A progress update’s measures in its save’s names (progressUpdate<n>P3Measures: answers by uuId; progressUpdate<n>P3AddedMeasure)',
                ),
            })
            .meta({ id: 'ReportMeasuresCheckResult' }),
          ...errors,
          409: errorResponseSchema,
        },
      },
    },
    async (request, reply) => {
      const context = await loadCallerContext(request);
      const { answer, version } = await service.check(
        context,
        request.params.taskId,
        expectedVersionOf(request.headers['if-match']),
        () => readFilePart(request, 'file'),
      );
      sendEntityTag(reply, version);
      return answer;
    },
  );
};
