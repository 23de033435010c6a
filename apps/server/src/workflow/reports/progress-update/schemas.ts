import { z } from 'zod';
import { groupChangeSchema, progressUpdateConfirmationTypes } from '../progress-update-measures';
import { choices, listOf, measureUuid, reportAttachmentsSchema, sectionStatus } from '../report-fields';
import type { UpdateNumber } from './workflow-names';

export type { UpdateNumber } from './workflow-names';

/** The wire's names of progress update N's fields, payload types and documented schemas. */
export function progressUpdateNames<N extends UpdateNumber>(number: N) {
  const update = `progressUpdate${number}P3` as const;
  return {
    number,
    update,
    measuresUpdate: `${update}MeasuresUpdate` as const,
    measures: `${update}Measures` as const,
    updatedAddedMeasures: `${update}UpdatedAddedMeasures` as const,
    addedMeasure: `${update}AddedMeasure` as const,
    sectionsCompleted: `${update}SectionsCompleted` as const,
    taskAttachments: `${update}Attachments` as const,
    /** The submitted update's attachments (the reference leaves out the phase here). */
    attachments: `progressUpdate${number}Attachments` as const,
    part: `${update}EnergyEfficiencyMeasure` as const,
    schemaId: (name: string) => `ProgressUpdate${number}P3${name}`,
    payloadTypes: {
      create: `PROGRESS_UPDATE_${number}_CREATE_ACTION_PAYLOAD`,
      task: `PROGRESS_UPDATE_${number}_P3_APPLICATION_SUBMIT_PAYLOAD`,
      save: `PROGRESS_UPDATE_${number}_P3_SAVE_APPLICATION_SUBMIT_PAYLOAD`,
      submitted: `PROGRESS_UPDATE_${number}_P3_APPLICATION_SUBMITTED_PAYLOAD`,
      request: `PROGRESS_UPDATE_${number}_P3_REQUEST_PAYLOAD`,
    } as const,
  };
}
export type ProgressUpdateNames<N extends UpdateNumber> = ReturnType<typeof progressUpdateNames<N>>;

/** An object of one field whose name is computed (the numbered wire names), typed by that name. */
const keyed = <Key extends string, Value>(key: Key, value: Value) =>
  ({ [key]: value }) as { [K in Key]: Value };

/** What makes one progress update's schemas differ from another's: its measures and answers. */
export interface ProgressUpdateShape<
  Carried extends z.ZodRawShape,
  Part extends z.ZodType,
  Added extends z.ZodType,
> {
  /** The lists of measures carried over into it, by wire name, in the reference's order. */
  carried: Carried;
  /** Its answers about a carried-over measure. */
  part: Part;
  /** A measure it reports that no earlier report has. */
  added: Added;
  /** How many answers about carried-over measures one save may carry. */
  savedAnswers: number;
}

/**
 * The documented schemas of progress update N (reporting-inventory §1.3): start, task, save, timeline
 * entry and stored container, all alike but for the numbered names and the shape's measures.
 */
export function progressUpdateSchemas<
  N extends UpdateNumber,
  Carried extends z.ZodRawShape,
  Part extends z.ZodType,
  Added extends z.ZodType,
>(number: N, shape: ProgressUpdateShape<Carried, Part, Added>) {
  const names = progressUpdateNames(number);
  const { payloadTypes, schemaId } = names;
  const create = z
    .strictObject({ payloadType: z.literal(payloadTypes.create), isDisaggregateUndertaking: z.boolean() })
    .meta({ id: `ProgressUpdate${number}RequestCreateActionPayload` });
  const measuresUpdate = z
    .strictObject({ ...shape.carried, ...keyed(names.addedMeasure, listOf(shape.added, 50)) })
    .meta({ id: schemaId('MeasuresUpdate') });
  const confirmation = { responsibleOfficerConfirmation: choices(progressUpdateConfirmationTypes) };
  const update = z
    .strictObject({
      groupChange: groupChangeSchema.nullish(),
      ...keyed(names.measuresUpdate, measuresUpdate),
      ...confirmation,
    })
    .meta({ id: schemaId('') });
  const sectionsCompleted = z
    .strictObject({
      groupChange: sectionStatus(),
      ...keyed(names.measuresUpdate, sectionStatus()),
      responsibleOfficerConfirmation: sectionStatus(),
    })
    .meta({ id: schemaId('SectionsCompleted') });
  const task = z
    .strictObject({
      payloadType: z.literal(payloadTypes.task),
      isDisaggregateUndertaking: z.boolean(),
      ...keyed(names.update, update),
      ...keyed(names.sectionsCompleted, sectionsCompleted),
      ...keyed(names.taskAttachments, reportAttachmentsSchema),
    })
    .meta({ id: schemaId('ApplicationSubmitRequestTaskPayload') });
  const answer = z
    .strictObject({ uuId: measureUuid(), ...keyed(names.part, shape.part.nullish()) })
    .meta({ id: schemaId('UpdatedMeasurePayload') });
  const savedMeasures = z
    .strictObject({
      ...keyed(names.measures, listOf(answer, shape.savedAnswers).nullish()),
      ...keyed(names.addedMeasure, listOf(shape.added, 50).nullish()),
    })
    .meta({ id: schemaId('MeasuresUpdatePayload') });
  const savedUpdate = z
    .strictObject({
      groupChange: groupChangeSchema.nullish(),
      ...keyed(names.measuresUpdate, savedMeasures.nullish()),
      ...confirmation,
    })
    .meta({ id: schemaId('Payload') });
  const save = z
    .strictObject({
      payloadType: z.literal(payloadTypes.save),
      ...keyed(names.update, savedUpdate.nullish()),
      ...keyed(names.sectionsCompleted, sectionsCompleted.nullish()),
    })
    .meta({ id: schemaId('SaveApplicationRequestTaskActionPayload') });
  const submitted = z
    .strictObject({
      payloadType: z.literal(payloadTypes.submitted),
      isDisaggregateUndertaking: z.boolean(),
      ...keyed(names.update, update),
      ...keyed(names.attachments, reportAttachmentsSchema),
    })
    .meta({ id: schemaId('ApplicationRequestActionPayload') });
  const container = z
    .strictObject({
      phase: z.literal('PHASE_3'),
      ...keyed(names.update, update),
      ...keyed(names.attachments, reportAttachmentsSchema),
    })
    .meta({ id: schemaId('Container') });
  return { names, create, measuresUpdate, update, sectionsCompleted, task, save, submitted, container };
}
