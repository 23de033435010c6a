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

/** A regulator's re-initiation names the completed report it restarts. */
export const reportRelatedPayloadSchema = z
  .strictObject({
    payloadType: z.literal('REPORT_RELATED_REQUEST_CREATE_ACTION_PAYLOAD'),
    requestId: z.string().min(1).max(64),
  })
  .meta({ id: 'ReportRelatedRequestCreateActionPayload' });
