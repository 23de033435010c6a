import { z } from 'zod';
import { energyEfficiencyMeasureSchema } from '../reports/energy-efficiency-measure';
import {
  groupChangeSchema,
  measureImplTypes,
  progressUpdate1AddedMeasureSchema,
  progressUpdate1MeasurePartSchema,
  progressUpdateConfirmationTypes,
} from '../reports/progress-update-measures';
import {
  choices,
  listOf,
  measureUuid,
  reportAttachmentsSchema,
  sectionStatus,
} from '../reports/report-fields';

/** Payload types of progress update 1's start, task, save, timeline entry and request. */
export const progressUpdate1PayloadTypes = {
  create: 'PROGRESS_UPDATE_1_CREATE_ACTION_PAYLOAD',
  task: 'PROGRESS_UPDATE_1_P3_APPLICATION_SUBMIT_PAYLOAD',
  save: 'PROGRESS_UPDATE_1_P3_SAVE_APPLICATION_SUBMIT_PAYLOAD',
  submitted: 'PROGRESS_UPDATE_1_P3_APPLICATION_SUBMITTED_PAYLOAD',
  request: 'PROGRESS_UPDATE_1_P3_REQUEST_PAYLOAD',
} as const;

/** Starting it says whether the undertaking was disaggregated from a group (then it starts empty). */
export const progressUpdate1CreatePayloadSchema = z
  .strictObject({
    payloadType: z.literal(progressUpdate1PayloadTypes.create),
    isDisaggregateUndertaking: z.boolean(),
  })
  .meta({ id: 'ProgressUpdate1RequestCreateActionPayload' });

/** An action plan measure with the update's answers about it; the server made it, with its uuId. */
export const progressUpdate1UpdatedMeasureSchema = z
  .strictObject({
    uuId: measureUuid(),
    measureImplType: z.enum(measureImplTypes),
    actionPlanEnergyEfficiencyMeasure: energyEfficiencyMeasureSchema,
    progressUpdate1P3EnergyEfficiencyMeasure: progressUpdate1MeasurePartSchema.nullish(),
  })
  .meta({ id: 'ProgressUpdate1P3UpdatedMeasure' });
export type ProgressUpdate1UpdatedMeasure = z.infer<typeof progressUpdate1UpdatedMeasureSchema>;

export const progressUpdate1MeasuresUpdateSchema = z
  .strictObject({
    progressUpdate1P3Measures: listOf(progressUpdate1UpdatedMeasureSchema, 100),
    progressUpdate1P3AddedMeasure: listOf(progressUpdate1AddedMeasureSchema, 50),
  })
  .meta({ id: 'ProgressUpdate1P3MeasuresUpdate' });

/** The update as the task, the timeline and table progress_update_1 hold it. */
export const progressUpdate1P3Schema = z
  .strictObject({
    groupChange: groupChangeSchema.nullish(),
    progressUpdate1P3MeasuresUpdate: progressUpdate1MeasuresUpdateSchema,
    responsibleOfficerConfirmation: choices(progressUpdateConfirmationTypes),
  })
  .meta({ id: 'ProgressUpdate1P3' });
export type ProgressUpdate1P3 = z.infer<typeof progressUpdate1P3Schema>;

export const progressUpdate1SectionsCompletedSchema = z
  .strictObject({
    groupChange: sectionStatus(),
    progressUpdate1P3MeasuresUpdate: sectionStatus(),
    responsibleOfficerConfirmation: sectionStatus(),
  })
  .meta({ id: 'ProgressUpdate1P3SectionsCompleted' });
export type ProgressUpdate1SectionsCompleted = z.infer<typeof progressUpdate1SectionsCompletedSchema>;

