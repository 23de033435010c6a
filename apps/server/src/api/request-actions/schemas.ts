import { z } from 'zod';
import { competentAuthorityCodes } from '../../platform/db/schema';
import { requestTypes } from '../../workflow/catalogue';
import { requestActionTypes } from '../../workflow/catalogue';
import { requestActionPayloadSchema } from '../../workflow/payload-schemas';
import { pathId } from '../../platform/http/path-id';

export const requestActionsQuerySchema = z
  .object({ requestId: z.string().min(1).max(64).describe('The request id') })
  .strict();

export const requestActionIdParamsSchema = z.object({
  id: pathId.describe('The request action id'),
});

export const requestActionInfoSchema = z
  .object({
    id: z.number().int(),
    type: z.enum(requestActionTypes),
    submitter: z.string().optional(),
    creationDate: z.string(),
  })
  .meta({ id: 'RequestActionInfoDTO' });

export const requestActionInfoListSchema = z.array(requestActionInfoSchema);

export const requestActionSchema = z
  .object({
    id: z.number().int(),
    type: z.enum(requestActionTypes),
    // The documented payload union as it is: each member lists every field the timeline shows.
    payload: requestActionPayloadSchema.optional(),
    requestId: z.string(),
    requestType: z.enum(requestTypes),
    requestAccountId: z.number().int().optional(),
    competentAuthority: z.enum(competentAuthorityCodes),
    submitter: z.string().optional(),
    creationDate: z.string(),
  })
  .meta({ id: 'RequestActionDTO' });

export const attachmentQuerySchema = z
  .object({ attachmentUuid: z.uuid().describe('The attachment uuid') })
  .strict();

export const fileDocumentQuerySchema = z
  .object({ fileDocumentUuid: z.uuid().describe('The file document uuid') })
  .strict();
