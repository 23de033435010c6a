import { progressUpdateMeasures } from '../reports/measures-sheet/report';
import {
  PU1_PERIOD_2023,
  PU1_PERIOD_2024,
  checkProgressUpdate1Answers,
  progressUpdate1Messages,
  toProgressUpdate1Part,
  MAX_PLAN_MEASURES,
} from '@esos/reporting-rules';
import type {
  ProgressUpdate1AddedMeasure,
  ProgressUpdate1MeasurePart,
} from '../reports/progress-update-measures';
import { yesNo } from '../reports/measures-sheet/cells';
import {
  methodColumn,
  methodText,
  progressUpdateSheet,
  yesNoCell,
  type UpdateRow,
} from '../reports/measures-sheet/progress-update-sheet';

/**
 * Progress update 1's measures sheet (issue 42): a row per action plan measure, asked as the plan said it
 * would be implemented after the plan was sent or before it, then the measures it adds.
 */

export type Pu1Questions = 'after' | 'before';
export type ProgressUpdate1Row = UpdateRow<
  ProgressUpdate1MeasurePart,
  ProgressUpdate1AddedMeasure,
  Pu1Questions
>;

const flag = (field: string, header: string) => ({
  field,
  kind: 'flag' as const,
  column: { header, choices: yesNo },
});
const text = (field: string, header: string, width = 20) => ({
  field,
  kind: 'text' as const,
  column: { header, width },
});

export const progressUpdate1MeasuresSheet = progressUpdateSheet<
  ProgressUpdate1MeasurePart,
  ProgressUpdate1AddedMeasure,
  Pu1Questions
>({
  fileName: 'Progress_update_1_energy_efficiency_measures.xlsx',
  maxRows: MAX_PLAN_MEASURES + 50,
  maxAdded: 50,
  questions: [
    flag('implemented', 'Has the measure been implemented?'),
    flag('byDate', 'Was the measure implemented by the date proposed in the action plan?'),
    flag('report2024', `Do you want to report a reduction in energy consumption ${PU1_PERIOD_2024}?`),
    flag('report2023', `Do you want to report a reduction in energy consumption ${PU1_PERIOD_2023}?`),
    text('reduction2024', `Reduction in energy consumption ${PU1_PERIOD_2024} (kWh)`),
    text('reduction2023', `Reduction in energy consumption ${PU1_PERIOD_2023} (kWh)`),
    { field: 'method', kind: 'method', column: methodColumn },
    text('description', 'Describe the method', 40),
    text('context', 'Provide context to the measure (optional)', 40),
  ],
  check: (answers, questions, fail) => checkProgressUpdate1Answers(answers, questions === 'after', fail),
  toPart: (answers, questions) =>
    toProgressUpdate1Part(answers, questions === 'after') as ProgressUpdate1MeasurePart,
  partCells: (part) => [
    yesNoCell(part?.measureIsImplemented),
    yesNoCell(part?.measureImplementedByTheDateInActionPlan),
    yesNoCell(part?.reportReduction2024To2025),
    yesNoCell(part?.reportReduction2023To2024),
    part?.reductionEnergyConsumption2024To2025 ?? null,
    part?.reductionEnergyConsumption2023To2024 ?? null,
    methodText(part?.estimationMethodType),
    part?.estimationMethodDescription ?? null,
    part?.providedContext ?? null,
  ],
  addedCells: (measure) => [
    null,
    null,
    null,
    null,
    measure.reductionEnergyConsumption2024To2025 ?? null,
    measure.reductionEnergyConsumption2023To2024 ?? null,
    methodText(measure.estimationMethodType),
    measure.estimationMethodDescription ?? null,
    measure.measureContext ?? null,
  ],
  addedReductions: [
    {
      field: 'reduction2024',
      key: 'reductionEnergyConsumption2024To2025',
      minimum: 1,
      required: progressUpdate1Messages.reduction2024,
    },
    { field: 'reduction2023', key: 'reductionEnergyConsumption2023To2024', minimum: 0 },
  ],
  instructions: [
    'Energy efficiency measures of your progress update 1',
    'The Measures sheet has one row for each measure of your action plan, found by its measure reference: keep the reference as it is, and answer the questions that apply to the measure. A plan measure whose answers are all blank is left as it is.',
    'Measures planned for after the action plan was sent: say whether the measure has been implemented and, if it has, whether by the date in the action plan and the reductions it made. Other plan measures: say whether you want to report each reduction, and give it if you do.',
    'To add a measure that was not in the action plan and was implemented by 5 December 2025, fill in a row with a blank reference: its name, its reductions, the method, any context and its related schemes or requirements (Yes or blank).',
    'Give reductions in kWh as whole numbers of at most 15 digits. Pick Yes or No, and the method, from the drop-down lists; describe the method only if it is some other reasonable estimation method.',
    `The file can hold at most ${MAX_PLAN_MEASURES.toLocaleString('en-GB')} plan measures and 50 added measures and must be smaller than 5MB. Save it as an Excel workbook (.xlsx) or as a CSV file. Formulas are read as the values they show.`,
  ],
});

/** A plan measure as progress update 1 carries it (as far as its sheet reads it). */
interface CarriedItem {
  uuId: string;
  measureImplType: string;
  actionPlanEnergyEfficiencyMeasure: { measureName?: string | null };
  progressUpdate1P3EnergyEfficiencyMeasure?: ProgressUpdate1MeasurePart | null;
}
type Pu1Update =
  | {
      progressUpdate1P3MeasuresUpdate?: {
        progressUpdate1P3Measures?: CarriedItem[] | null;
        progressUpdate1P3AddedMeasure?: ProgressUpdate1AddedMeasure[] | null;
      } | null;
    }
  | null
  | undefined;

/** The rows of a progress update 1 (a task's or a submitted one's): its plan measures, then those it adds. */
export function progressUpdate1Rows(update: Pu1Update): ProgressUpdate1Row[] {
  const measures = update?.progressUpdate1P3MeasuresUpdate;
  return [
    ...(measures?.progressUpdate1P3Measures ?? []).map((item) => ({
      uuId: item.uuId,
      name: item.actionPlanEnergyEfficiencyMeasure.measureName ?? '',
      questions: (item.measureImplType === 'MEASURE_IMPL_AFTER_SUBMIT_ACTION_PLAN'
        ? 'after'
        : 'before') as Pu1Questions,
      part: item.progressUpdate1P3EnergyEfficiencyMeasure ?? null,
    })),
    ...(measures?.progressUpdate1P3AddedMeasure ?? []).map((measure) => ({ added: measure })),
  ];
}

/** Declared by its definition: the routes find its sheet by task type. */
export const progressUpdate1Measures = progressUpdateMeasures(
  1,
  progressUpdate1MeasuresSheet,
  progressUpdate1Rows,
);
