import type { components } from '../../shared/api';
import type { TaskPayloadOf } from '../../shared/workflow';

type Schemas = components['schemas'];
export type ProgressUpdate = Schemas['ProgressUpdate1P3'];
export type UpdatedMeasure = Schemas['ProgressUpdate1P3UpdatedMeasure'];
export type MeasureUpdate = Schemas['ProgressUpdate1P3EnergyEfficiencyMeasure'];
export type AddedMeasure = Schemas['ProgressUpdate1P3AddedMeasure'];
export type GroupChange = Schemas['GroupChange'];
export type TaskPayload = TaskPayloadOf<'PROGRESS_UPDATE_1_P3_APPLICATION_SUBMIT_PAYLOAD'>;
export type SectionsCompleted = TaskPayload['progressUpdate1P3SectionsCompleted'];
export type Statement = NonNullable<ProgressUpdate['responsibleOfficerConfirmation']>[number];

/** What the sections work on: the update, and whether the undertaking left its group (a section of its own). */
export interface Answers {
  update: ProgressUpdate;
  isDisaggregateUndertaking: boolean;
}

export const TASK_NAME = 'Submit Phase 3 Progress Update 1';

export const SECTIONS = {
  groupChange: { key: 'groupChange', name: 'Group change' },
  measures: { key: 'progressUpdate1P3MeasuresUpdate', name: 'Update for energy efficiency measures' },
  confirmation: { key: 'responsibleOfficerConfirmation', name: 'Responsible officer confirmation' },
} as const;

const EMPTY: ProgressUpdate = {
  progressUpdate1P3MeasuresUpdate: { progressUpdate1P3Measures: [], progressUpdate1P3AddedMeasure: [] },
};

function isTask(payload: unknown): payload is TaskPayload {
  return (
    typeof payload === 'object' &&
    payload !== null &&
    (payload as { payloadType?: unknown }).payloadType === 'PROGRESS_UPDATE_1_P3_APPLICATION_SUBMIT_PAYLOAD'
  );
}

export function updateOf(payload: unknown): { answers: Answers; completed: SectionsCompleted } {
  if (!isTask(payload))
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

/** The statements the responsible officer confirms (task-forms §3): the second when any answer used OTHER_METHOD. */
export function requiredStatements(update: ProgressUpdate): Statement[] {
  const other =
    measuresOf(update).some(
      (measure) => measure.progressUpdate1P3EnergyEfficiencyMeasure?.estimationMethodType === 'OTHER_METHOD',
    ) || addedOf(update).some((measure) => measure.estimationMethodType === 'OTHER_METHOD');
  return other
    ? ['ESOS_ACTION_PLAN_COMPLIANCE', 'ESTIMATION_METHOD_DOCUMENTED']
    : ['ESOS_ACTION_PLAN_COMPLIANCE'];
}

export const STATEMENTS: readonly { value: Statement; text: string }[] = [
  {
    value: 'ESOS_ACTION_PLAN_COMPLIANCE',
    text:
      'the progress update has been produced following notification of an ESOS action plan and includes the ' +
      'content required by regulation 34B of the ESOS regulations.',
  },
  {
    value: 'ESTIMATION_METHOD_DOCUMENTED',
    text:
      'where an estimate of the reduction in energy consumption is not based on an energy audit or estimate in ' +
      'the action plan, a description of the estimation method and reasons for using it are recorded in the ' +
      'evidence pack.',
  },
];

/** Every section completed (group change only for a disaggregated undertaking): the update may be sent. */
export function readyToSubmit(payload: unknown): boolean {
  const { answers, completed } = updateOf(payload);
  return (
    (!answers.isDisaggregateUndertaking || completed.groupChange === 'COMPLETED') &&
    completed.progressUpdate1P3MeasuresUpdate === 'COMPLETED' &&
    completed.responsibleOfficerConfirmation === 'COMPLETED'
  );
}
