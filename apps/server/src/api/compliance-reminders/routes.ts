import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { contextOf, requireRoleType } from '../../domain/authorization';
import { regulatorScope } from '../../domain/regulator-scope';
import { errorResponseSchema } from '../../platform/http/errors';
import { reminderPreviewSchema, reminderRequestSchema, reminderResultSchema } from './schemas';
import { complianceRemindersService } from './service';

const tags = ['Compliance'];
const errors = { 400: errorResponseSchema, 401: errorResponseSchema, 403: errorResponseSchema };

/**
 * Reminders a regulator sends to the accounts chosen on a compliance account list (issue 38 point 5,
 * ADR 51): accounts of their own competent authority only, at most once a day per account and report.
 */
export const complianceRemindersRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = complianceRemindersService(app);
  const regulatorOnly = requireRoleType(['REGULATOR']);

  app.post(
    '/compliance/reminders/preview',
    {
      preHandler: regulatorOnly,
      schema: {
        operationId: 'previewComplianceReminder',
        tags,
        summary:
          'Shows the reminder e-mail for a report and what sending it to the chosen accounts would do, sending nothing',
        body: reminderRequestSchema,
        response: { 200: reminderPreviewSchema, ...errors },
      },
    },
    async (request) => service.preview(regulatorScope(contextOf(request)), request.body),
  );

  app.post(
    '/compliance/reminders',
    {
      preHandler: regulatorOnly,
      schema: {
        operationId: 'sendComplianceReminders',
        tags,
        summary:
          "Sends a report's reminder to the chosen accounts' primary contacts and Advanced users, once a day per account and report",
        body: reminderRequestSchema,
        response: { 200: reminderResultSchema, ...errors },
      },
    },
    async (request) => service.send(regulatorScope(contextOf(request)), request.body),
  );
};
