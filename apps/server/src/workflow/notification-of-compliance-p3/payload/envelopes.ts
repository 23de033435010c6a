import { z } from 'zod';
import { accountOriginatedDataSchema } from './account-originated-data';
import { nocP3Schema, nocSectionsCompletedSchema } from './noc';

/** Payload types of the NOC task, its actions and its timeline entries, as the reference names them. */
export const nocPayloadTypes = {
  submitTask: 'NOTIFICATION_OF_COMPLIANCE_P3_APPLICATION_SUBMIT_PAYLOAD',
  editTask: 'NOTIFICATION_OF_COMPLIANCE_P3_APPLICATION_EDIT_PAYLOAD',
  saveSubmit: 'NOTIFICATION_OF_COMPLIANCE_P3_SAVE_APPLICATION_SUBMIT_PAYLOAD',
  saveEdit: 'NOTIFICATION_OF_COMPLIANCE_P3_SAVE_APPLICATION_EDIT_PAYLOAD',
  sendToEdit: 'NOTIFICATION_OF_COMPLIANCE_P3_SEND_TO_EDIT_PAYLOAD',
  sentToEdit: 'NOTIFICATION_OF_COMPLIANCE_P3_APPLICATION_SENT_TO_EDIT_PAYLOAD',
  returnedToSubmit: 'NOTIFICATION_OF_COMPLIANCE_P3_APPLICATION_RETURNED_TO_SUBMIT_PAYLOAD',
  submitted: 'NOTIFICATION_OF_COMPLIANCE_P3_APPLICATION_SUBMITTED_PAYLOAD',
  request: 'NOTIFICATION_OF_COMPLIANCE_P3_REQUEST_PAYLOAD',
} as const;

/** Uploaded task attachments: file uuid to file name. */
export const nocAttachmentsSchema = z.record(z.string(), z.string());

const taskPayloadShape = {
  noc: nocP3Schema.optional(),
  accountOriginatedData: accountOriginatedDataSchema.optional(),
  nocSectionsCompleted: nocSectionsCompletedSchema,
  nocAttachments: nocAttachmentsSchema,
};

/** The SUBMIT task's working payload. */
export const nocSubmitTaskPayloadSchema = z
  .strictObject({ payloadType: z.literal(nocPayloadTypes.submitTask), ...taskPayloadShape })
  .meta({ id: 'NotificationOfComplianceP3ApplicationSubmitRequestTaskPayload' });

/** The EDIT task's (a colleague's review) working payload: the same shape. */
export const nocEditTaskPayloadSchema = z
  .strictObject({ payloadType: z.literal(nocPayloadTypes.editTask), ...taskPayloadShape })
  .meta({ id: 'NotificationOfComplianceP3ApplicationEditRequestTaskPayload' });

export type NocSubmitTaskPayload = z.infer<typeof nocSubmitTaskPayloadSchema>;
export type NocEditTaskPayload = z.infer<typeof nocEditTaskPayloadSchema>;
export type NocTaskPayload = NocSubmitTaskPayload | NocEditTaskPayload;

const saveShape = { noc: nocP3Schema, nocSectionsCompleted: nocSectionsCompletedSchema };

/**
 * The save action body as one component for both task types, as the reference documents it (for the
 * POST /tasks/actions body union). Each action's own check is the stricter schema below.
 */
export const nocSaveApplicationPayloadSchema = z
  .strictObject({ payloadType: z.enum([nocPayloadTypes.saveSubmit, nocPayloadTypes.saveEdit]), ...saveShape })
  .meta({ id: 'NotificationOfComplianceP3SaveApplicationRequestTaskActionPayload' });

/** NOTIFICATION_OF_COMPLIANCE_P3_SAVE_APPLICATION_SUBMIT: replaces the SUBMIT task's notification and statuses. */
export const saveApplicationSubmitPayloadSchema = z.strictObject({
  payloadType: z.literal(nocPayloadTypes.saveSubmit),
  ...saveShape,
});

/** NOTIFICATION_OF_COMPLIANCE_P3_SAVE_APPLICATION_EDIT: the same on the EDIT task. */
export const saveApplicationEditPayloadSchema = z.strictObject({
  payloadType: z.literal(nocPayloadTypes.saveEdit),
  ...saveShape,
});
export type NocSavePayload = z.infer<typeof nocSaveApplicationPayloadSchema>;

/** NOTIFICATION_OF_COMPLIANCE_P3_SEND_TO_EDIT: the colleague (user id) who reviews the notification. */
export const sendToEditPayloadSchema = z
  .strictObject({
    payloadType: z.literal(nocPayloadTypes.sendToEdit),
    supportingOperator: z.guid('Select a user'),
  })
  .meta({ id: 'SendToEditRequestTaskActionPayload' });
export type SendToEditPayload = z.infer<typeof sendToEditPayloadSchema>;

/**
 * The snapshot the timeline keeps for SENT_TO_EDIT, RETURNED_TO_SUBMIT and SUBMITTED (RE_INITIATED
 * has no payload).
 */
export const nocApplicationActionPayloadSchema = z
  .strictObject({
    payloadType: z.enum([
      nocPayloadTypes.sentToEdit,
      nocPayloadTypes.returnedToSubmit,
      nocPayloadTypes.submitted,
    ]),
    accountOriginatedData: accountOriginatedDataSchema.optional(),
    noc: nocP3Schema.optional(),
    nocAttachments: nocAttachmentsSchema,
  })
  .meta({ id: 'NotificationOfComplianceP3ApplicationRequestActionPayload' });
export type NocApplicationActionPayload = z.infer<typeof nocApplicationActionPayloadSchema>;

/** The request's payload: the last saved task state plus who holds the request (not on the wire). */
export interface NocRequestPayload extends Omit<NocSubmitTaskPayload, 'payloadType'> {
  payloadType: typeof nocPayloadTypes.request;
  operatorAssignee?: string;
  supportingOperator?: string;
}
