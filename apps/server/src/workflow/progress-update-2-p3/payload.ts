import { z } from 'zod';
import { energyEfficiencyMeasureSchema, measureSchemeTypes } from '../reports/energy-efficiency-measure';
import {
  addedMeasureEstimationMethodTypes,
  estimationMethodTypes,
  groupChangeSchema,
  progressUpdate1AddedMeasureSchema,
  progressUpdate1MeasurePartSchema,
  progressUpdateConfirmationTypes,
} from '../reports/progress-update-measures';
import {
  choices,
  listOf,
  measureUuid,
  optionalChoice,
  optionalFlag,
  optionalText,
  positiveKilowattHours,
  reportAttachmentsSchema,
  sectionStatus,
} from '../reports/report-fields';

/** Payload types of progress update 2's start, task, save, timeline entry and request. */
export const progressUpdate2PayloadTypes = {
  create: 'PROGRESS_UPDATE_2_CREATE_ACTION_PAYLOAD',
  task: 'PROGRESS_UPDATE_2_P3_APPLICATION_SUBMIT_PAYLOAD',
  save: 'PROGRESS_UPDATE_2_P3_SAVE_APPLICATION_SUBMIT_PAYLOAD',
  submitted: 'PROGRESS_UPDATE_2_P3_APPLICATION_SUBMITTED_PAYLOAD',
  request: 'PROGRESS_UPDATE_2_P3_REQUEST_PAYLOAD',
} as const;

/** Starting it says whether the undertaking was disaggregated from a group (then it starts empty). */
export const progressUpdate2CreatePayloadSchema = z
  .strictObject({
    payloadType: z.literal(progressUpdate2PayloadTypes.create),
    isDisaggregateUndertaking: z.boolean(),
  })
  .meta({ id: 'ProgressUpdate2RequestCreateActionPayload' });

/** Progress update 2's answers about a measure of the plan or of progress update 1. */
export const progressUpdate2MeasurePartSchema = z
  .strictObject({
    measureIsImplemented: optionalFlag(),
    measureImplementedByTheDateInActionPlan: optionalFlag(),
    reportReduction2025To2026: optionalFlag(),
    reductionEnergyConsumption2025To2026: positiveKilowattHours(),
    estimationMethodType: optionalChoice(estimationMethodTypes),
    estimationMethodDescription: optionalText(10_000),
    providedContext: optionalText(10_000),
  })
  .meta({ id: 'ProgressUpdate2P3EnergyEfficiencyMeasure' });
export type ProgressUpdate2MeasurePart = z.infer<typeof progressUpdate2MeasurePartSchema>;

/** A measure implemented since progress update 1 that is not in the action plan. */
export const progressUpdate2AddedMeasureSchema = z
  .strictObject({
    measureName: optionalText(255),
    measureScheme: choices(measureSchemeTypes),
    otherMeasureSchemeName: optionalText(255),
    reductionEnergyConsumption2025To2026: positiveKilowattHours(),
    estimationMethodType: optionalChoice(addedMeasureEstimationMethodTypes),
    estimationMethodDescription: optionalText(10_000),
    measureContext: optionalText(10_000),
  })
  .meta({ id: 'ProgressUpdate2P3AddedMeasure' });
export type ProgressUpdate2AddedMeasure = z.infer<typeof progressUpdate2AddedMeasureSchema>;

/** An action plan measure with what progress update 1 said of it; the server made it, with its uuId. */
export const progressUpdate2UpdatedMeasureSchema = z
  .strictObject({
    uuId: measureUuid(),
    actionPlanEnergyEfficiencyMeasure: energyEfficiencyMeasureSchema.nullish(),
    progressUpdate1P3EnergyEfficiencyMeasure: progressUpdate1MeasurePartSchema.nullish(),
    progressUpdate2P3EnergyEfficiencyMeasure: progressUpdate2MeasurePartSchema.nullish(),
  })
  .meta({ id: 'ProgressUpdate2P3UpdatedMeasure' });
export type ProgressUpdate2UpdatedMeasure = z.infer<typeof progressUpdate2UpdatedMeasureSchema>;

/** A measure progress update 1 added, carried over. */
export const progressUpdate2UpdatedAddedMeasureSchema = z
  .strictObject({
    uuId: measureUuid(),
    progressUpdate1P3AddedMeasure: progressUpdate1AddedMeasureSchema,
    progressUpdate2P3EnergyEfficiencyMeasure: progressUpdate2MeasurePartSchema.nullish(),
  })
  .meta({ id: 'ProgressUpdate2P3UpdatedAddedMeasure' });
export type ProgressUpdate2UpdatedAddedMeasure = z.infer<typeof progressUpdate2UpdatedAddedMeasureSchema>;

export const progressUpdate2MeasuresUpdateSchema = z
  .strictObject({
    progressUpdate2P3Measures: listOf(progressUpdate2UpdatedMeasureSchema, 100),
    progressUpdate2P3UpdatedAddedMeasures: listOf(progressUpdate2UpdatedAddedMeasureSchema, 100),
    progressUpdate2P3AddedMeasure: listOf(progressUpdate2AddedMeasureSchema, 50),
  })
  .meta({ id: 'ProgressUpdate2P3MeasuresUpdate' });

