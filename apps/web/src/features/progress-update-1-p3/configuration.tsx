import type { components } from '../../shared/api';
import { SummaryList } from '../../shared/govuk/forms';
import { measureRows } from '../../shared/reports';
import {
  PERIOD_2023,
  PERIOD_2024,
  addedMeasure,
  configured,
  progressUpdate1Rows,
  reduction,
  type Carried,
} from '../../shared/reports/progress-update';
import { questions, updateMessages, type MeasureUpdate } from './measure-update';

type Schemas = components['schemas'];
export type ProgressUpdate = Schemas['ProgressUpdate1P3'];
export type SectionsCompleted = Schemas['ProgressUpdate1P3SectionsCompleted'];

/** Whether the plan said the measure would be implemented after it was sent ('after'), or before. */
type Questions = 'after' | 'before';
type PlanMeasure = Carried<MeasureUpdate, Questions>;

const planOf = (measure: PlanMeasure) =>
  (measure.item as Schemas['ProgressUpdate1P3UpdatedMeasure']).actionPlanEnergyEfficiencyMeasure;

/** The plan's measure, read-only above its update. */
const Earlier = ({ measure }: { measure: PlanMeasure }) => (
  <SummaryList
    rows={measureRows(planOf(measure))}
    card={{ title: `${measure.name}: information from the action plan` }}
  />
);

/**
 * Progress update 1 (task-forms §3): one page per action plan measure, asked as the plan said it would be
 * implemented, and the measures added since, each for 6 December 2023 to 5 December 2025; PU11003 lists its
 * violations.
 */
export const progressUpdate = configured({
  n: 1,
  violationsCode: 'PU11003',
  carriedLists: ['progressUpdate1P3Measures'],
  describe: (item) => {
    const measure = item as Schemas['ProgressUpdate1P3UpdatedMeasure'];
    const after = measure.measureImplType === 'MEASURE_IMPL_AFTER_SUBMIT_ACTION_PLAN';
    const name = measure.actionPlanEnergyEfficiencyMeasure.measureName ?? 'Unnamed measure';
    return { name, questions: after ? 'after' : 'before' };
  },
  questions,
  spreadsheet: true,
  added: addedMeasure(
    'Only add measures that were not in the action plan and were implemented by 5 December 2025.',
    [
      reduction(
        'reduction2024',
        'reductionEnergyConsumption2024To2025',
        PERIOD_2024,
        1,
        updateMessages.reduction2024,
      ),
      reduction('reduction2023', 'reductionEnergyConsumption2023To2024', PERIOD_2023, 0),
    ],
  ),
  checkHeading: 'Progress update for action plan measures',
  Earlier,
  Submitted: ({ measure }) => (
    <SummaryList
      rows={[
        ...measureRows(planOf(measure)),
        ...progressUpdate1Rows(measure.part, measure.questions === 'after'),
      ]}
      card={{ title: measure.name, headingLevel: 3 }}
    />
  ),
});