/** The SUBMIT task's working payload (GET /tasks/{id}). */
export const progressUpdate1TaskPayloadSchema = z
  .strictObject({
    payloadType: z.literal(progressUpdate1PayloadTypes.task),
    isDisaggregateUndertaking: z.boolean(),
    progressUpdate1P3: progressUpdate1P3Schema,
    progressUpdate1P3SectionsCompleted: progressUpdate1SectionsCompletedSchema,
    progressUpdate1P3Attachments: reportAttachmentsSchema,
  })
  .meta({ id: 'ProgressUpdate1P3ApplicationSubmitRequestTaskPayload' });
export type ProgressUpdate1TaskPayload = z.infer<typeof progressUpdate1TaskPayloadSchema>;

/** A save's answers about one carried-over measure. */
export const progressUpdate1UpdatedMeasurePayloadSchema = z
  .strictObject({
    uuId: measureUuid(),
    progressUpdate1P3EnergyEfficiencyMeasure: progressUpdate1MeasurePartSchema.nullish(),
  })
  .meta({ id: 'ProgressUpdate1P3UpdatedMeasurePayload' });

export const progressUpdate1MeasuresUpdatePayloadSchema = z
  .strictObject({
    progressUpdate1P3Measures: listOf(progressUpdate1UpdatedMeasurePayloadSchema, 100).nullish(),
    progressUpdate1P3AddedMeasure: listOf(progressUpdate1AddedMeasureSchema, 50).nullish(),
  })
  .meta({ id: 'ProgressUpdate1P3MeasuresUpdatePayload' });

export const progressUpdate1SavedUpdateSchema = z
  .strictObject({
    groupChange: groupChangeSchema.nullish(),
    progressUpdate1P3MeasuresUpdate: progressUpdate1MeasuresUpdatePayloadSchema.nullish(),
    responsibleOfficerConfirmation: choices(progressUpdateConfirmationTypes),
  })
  .meta({ id: 'ProgressUpdate1P3Payload' });

/** PROGRESS_UPDATE_1_P3_SAVE_APPLICATION_SUBMIT (reporting-inventory §1.3 has what it replaces and merges). */
export const saveProgressUpdate1PayloadSchema = z
  .strictObject({
    payloadType: z.literal(progressUpdate1PayloadTypes.save),
    progressUpdate1P3: progressUpdate1SavedUpdateSchema.nullish(),
    progressUpdate1P3SectionsCompleted: progressUpdate1SectionsCompletedSchema.nullish(),
  })
  .meta({ id: 'ProgressUpdate1P3SaveApplicationRequestTaskActionPayload' });
export type SaveProgressUpdate1Payload = z.infer<typeof saveProgressUpdate1PayloadSchema>;

/** The timeline's snapshot of a submitted update. */
export const progressUpdate1SubmittedPayloadSchema = z
  .strictObject({
    payloadType: z.literal(progressUpdate1PayloadTypes.submitted),
    isDisaggregateUndertaking: z.boolean(),
    progressUpdate1P3: progressUpdate1P3Schema,
    progressUpdate1Attachments: reportAttachmentsSchema,
  })
  .meta({ id: 'ProgressUpdate1P3ApplicationRequestActionPayload' });

/** What table progress_update_1 keeps and the MI export sends: the reference's ProgressUpdate1P3Container. */
export const progressUpdate1ContainerSchema = z
  .strictObject({
    phase: z.literal('PHASE_3'),
    progressUpdate1P3: progressUpdate1P3Schema,
    progressUpdate1Attachments: reportAttachmentsSchema,
  })
  .meta({ id: 'ProgressUpdate1P3Container' });
export type ProgressUpdate1Container = z.infer<typeof progressUpdate1ContainerSchema>;

/** The request's payload: the last submitted update and who holds the request (not on the wire). */
export interface ProgressUpdate1RequestPayload {
  payloadType: typeof progressUpdate1PayloadTypes.request;
  operatorAssignee?: string;
  isDisaggregateUndertaking: boolean;
  progressUpdate1P3?: ProgressUpdate1P3;
  progressUpdate1P3SectionsCompleted?: ProgressUpdate1SectionsCompleted;
  progressUpdate1Attachments?: Record<string, string>;
}
