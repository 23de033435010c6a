import { z } from 'zod';
import { multipartBody } from '../../platform/http/multipart';
import { requestTaskActionTypes } from '../../workflow/catalogue';
import { pathId } from '../../platform/http/path-id';

export const requestTaskAttachmentActionSchema = z
  .object({
    requestTaskId: z.number().int().positive().max(Number.MAX_SAFE_INTEGER),
    requestTaskActionType: z.enum(requestTaskActionTypes),
  })
  .meta({
    id: 'RequestTaskAttachmentActionProcessDTO',
    description: 'The request task attachment properties',
  });

/** The upload form (documentation only: the handler reads the parts, details first). */
export const taskAttachmentFormSchema = multipartBody(
  z.object({
    requestTaskActionDetails: requestTaskAttachmentActionSchema,
    attachment: z.string().describe('The request task source file attachment').meta({ format: 'binary' }),
  }),
);

export const taskIdParamsSchema = z.object({
  id: pathId.describe('The request task id'),
});

export const attachmentUuidQuerySchema = z
  .object({ attachmentUuid: z.uuid().describe('The attachment uuid') })
  .strict();