/** The update as the task, the timeline and table progress_update_2 hold it. */
export const progressUpdate2P3Schema = z
  .strictObject({
    groupChange: groupChangeSchema.nullish(),
    progressUpdate2P3MeasuresUpdate: progressUpdate2MeasuresUpdateSchema,
    responsibleOfficerConfirmation: choices(progressUpdateConfirmationTypes),
  })
  .meta({ id: 'ProgressUpdate2P3' });
export type ProgressUpdate2P3 = z.infer<typeof progressUpdate2P3Schema>;

export const progressUpdate2SectionsCompletedSchema = z
  .strictObject({
    groupChange: sectionStatus(),
    progressUpdate2P3MeasuresUpdate: sectionStatus(),
    responsibleOfficerConfirmation: sectionStatus(),
  })
  .meta({ id: 'ProgressUpdate2P3SectionsCompleted' });
export type ProgressUpdate2SectionsCompleted = z.infer<typeof progressUpdate2SectionsCompletedSchema>;

/** The SUBMIT task's working payload (GET /tasks/{id}). */
export const progressUpdate2TaskPayloadSchema = z
  .strictObject({
    payloadType: z.literal(progressUpdate2PayloadTypes.task),
    isDisaggregateUndertaking: z.boolean(),
    progressUpdate2P3: progressUpdate2P3Schema,
    progressUpdate2P3SectionsCompleted: progressUpdate2SectionsCompletedSchema,
    progressUpdate2P3Attachments: reportAttachmentsSchema,
  })
  .meta({ id: 'ProgressUpdate2P3ApplicationSubmitRequestTaskPayload' });
export type ProgressUpdate2TaskPayload = z.infer<typeof progressUpdate2TaskPayloadSchema>;

/** A save's answers about one carried-over measure (of the plan or of progress update 1). */
export const progressUpdate2UpdatedMeasurePayloadSchema = z
  .strictObject({
    uuId: measureUuid(),
    progressUpdate2P3EnergyEfficiencyMeasure: progressUpdate2MeasurePartSchema.nullish(),
  })
  .meta({ id: 'ProgressUpdate2P3UpdatedMeasurePayload' });

/**
 * The save's one list covers both carried-over lists, up to 100 plan measures and 50 added by
 * progress update 1: 150, where the reference caps it at 100 (ADR 0020).
 */
export const progressUpdate2MeasuresUpdatePayloadSchema = z
  .strictObject({
    progressUpdate2P3Measures: listOf(progressUpdate2UpdatedMeasurePayloadSchema, 150).nullish(),
    progressUpdate2P3AddedMeasure: listOf(progressUpdate2AddedMeasureSchema, 50).nullish(),
  })
  .meta({ id: 'ProgressUpdate2P3MeasuresUpdatePayload' });

export const progressUpdate2SavedUpdateSchema = z
  .strictObject({
    groupChange: groupChangeSchema.nullish(),
    progressUpdate2P3MeasuresUpdate: progressUpdate2MeasuresUpdatePayloadSchema.nullish(),
    responsibleOfficerConfirmation: choices(progressUpdateConfirmationTypes),
  })
  .meta({ id: 'ProgressUpdate2P3Payload' });

/** PROGRESS_UPDATE_2_P3_SAVE_APPLICATION_SUBMIT (reporting-inventory §1.3). */
export const saveProgressUpdate2PayloadSchema = z
  .strictObject({
    payloadType: z.literal(progressUpdate2PayloadTypes.save),
    progressUpdate2P3: progressUpdate2SavedUpdateSchema.nullish(),
    progressUpdate2P3SectionsCompleted: progressUpdate2SectionsCompletedSchema.nullish(),
  })
  .meta({ id: 'ProgressUpdate2P3SaveApplicationRequestTaskActionPayload' });
export type SaveProgressUpdate2Payload = z.infer<typeof saveProgressUpdate2PayloadSchema>;

/** The timeline's snapshot of a submitted update. */
export const progressUpdate2SubmittedPayloadSchema = z
  .strictObject({
    payloadType: z.literal(progressUpdate2PayloadTypes.submitted),
    isDisaggregateUndertaking: z.boolean(),
    progressUpdate2P3: progressUpdate2P3Schema,
    progressUpdate2Attachments: reportAttachmentsSchema,
  })
  .meta({ id: 'ProgressUpdate2P3ApplicationRequestActionPayload' });

/**
 * What table progress_update_2 keeps and the MI export sends: the reference's ProgressUpdate2P3Container,
 * with its attachments named progressUpdate2Attachments (the reference's progressUpdate1Attachments is
 * a slip, reporting-inventory §7.8).
 */
export const progressUpdate2ContainerSchema = z
  .strictObject({
    phase: z.literal('PHASE_3'),
    progressUpdate2P3: progressUpdate2P3Schema,
    progressUpdate2Attachments: reportAttachmentsSchema,
  })
  .meta({ id: 'ProgressUpdate2P3Container' });
export type ProgressUpdate2Container = z.infer<typeof progressUpdate2ContainerSchema>;

/** The request's payload: the last submitted update and who holds the request (not on the wire). */
export interface ProgressUpdate2RequestPayload {
  payloadType: typeof progressUpdate2PayloadTypes.request;
  operatorAssignee?: string;
  isDisaggregateUndertaking: boolean;
  progressUpdate2P3?: ProgressUpdate2P3;
  progressUpdate2P3SectionsCompleted?: ProgressUpdate2SectionsCompleted;
  progressUpdate2Attachments?: Record<string, string>;
}
