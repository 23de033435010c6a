import { z } from 'zod';
import { requestCreateActionTypes } from '../../workflow/catalogue';
import { submitApplicationPayloadSchema } from '../../workflow/organisation-account-opening/payloads';

const emptyPayloadSchema = z
  .strictObject({ payloadType: z.literal('EMPTY_PAYLOAD') })
  .meta({ id: 'RequestCreateActionEmptyPayload' });

const reportRelatedPayloadSchema = z
  .strictObject({
    payloadType: z.literal('REPORT_RELATED_REQUEST_CREATE_ACTION_PAYLOAD'),
    requestId: z.string().min(1).max(64),
  })
  .meta({ id: 'ReportRelatedRequestCreateActionPayload' });

const progressUpdatePayloadSchema = (n: 1 | 2) =>
  z
    .strictObject({
      payloadType: z.literal(`PROGRESS_UPDATE_${n}_CREATE_ACTION_PAYLOAD`),
      isDisaggregateUndertaking: z.boolean(),
    })
    .meta({ id: `ProgressUpdate${n}RequestCreateActionPayload` });

export const requestCreateBodySchema = z
  .strictObject({
    requestCreateActionType: z.enum(requestCreateActionTypes),
    requestCreateActionPayload: z.discriminatedUnion('payloadType', [
      submitApplicationPayloadSchema,
      emptyPayloadSchema,
      reportRelatedPayloadSchema,
      progressUpdatePayloadSchema(1),
      progressUpdatePayloadSchema(2),
    ]),
  })
  .meta({ id: 'RequestCreateActionProcessDTO' });

export const requestCreateQuerySchema = z.strictObject({
  accountId: z.coerce.number().int().positive().optional().describe('The account id'),
});

export const requestCreateResponseSchema = z
  .object({ requestId: z.string() })
  .meta({ id: 'RequestCreateActionProcessResponseDTO' });
