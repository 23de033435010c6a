import { z } from 'zod';
import { competentAuthorityCodes, requestTaskTypes, requestTypes } from '../../platform/db/schema';
import { requestTaskActionTypes } from '../../workflow/catalogue';
import {
  amendApplicationPayloadSchema,
  submitDecisionPayloadSchema,
} from '../../workflow/organisation-account-opening/payloads';
import { requestTaskPayloadSchema } from '../../workflow/payload-schemas';
import { saveClosurePayloadSchema } from '../../workflow/account-closure/definition';

export const taskIdParamsSchema = z.object({ id: z.coerce.number().int().positive() });

export const requestMetadataSchema = z
  .looseObject({ type: z.enum(requestTypes).optional(), phase: z.string().optional() })
  .meta({ id: 'RequestMetadata' });

export const requestTaskItemSchema = z
  .object({
    requestTask: z
      .object({
        id: z.number().int(),
        type: z.enum(requestTaskTypes),
        payload: requestTaskPayloadSchema.optional(),
        assignable: z.boolean(),
        assigneeUserId: z.string().optional(),
        assigneeFullName: z.string().optional(),
        daysRemaining: z.number().int().optional(),
        startDate: z.string(),
      })
      .meta({ id: 'RequestTaskDTO' }),
    allowedRequestTaskActions: z.array(z.enum(requestTaskActionTypes)),
    userAssignCapable: z.boolean(),
    requestInfo: z
      .object({
        id: z.string(),
        type: z.enum(requestTypes),
        competentAuthority: z.enum(competentAuthorityCodes),
        accountId: z.number().int().optional(),
        requestMetadata: requestMetadataSchema.optional(),
      })
      .meta({ id: 'RequestInfoDTO' }),
  })
  .meta({ id: 'RequestTaskItemDTO' });

const emptyTaskActionPayloadSchema = z
  .strictObject({ payloadType: z.literal('EMPTY_PAYLOAD') })
  .meta({ id: 'RequestTaskActionEmptyPayload' });

export const requestTaskActionBodySchema = z
  .strictObject({
    requestTaskId: z.number().int().positive(),
    requestTaskActionType: z.enum(requestTaskActionTypes),
    requestTaskActionPayload: z.discriminatedUnion('payloadType', [
      amendApplicationPayloadSchema,
      submitDecisionPayloadSchema,
      saveClosurePayloadSchema,
      emptyTaskActionPayloadSchema,
    ]),
  })
  .meta({ id: 'RequestTaskActionProcessDTO' });
