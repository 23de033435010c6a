import type { components } from '../../shared/api';
import {
  statementsFor,
  type ProgressUpdateModel,
  type UpdateAnswers,
} from '../../shared/reports/progress-update';
import { isTaskPayload, type TaskPayload as AnyTaskPayload, type TaskPayloadOf } from '../../shared/workflow';
import { PU1_PAGES } from './segments';

type Schemas = components['schemas'];
export type ProgressUpdate = Schemas['ProgressUpdate1P3'];
export type UpdatedMeasure = Schemas['ProgressUpdate1P3UpdatedMeasure'];
export type MeasureUpdate = Schemas['ProgressUpdate1P3EnergyEfficiencyMeasure'];
export type AddedMeasure = Schemas['ProgressUpdate1P3AddedMeasure'];
export type TaskPayload = TaskPayloadOf<'PROGRESS_UPDATE_1_P3_APPLICATION_SUBMIT_PAYLOAD'>;
export type SectionsCompleted = TaskPayload['progressUpdate1P3SectionsCompleted'];

/** What the sections work on: the update, and whether the undertaking left its group (a section of its own). */
export type Answers = UpdateAnswers<ProgressUpdate>;

export const TASK_NAME = 'Submit Phase 3 Progress Update 1';
export const MEASURES_KEY = 'progressUpdate1P3MeasuresUpdate';

const EMPTY: ProgressUpdate = {
  progressUpdate1P3MeasuresUpdate: { progressUpdate1P3Measures: [], progressUpdate1P3AddedMeasure: [] },
};

export function updateOf(taskPayload: unknown): { answers: Answers; completed: SectionsCompleted } {
  const payload = taskPayload as AnyTaskPayload | undefined;
  if (!isTaskPayload(payload, 'PROGRESS_UPDATE_1_P3_APPLICATION_SUBMIT_PAYLOAD'))
    return { answers: { update: EMPTY, isDisaggregateUndertaking: false }, completed: {} };
  return {
    answers: {
      update: payload.progressUpdate1P3,
      isDisaggregateUndertaking: payload.isDisaggregateUndertaking,
    },
    completed: payload.progressUpdate1P3SectionsCompleted,
  };
}

export const measuresOf = (update: ProgressUpdate) =>
  update.progressUpdate1P3MeasuresUpdate.progressUpdate1P3Measures;
export const addedOf = (update: ProgressUpdate) =>
  update.progressUpdate1P3MeasuresUpdate.progressUpdate1P3AddedMeasure;

export function withMeasures(
  update: ProgressUpdate,
  changes: Partial<ProgressUpdate['progressUpdate1P3MeasuresUpdate']>,
): ProgressUpdate {
  return {
    ...update,
    progressUpdate1P3MeasuresUpdate: { ...update.progressUpdate1P3MeasuresUpdate, ...changes },
  };
}

/** Whether any answer used OTHER_METHOD: then the officer confirms the second statement too. */
const usesOtherMethod = (update: ProgressUpdate) =>
  measuresOf(update).some(
    (measure) => measure.progressUpdate1P3EnergyEfficiencyMeasure?.estimationMethodType === 'OTHER_METHOD',
  ) || addedOf(update).some((measure) => measure.estimationMethodType === 'OTHER_METHOD');

/** The statements the responsible officer confirms (task-forms §3). */
export const requiredStatements = (update: ProgressUpdate) => statementsFor(usesOtherMethod(update));

/** Progress update 1 for the shared pages: saved with PROGRESS_UPDATE_1_P3_SAVE_APPLICATION_SUBMIT. */
export const progressUpdate1Model: ProgressUpdateModel<ProgressUpdate> = {
  n: 1,
  taskName: TASK_NAME,
  pages: PU1_PAGES,
  measuresKey: MEASURES_KEY,
  read: updateOf,
  usesOtherMethod,
  // The save names each carried-over measure by its uuId; the plan's copy stays on the server.
  saveAction: ({ update }, completed) => ({
    requestTaskActionType: 'PROGRESS_UPDATE_1_P3_SAVE_APPLICATION_SUBMIT',
    requestTaskActionPayload: {
      payloadType: 'PROGRESS_UPDATE_1_P3_SAVE_APPLICATION_SUBMIT_PAYLOAD',
      progressUpdate1P3: {
        groupChange: update.groupChange ?? null,
        progressUpdate1P3MeasuresUpdate: {
          progressUpdate1P3Measures: measuresOf(update).map((measure) => ({
            uuId: measure.uuId,
            progressUpdate1P3EnergyEfficiencyMeasure:
              measure.progressUpdate1P3EnergyEfficiencyMeasure ?? null,
          })),
          progressUpdate1P3AddedMeasure: addedOf(update),
        },
        responsibleOfficerConfirmation: update.responsibleOfficerConfirmation ?? null,
      },
      progressUpdate1P3SectionsCompleted: completed as SectionsCompleted,
    },
  }),
};
