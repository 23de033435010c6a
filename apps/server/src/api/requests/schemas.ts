import { z } from 'zod';
import { requestCreateActionTypes } from '../../workflow/catalogue';
import { requestCreateActionPayloadSchema } from '../../workflow/payload-schemas';
import { pathId } from '../../platform/http/path-id';

export const requestCreateBodySchema = z
  .strictObject({
    requestCreateActionType: z.enum(requestCreateActionTypes),
    requestCreateActionPayload: requestCreateActionPayloadSchema,
  })
  .meta({ id: 'RequestCreateActionProcessDTO' });

export const requestCreateQuerySchema = z.strictObject({
  accountId: pathId.optional().describe('The account id'),
});

export const requestCreateResponseSchema = z
  .object({ requestId: z.string() })
  .meta({ id: 'RequestCreateActionProcessResponseDTO' });
