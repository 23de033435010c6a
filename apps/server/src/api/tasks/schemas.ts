import { z } from 'zod';
import { SHORT_TEXT_MAX } from '../../platform/http/input-bounds';
import { competentAuthorityCodes } from '../../platform/db/schema';
import { requestTaskTypes, requestTypes } from '../../workflow/catalogue';
import { requestTaskActionTypes } from '../../workflow/catalogue';
import { requestTaskActionPayloadSchema, requestTaskPayloadSchema } from '../../workflow/payload-schemas';
import { pathId } from '../../platform/http/path-id';

export const taskIdParamsSchema = z.object({ id: pathId });

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
        /** The organisation's name, so task pages can say whose task it is. */
        accountName: z.string().optional(),
        requestMetadata: requestMetadataSchema.optional(),
      })
      .meta({ id: 'RequestInfoDTO' }),
  })
  .meta({ id: 'RequestTaskItemDTO' });

export const requestTaskActionBodySchema = z
  .strictObject({
    requestTaskId: z.number().int().positive(),
    requestTaskActionType: z.enum(requestTaskActionTypes),
    requestTaskActionPayload: requestTaskActionPayloadSchema,
  })
  .meta({ id: 'RequestTaskActionProcessDTO' });

/**
 * What POST /tasks/actions checks before it knows the caller may act on the task (ADR 40): the task, the
 * action and that the payload is an object naming its type. The payload itself is checked against the
 * action's own schema after the access check, so a caller without access costs no deep validation.
 */
export const requestTaskActionEnvelopeSchema = z.strictObject({
  requestTaskId: z.number().int().positive(),
  requestTaskActionType: z.enum(requestTaskActionTypes),
  requestTaskActionPayload: z.looseObject({ payloadType: z.string().max(SHORT_TEXT_MAX) }),
});
