import { z } from 'zod';

/** Payloads several workflows take, declared once so the documented unions list each once. */

/** A create action with nothing to say (closing an account, starting a NOC or an action plan). */
export const emptyCreatePayloadSchema = z
  .strictObject({ payloadType: z.literal('EMPTY_PAYLOAD') })
  .meta({ id: 'RequestCreateActionEmptyPayload' });

/** A task action with nothing to say (submit, cancel). */
export const emptyTaskActionPayloadSchema = z
  .strictObject({ payloadType: z.literal('EMPTY_PAYLOAD') })
  .meta({ id: 'RequestTaskActionEmptyPayload' });

/**
 * A regulator's re-initiation names the completed report it restarts and why (ADR 14): the reference's
 * payload has no reason, so the API takes one optionally; this service's own pages always send it.
 */
export const reportRelatedPayloadSchema = z
  .strictObject({
    payloadType: z.literal('REPORT_RELATED_REQUEST_CREATE_ACTION_PAYLOAD'),
    requestId: z.string().min(1).max(64),
    reason: z.string().trim().min(1).max(10_000).optional(),
  })
  .meta({ id: 'ReportRelatedRequestCreateActionPayload' });

/** The timeline's RE_INITIATED event keeps the regulator's reason, when one was given. */
export const reInitiatedActionPayloadSchema = z
  .strictObject({ payloadType: z.literal('RE_INITIATED_PAYLOAD'), reason: z.string() })
  .meta({ id: 'ReInitiatedRequestActionPayload' });

export function reInitiatedPayload(
  createPayload: unknown,
): z.infer<typeof reInitiatedActionPayloadSchema> | null {
  const reason = (createPayload as { reason?: unknown } | undefined)?.reason;
  return typeof reason === 'string' ? { payloadType: 'RE_INITIATED_PAYLOAD', reason } : null;
}
