import type { components } from '../../api';
import type { TaskAction } from '../../workflow';
import type { ProgressUpdatePages } from './pages';

export type GroupChange = components['schemas']['GroupChange'];
export type Statement = 'ESOS_ACTION_PLAN_COMPLIANCE' | 'ESTIMATION_METHOD_DOCUMENTED';
export type Status = 'IN_PROGRESS' | 'COMPLETED' | null | undefined;

/** What both progress updates hold beside their measures. */
export interface BaseUpdate {
  groupChange?: GroupChange | null;
  responsibleOfficerConfirmation?: Statement[] | null;
}

/** What the sections work on: the update, and whether the undertaking left its group (a section of its own). */
export interface UpdateAnswers<U extends BaseUpdate> {
  update: U;
  isDisaggregateUndertaking: boolean;
}

/** The `…SectionsCompleted` map: group change, the measures (under the update's own key), confirmation. */
export type UpdateCompleted = Partial<Record<string, Status>>;

/**
 * One progress update as the shared pages need it (task-forms §3): its task's name, pages and payload, and
 * the SAVE action holding the whole update.
 */
export interface ProgressUpdateModel<U extends BaseUpdate> {
  n: number;
  taskName: string;
  pages: ProgressUpdatePages;
  /** 'progressUpdate1P3MeasuresUpdate': the measures section's key in the status map and violation paths. */
  measuresKey: string;
  read: (payload: unknown) => { answers: UpdateAnswers<U>; completed: UpdateCompleted };
  /** Whether any answer or added measure used the "other" estimation method (a second statement). */
  usesOtherMethod: (update: U) => boolean;
  saveAction: (answers: UpdateAnswers<U>, completed: UpdateCompleted) => TaskAction;
}

export const GROUP_CHANGE = { key: 'groupChange', name: 'Group change' } as const;
export const MEASURES_NAME = 'Update for energy efficiency measures';
export const CONFIRMATION = {
  key: 'responsibleOfficerConfirmation',
  name: 'Responsible officer confirmation',
} as const;

/** The sections in task-list order, with the keys the status map and the violations name. */
export function sectionsOf(model: Pick<ProgressUpdateModel<BaseUpdate>, 'pages' | 'measuresKey'>) {
  return {
    groupChange: { ...GROUP_CHANGE, segment: model.pages.groupChange },
    measures: { key: model.measuresKey, name: MEASURES_NAME, segment: model.pages.measures },
    confirmation: { ...CONFIRMATION, segment: model.pages.confirmation },
  };
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

/** The statements the responsible officer confirms (task-forms §3): the server's rule, written once (ADR 47). */
export { requiredProgressUpdateConfirmations as statementsFor } from '@esos/reporting-rules';

/** Every section completed (group change only for a disaggregated undertaking): the update may be sent. */
export function readyToSubmit<U extends BaseUpdate>(
  model: ProgressUpdateModel<U>,
  payload: unknown,
): boolean {
  const { answers, completed } = model.read(payload);
  return (
    (!answers.isDisaggregateUndertaking || completed.groupChange === 'COMPLETED') &&
    completed[model.measuresKey] === 'COMPLETED' &&
    completed.responsibleOfficerConfirmation === 'COMPLETED'
  );
}
