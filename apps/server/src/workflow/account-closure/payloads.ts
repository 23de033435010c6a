import { z } from 'zod';

/** What the regulator saves while working on the closure. */
export const saveClosurePayloadSchema = z
  .strictObject({
    payloadType: z.literal('ACCOUNT_CLOSURE_SAVE_APPLICATION_SUBMIT_PAYLOAD'),
    accountClosure: z
      .strictObject({
        reason: z.string().trim().max(10_000, 'Enter no more than 10000 characters'),
      })
      .meta({ id: 'AccountClosure' }),
  })
  .meta({ id: 'AccountClosureSaveApplicationRequestTaskActionPayload' });

const accountClosureReasonSchema = z.object({ reason: z.string() });

/** The task's payload as GET /tasks/{id} shows it. */
export const accountClosureTaskPayloadSchema = z
  .object({
    payloadType: z.literal('ACCOUNT_CLOSURE_APPLICATION_SUBMIT_PAYLOAD'),
    accountClosure: accountClosureReasonSchema.optional(),
  })
  .meta({ id: 'AccountClosureApplicationRequestTaskPayload' });
export type ClosureTaskPayload = z.infer<typeof accountClosureTaskPayloadSchema>;

/** The timeline's record of a submitted closure. */
export const accountClosureSubmittedPayloadSchema = z
  .object({
    payloadType: z.literal('ACCOUNT_CLOSURE_APPLICATION_SUBMITTED_PAYLOAD'),
    accountClosure: accountClosureReasonSchema,
    submitDate: z.string(),
  })
  .meta({ id: 'AccountClosureApplicationRequestActionPayload' });
