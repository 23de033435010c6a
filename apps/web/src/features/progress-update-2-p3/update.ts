import type { components } from '../../shared/api';
import type { ProgressUpdateModel, UpdateAnswers } from '../../shared/reports/progress-update';
import { isTaskPayload, type TaskPayload as AnyTaskPayload, type TaskPayloadOf } from '../../shared/workflow';
import { PU2_PAGES } from './segments';

type Schemas = components['schemas'];
export type ProgressUpdate = Schemas['ProgressUpdate2P3'];
export type MeasureUpdate = Schemas['ProgressUpdate2P3EnergyEfficiencyMeasure'];
export type AddedMeasure = Schemas['ProgressUpdate2P3AddedMeasure'];
export type TaskPayload = TaskPayloadOf<'PROGRESS_UPDATE_2_P3_APPLICATION_SUBMIT_PAYLOAD'>;
export type SectionsCompleted = TaskPayload['progressUpdate2P3SectionsCompleted'];
export type Answers = UpdateAnswers<ProgressUpdate>;

export const TASK_NAME = 'Submit Phase 3 Progress Update 2';
export const MEASURES_KEY = 'progressUpdate2P3MeasuresUpdate';

/**
 * What progress update 2 asks of a carried-over measure (task-forms §3): whether it is implemented now, for
 * a plan measure progress update 1 said was not; otherwise whether to report a reduction, with every method
 * for a plan measure ('plan') and no action plan estimate for one progress update 1 added ('added').
 */
export type Questions = 'implemented' | 'plan' | 'added';

/** A carried-over measure, of the plan (with progress update 1's answers) or added by progress update 1. */
export interface CarriedMeasure {
  uuId: string;
  name: string;
  questions: Questions;
  plan?: Schemas['EnergyEfficiencyMeasure'] | null;
  progressUpdate1?: Schemas['ProgressUpdate1P3EnergyEfficiencyMeasure'] | null;
  addedByProgressUpdate1?: Schemas['ProgressUpdate1P3AddedMeasure'];
  part: MeasureUpdate | null | undefined;
}

const EMPTY: ProgressUpdate = {
  progressUpdate2P3MeasuresUpdate: {
    progressUpdate2P3Measures: [],
    progressUpdate2P3UpdatedAddedMeasures: [],
    progressUpdate2P3AddedMeasure: [],
  },
};

export function updateOf(taskPayload: unknown): { answers: Answers; completed: SectionsCompleted } {
  const payload = taskPayload as AnyTaskPayload | undefined;
  if (!isTaskPayload(payload, 'PROGRESS_UPDATE_2_P3_APPLICATION_SUBMIT_PAYLOAD'))
    return { answers: { update: EMPTY, isDisaggregateUndertaking: false }, completed: {} };
  return {
    answers: {
      update: payload.progressUpdate2P3,
      isDisaggregateUndertaking: payload.isDisaggregateUndertaking,
    },
    completed: payload.progressUpdate2P3SectionsCompleted,
  };
}

const measuresUpdate = (update: ProgressUpdate) => update.progressUpdate2P3MeasuresUpdate;
export const addedOf = (update: ProgressUpdate) => measuresUpdate(update).progressUpdate2P3AddedMeasure;

/** The plan's measures, then those progress update 1 added, in the order the pages ask after them. */
export function carriedOf(update: ProgressUpdate): CarriedMeasure[] {
  const { progressUpdate2P3Measures: plan, progressUpdate2P3UpdatedAddedMeasures: added } =
    measuresUpdate(update);
  return [
    ...plan.map((measure): CarriedMeasure => ({
      uuId: measure.uuId,
      name: measure.actionPlanEnergyEfficiencyMeasure?.measureName ?? 'Unnamed measure',
      questions:
        measure.progressUpdate1P3EnergyEfficiencyMeasure?.measureIsImplemented === false
          ? 'implemented'
          : 'plan',
      plan: measure.actionPlanEnergyEfficiencyMeasure,
      progressUpdate1: measure.progressUpdate1P3EnergyEfficiencyMeasure,
      part: measure.progressUpdate2P3EnergyEfficiencyMeasure,
    })),
    ...added.map((measure): CarriedMeasure => ({
      uuId: measure.uuId,
      name: measure.progressUpdate1P3AddedMeasure.measureName ?? 'Unnamed measure',
      questions: 'added',
      addedByProgressUpdate1: measure.progressUpdate1P3AddedMeasure,
      part: measure.progressUpdate2P3EnergyEfficiencyMeasure,
    })),
  ];
}

/** The update with this update's answers about the carried-over measure `uuId`. */
export function withPart(update: ProgressUpdate, uuId: string, part: MeasureUpdate): ProgressUpdate {
  const measures = measuresUpdate(update);
  const set = <M extends { uuId: string }>(list: M[]) =>
    list.map((measure) =>
      measure.uuId === uuId ? { ...measure, progressUpdate2P3EnergyEfficiencyMeasure: part } : measure,
    );
  return {
    ...update,
    progressUpdate2P3MeasuresUpdate: {
      ...measures,
      progressUpdate2P3Measures: set(measures.progressUpdate2P3Measures),
      progressUpdate2P3UpdatedAddedMeasures: set(measures.progressUpdate2P3UpdatedAddedMeasures),
    },
  };
}

export function withAdded(update: ProgressUpdate, added: AddedMeasure[]): ProgressUpdate {
  return {
    ...update,
    progressUpdate2P3MeasuresUpdate: { ...measuresUpdate(update), progressUpdate2P3AddedMeasure: added },
  };
}

/** Whether any answer or added measure used OTHER_METHOD: then the officer confirms the second statement too. */
const usesOtherMethod = (update: ProgressUpdate) =>
  carriedOf(update).some((measure) => measure.part?.estimationMethodType === 'OTHER_METHOD') ||
  addedOf(update).some((measure) => measure.estimationMethodType === 'OTHER_METHOD');

/**
 * Progress update 2 for the shared pages: saved with PROGRESS_UPDATE_2_P3_SAVE_APPLICATION_SUBMIT, whose one
 * list of answers names the plan's and progress update 1's measures alike by uuId (reporting-inventory §1.3);
 * their copies of the plan and of progress update 1 stay on the server.
 */
export const progressUpdate2Model: ProgressUpdateModel<ProgressUpdate> = {
  n: 2,
  taskName: TASK_NAME,
  pages: PU2_PAGES,
  measuresKey: MEASURES_KEY,
  read: updateOf,
  usesOtherMethod,
  saveAction: ({ update }, completed) => ({
    requestTaskActionType: 'PROGRESS_UPDATE_2_P3_SAVE_APPLICATION_SUBMIT',
    requestTaskActionPayload: {
      payloadType: 'PROGRESS_UPDATE_2_P3_SAVE_APPLICATION_SUBMIT_PAYLOAD',
      progressUpdate2P3: {
        groupChange: update.groupChange ?? null,
        progressUpdate2P3MeasuresUpdate: {
          progressUpdate2P3Measures: carriedOf(update).map((measure) => ({
            uuId: measure.uuId,
            progressUpdate2P3EnergyEfficiencyMeasure: measure.part ?? null,
          })),
          progressUpdate2P3AddedMeasure: addedOf(update),
        },
        responsibleOfficerConfirmation: update.responsibleOfficerConfirmation ?? null,
      },
      progressUpdate2P3SectionsCompleted: completed as SectionsCompleted,
    },
  }),
};
