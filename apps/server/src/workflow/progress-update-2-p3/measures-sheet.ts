import { progressUpdateMeasures } from '../reports/measures-sheet/report';
import {
  MAX_PLAN_MEASURES,
  PU2_PERIOD_2025,
  checkProgressUpdate2Answers,
  progressUpdate2Messages,
  toProgressUpdate2Part,
  type ProgressUpdate2Part,
  type ProgressUpdate2Questions,
} from '@esos/reporting-rules';
import { yesNo } from '../reports/measures-sheet/cells';
import {
  methodColumn,
  methodText,
  progressUpdateSheet,
  yesNoCell,
  type UpdateRow,
} from '../reports/measures-sheet/progress-update-sheet';

/**
 * Progress update 2's measures sheet (issue 42): a row per measure it carries (the plan's, asked whether
 * implemented when progress update 1 said it was not, and those progress update 1 added), then the
 * measures it adds.
 */

interface Pu2Added {
  measureName?: string | null;
  measureScheme?: string[] | null;
  otherMeasureSchemeName?: string | null;
  reductionEnergyConsumption2025To2026?: number | null;
  estimationMethodType?: string | null;
  estimationMethodDescription?: string | null;
  measureContext?: string | null;
}
export type ProgressUpdate2Row = UpdateRow<ProgressUpdate2Part, Pu2Added, ProgressUpdate2Questions>;

export const progressUpdate2MeasuresSheet = progressUpdateSheet<
  ProgressUpdate2Part,
  Pu2Added,
  ProgressUpdate2Questions
>({
  fileName: 'Progress_update_2_energy_efficiency_measures.xlsx',
  // The measures it carries (the plan's, and the 50 progress update 1 may add), and the 50 it may add.
  maxRows: MAX_PLAN_MEASURES + 50 + 50,
  maxAdded: 50,
  questions: [
    {
      field: 'implemented',
      kind: 'flag',
      column: { header: 'Has the measure been implemented?', choices: yesNo },
    },
    {
      field: 'byDate',
      kind: 'flag',
      column: {
        header: 'Was the measure implemented by the date proposed in the action plan?',
        choices: yesNo,
      },
    },
    {
      field: 'report',
      kind: 'flag',
      column: {
        header: `Do you want to report a reduction in energy consumption ${PU2_PERIOD_2025}?`,
        choices: yesNo,
      },
    },
    {
      field: 'reduction',
      kind: 'text',
      column: { header: `Reduction in energy consumption ${PU2_PERIOD_2025} (kWh)`, width: 20 },
    },
    { field: 'method', kind: 'method', column: methodColumn },
    { field: 'description', kind: 'text', column: { header: 'Describe the method', width: 40 } },
    {
      field: 'context',
      kind: 'text',
      column: { header: 'Provide context to the measure (optional)', width: 40 },
    },
  ],
  check: (answers, questions, fail) => checkProgressUpdate2Answers(answers, questions, fail),
  toPart: (answers, questions) => toProgressUpdate2Part(answers, questions),
  partCells: (part) => [
    yesNoCell(part?.measureIsImplemented),
    yesNoCell(part?.measureImplementedByTheDateInActionPlan),
    yesNoCell(part?.reportReduction2025To2026),
    part?.reductionEnergyConsumption2025To2026 ?? null,
    methodText(part?.estimationMethodType),
    part?.estimationMethodDescription ?? null,
    part?.providedContext ?? null,
  ],
  addedCells: (measure) => [
    null,
    null,
    null,
    measure.reductionEnergyConsumption2025To2026 ?? null,
    methodText(measure.estimationMethodType),
    measure.estimationMethodDescription ?? null,
    measure.measureContext ?? null,
  ],
  addedReductions: [
    {
      field: 'reduction',
      key: 'reductionEnergyConsumption2025To2026',
      minimum: 1,
      required: progressUpdate2Messages.reduction,
    },
  ],
  instructions: [
    'Energy efficiency measures of your progress update 2',
    'The Measures sheet has one row for each measure carried from your action plan and progress update 1, found by its measure reference: keep the reference as it is, and answer the questions that apply to the measure. A measure whose answers are all blank is left as it is.',
    'Plan measures progress update 1 said were not implemented: say whether the measure has been implemented now and, if it has, whether by the date in the action plan and the reduction it made. Other measures: say whether you want to report the reduction, and give it if you do.',
    'To add a measure implemented since progress update 1 that no earlier report has, fill in a row with a blank reference: its name, its reduction, the method, any context and its related schemes or requirements (Yes or blank).',
    'Give reductions in kWh as whole numbers of at most 15 digits. Pick Yes or No, and the method, from the drop-down lists; describe the method only if it is some other reasonable estimation method.',
    `The file can hold at most ${(MAX_PLAN_MEASURES + 50).toLocaleString('en-GB')} carried measures and 50 added measures and must be smaller than 5MB. Save it as an Excel workbook (.xlsx) or as a CSV file. Formulas are read as the values they show.`,
  ],
});

interface Pu2Update {
  progressUpdate2P3MeasuresUpdate?: {
    progressUpdate2P3Measures?:
      | {
          uuId: string;
          actionPlanEnergyEfficiencyMeasure?: { measureName?: string | null } | null;
          progressUpdate1P3EnergyEfficiencyMeasure?: { measureIsImplemented?: boolean | null } | null;
          progressUpdate2P3EnergyEfficiencyMeasure?: ProgressUpdate2Part | null;
        }[]
      | null;
    progressUpdate2P3UpdatedAddedMeasures?:
      | {
          uuId: string;
          progressUpdate1P3AddedMeasure: { measureName?: string | null };
          progressUpdate2P3EnergyEfficiencyMeasure?: ProgressUpdate2Part | null;
        }[]
      | null;
    progressUpdate2P3AddedMeasure?: Pu2Added[] | null;
  } | null;
}

/** The rows of a progress update 2: the plan's measures, those progress update 1 added, then its own. */
export function progressUpdate2Rows(update: Pu2Update | null | undefined): ProgressUpdate2Row[] {
  const measures = update?.progressUpdate2P3MeasuresUpdate;
  return [
    ...(measures?.progressUpdate2P3Measures ?? []).map((item) => ({
      uuId: item.uuId,
      name: item.actionPlanEnergyEfficiencyMeasure?.measureName ?? '',
      questions: (item.progressUpdate1P3EnergyEfficiencyMeasure?.measureIsImplemented === false
        ? 'implemented'
        : 'plan') as ProgressUpdate2Questions,
      part: item.progressUpdate2P3EnergyEfficiencyMeasure ?? null,
    })),
    ...(measures?.progressUpdate2P3UpdatedAddedMeasures ?? []).map((item) => ({
      uuId: item.uuId,
      name: item.progressUpdate1P3AddedMeasure.measureName ?? '',
      questions: 'added' as const,
      part: item.progressUpdate2P3EnergyEfficiencyMeasure ?? null,
    })),
    ...(measures?.progressUpdate2P3AddedMeasure ?? []).map((measure) => ({ added: measure })),
  ];
}

/** Declared by its definition: the routes find its sheet by task type. */
export const progressUpdate2Measures = progressUpdateMeasures(
  2,
  progressUpdate2MeasuresSheet,
  progressUpdate2Rows,
);
