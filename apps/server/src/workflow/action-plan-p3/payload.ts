import {
  MAX_PLAN_MEASURES,
  actionPlanConfirmationTypes,
  type ActionPlanConfirmationType,
} from '@esos/reporting-rules';
import { z } from 'zod';
import { energyEfficiencyMeasureSchema } from '../reports/energy-efficiency-measure';
import {
  choices,
  listOf,
  optionalFlag,
  optionalText,
  reportAttachmentsSchema,
  sectionStatus,
} from '../reports/report-fields';

/** Payload types of the action plan's task, save, timeline entry and request (reporting-inventory §1.0, §2.5). */
export const actionPlanPayloadTypes = {
  task: 'ACTION_PLAN_P3_APPLICATION_SUBMIT_PAYLOAD',
  save: 'ACTION_PLAN_P3_SAVE_APPLICATION_SUBMIT_PAYLOAD',
  submitted: 'ACTION_PLAN_P3_APPLICATION_SUBMITTED_PAYLOAD',
  request: 'ACTION_PLAN_P3_REQUEST_PAYLOAD',
} as const;

/** The responsible officer's statements (task-forms §2), listed once (ADR 47). */
export { actionPlanConfirmationTypes, type ActionPlanConfirmationType };

/** Section "Energy efficiency measures": whether any are proposed, and which. */
export const actionPlanEnergyEfficiencyMeasureSchema = z
  .strictObject({
    haveEnergyEfficiencyMeasures: optionalFlag(),
    noMeasureContext: optionalText(10_000),
    energyEfficiencyMeasures: listOf(energyEfficiencyMeasureSchema, MAX_PLAN_MEASURES).nullish(),
  })
  .meta({ id: 'ActionPlanEnergyEfficiencyMeasure' });

/** The draft action plan: either section may be missing while the operator works on it. */
export const actionPlanP3Schema = z
  .strictObject({
    energyEfficiencyMeasure: actionPlanEnergyEfficiencyMeasureSchema.nullish(),
    responsibleOfficerConfirmation: choices(actionPlanConfirmationTypes),
  })
  .meta({ id: 'ActionPlanP3' });
export type ActionPlanP3 = z.infer<typeof actionPlanP3Schema>;

/** The two sections' progress: only their keys and the two statuses (the reference takes any map of strings). */
export const actionPlanSectionsCompletedSchema = z
  .strictObject({ energyEfficiencyMeasure: sectionStatus(), responsibleOfficerConfirmation: sectionStatus() })
  .meta({ id: 'ActionPlanP3SectionsCompleted' });
export type ActionPlanSectionsCompleted = z.infer<typeof actionPlanSectionsCompletedSchema>;

/** The SUBMIT task's working payload (GET /tasks/{id}). */
export const actionPlanTaskPayloadSchema = z
  .strictObject({
    payloadType: z.literal(actionPlanPayloadTypes.task),
    actionPlanP3: actionPlanP3Schema.optional(),
    actionPlanSectionsCompleted: actionPlanSectionsCompletedSchema,
    actionPlanAttachments: reportAttachmentsSchema,
  })
  .meta({ id: 'ActionPlanP3ApplicationSubmitRequestTaskPayload' });
export type ActionPlanTaskPayload = z.infer<typeof actionPlanTaskPayloadSchema>;

/** ACTION_PLAN_P3_SAVE_APPLICATION_SUBMIT: replaces the plan and the statuses (then the clean-up runs). */
export const saveActionPlanPayloadSchema = z
  .strictObject({
    payloadType: z.literal(actionPlanPayloadTypes.save),
    actionPlanP3: actionPlanP3Schema.nullish(),
    actionPlanSectionsCompleted: actionPlanSectionsCompletedSchema.nullish(),
  })
  .meta({ id: 'ActionPlanP3SaveApplicationRequestTaskActionPayload' });
export type SaveActionPlanPayload = z.infer<typeof saveActionPlanPayloadSchema>;

/** The timeline's snapshot of a submitted plan (the request calls the plan `actionPlan`). */
export const actionPlanSubmittedPayloadSchema = z
  .strictObject({
    payloadType: z.literal(actionPlanPayloadTypes.submitted),
    actionPlan: actionPlanP3Schema,
    actionPlanAttachments: reportAttachmentsSchema,
  })
  .meta({ id: 'ActionPlanP3ApplicationRequestActionPayload' });

/** What the submitted-report table keeps and the MI export sends: the reference's ActionPlanP3Container. */
export const actionPlanContainerSchema = z
  .strictObject({
    phase: z.literal('PHASE_3'),
    actionPlan: actionPlanP3Schema,
    actionPlanAttachments: reportAttachmentsSchema,
  })
  .meta({ id: 'ActionPlanP3Container' });
export type ActionPlanContainer = z.infer<typeof actionPlanContainerSchema>;

/** The request's payload: the last submitted plan and who holds the request (not on the wire). */
export interface ActionPlanRequestPayload {
  payloadType: typeof actionPlanPayloadTypes.request;
  operatorAssignee?: string;
  actionPlan?: ActionPlanP3;
  actionPlanSectionsCompleted?: ActionPlanSectionsCompleted;
  actionPlanAttachments?: Record<string, string>;
}
