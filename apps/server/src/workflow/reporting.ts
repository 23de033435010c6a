import type { z } from 'zod';
import type { Permission } from '../domain/permissions';
import type { RequestCreateActionType } from './catalogue';
import type { StartDefinition } from './definition';
import { emptyCreatePayloadSchema, reportRelatedPayloadSchema } from './shared-payloads';

/**
 * The reference's rules shared by the four Phase 3 reports (reporting-inventory §6): an operator with
 * the report's submit permission starts it on a LIVE account ...
 */
export function reportStart<Payload = z.infer<typeof emptyCreatePayloadSchema>>(
  actionType: RequestCreateActionType,
  permission: Permission,
  payloadSchema: z.ZodType<Payload> = emptyCreatePayloadSchema as unknown as z.ZodType<Payload>,
): StartDefinition<Payload> {
  return { actionType, roleType: 'OPERATOR', permission, accountStatuses: ['LIVE'], payloadSchema };
}

/** ... and a regulator with its re-initiate permission restarts a completed one, on a LIVE account. */
export function reportReInitiation(
  actionType: RequestCreateActionType,
  permission: Permission,
): StartDefinition<z.infer<typeof reportRelatedPayloadSchema>> {
  return {
    actionType,
    roleType: 'REGULATOR',
    permission,
    accountStatuses: ['LIVE'],
    payloadSchema: reportRelatedPayloadSchema,
  };
}
