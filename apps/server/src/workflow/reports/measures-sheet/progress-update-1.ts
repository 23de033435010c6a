import {
  ADDED_MEASURE_METHOD_CHOICES,
  ESTIMATION_METHOD_CHOICES,
  MEASURE_SCHEME_CHOICES,
  PU1_PERIOD_2023,
  PU1_PERIOD_2024,
  checkAddedMeasureAnswers,
  checkProgressUpdate1Answers,
  checkReduction,
  kwhValue,
  progressUpdate1Messages,
  toAddedMeasureBasics,
  toProgressUpdate1Part,
  type EstimationMethodChoice,
  type Fail,
  type ProgressUpdate1Answers,
  type YesNoAnswer,
} from '@esos/reporting-rules';
import type { ProgressUpdate1AddedMeasure, ProgressUpdate1MeasurePart } from '../progress-update-measures';
import { CHOICE_MESSAGE, blankRow, same, schemeHeader, yesNo, yesNoCell, yesNoOf } from './cells';
import type { MeasuresSheet, SheetColumn, SheetProblem } from './sheet';

/**
 * Progress update 1's measures sheet (issue 42): one row per action plan measure carried over, found by
 * its measure reference (the uuId the update gave it), with the update's answers about it; a row without a
 * reference is a measure the update adds. The checks are the forms' own (`@esos/reporting-rules`).
 */

/** A row of the sheet: a plan measure with this update's answers, or an added measure. */
export type ProgressUpdate1Row =
  | { uuId: string; name: string; after: boolean; part?: ProgressUpdate1MeasurePart | null }
  | { added: ProgressUpdate1AddedMeasure };

/** The plan measures the task carries, by reference: the check reads answers only for these. */
export type CarriedMeasures = ReadonlyMap<string, { after: boolean }>;

const h = {
  reference: { header: 'Measure reference (blank for a measure not in the action plan)', width: 38 },
  name: { header: 'Enter a name for this measure', width: 40 },
  implemented: { header: 'Has the measure been implemented?', choices: yesNo },
  byDate: {
    header: 'Was the measure implemented by the date proposed in the action plan?',
    choices: yesNo,
  },
  report2024: {
    header: `Do you want to report a reduction in energy consumption ${PU1_PERIOD_2024}?`,
    choices: yesNo,
  },
  report2023: {
    header: `Do you want to report a reduction in energy consumption ${PU1_PERIOD_2023}?`,
    choices: yesNo,
  },
  reduction2024: { header: `Reduction in energy consumption ${PU1_PERIOD_2024} (kWh)`, width: 20 },
  reduction2023: { header: `Reduction in energy consumption ${PU1_PERIOD_2023} (kWh)`, width: 20 },
  method: {
    header: 'Method used to estimate the reduction in energy consumption',
    choices: ESTIMATION_METHOD_CHOICES.map((choice) => choice.text),
  },
  description: { header: 'Describe the method', width: 40 },
  context: { header: 'Provide context to the measure (optional)', width: 40 },
  schemes: MEASURE_SCHEME_CHOICES.map((scheme) => ({ header: schemeHeader(scheme.text), choices: yesNo })),
  otherSchemeName: { header: 'Other scheme or requirement: enter a name', width: 30 },
} satisfies Record<string, SheetColumn | SheetColumn[]>;

const columns: SheetColumn[] = [
  h.reference,
  h.name,
  h.implemented,
  h.byDate,
  h.report2024,
  h.report2023,
  h.reduction2024,
  h.reduction2023,
  h.method,
  h.description,
  h.context,
  ...h.schemes,
  h.otherSchemeName,
];
const fieldColumns: Record<string, string> = {
  measureName: h.name.header,
  implemented: h.implemented.header,
  byDate: h.byDate.header,
  report2024: h.report2024.header,
  report2023: h.report2023.header,
  reduction2024: h.reduction2024.header,
  reduction2023: h.reduction2023.header,
  method: h.method.header,
  description: h.description.header,
  context: h.context.header,
  otherMeasureSchemeName: h.otherSchemeName.header,
};

interface Cells {
  reference: string;
  name: string;
  answers: ProgressUpdate1Answers;
  schemes: string[];
  otherSchemeName: string;
}

/** A row's cells as the forms' answers; a closed answer not on its list is a problem, read as unanswered. */
function readCells(cells: string[], row: number, problems: SheetProblem[]): Cells {
  let index = 0;
  const next = () => cells[index++] ?? '';
  const flag = (column: string): YesNoAnswer => {
    const value = yesNoOf(next());
    if (value === undefined) problems.push({ row, column, message: CHOICE_MESSAGE });
    return value === true ? 'YES' : value === false ? 'NO' : null;
  };
  const reference = next().trim();
  const name = next();
  const implemented = flag(h.implemented.header);
  const byDate = flag(h.byDate.header);
  const report2024 = flag(h.report2024.header);
  const report2023 = flag(h.report2023.header);
  const reduction2024 = next();
  const reduction2023 = next();
  const methodText = next();
  const method = ESTIMATION_METHOD_CHOICES.find(
    (choice) => same(choice.text, methodText) || same(choice.value, methodText),
  );
  if (methodText.trim() !== '' && !method) {
    problems.push({ row, column: h.method.header, message: 'Pick the method from the list' });
  }
  const description = next();
  const context = next();
  const schemes: string[] = [];
  for (const [i, scheme] of MEASURE_SCHEME_CHOICES.entries()) {
    const ticked = yesNoOf(next());
    if (ticked === undefined)
      problems.push({ row, column: h.schemes[i]?.header ?? '', message: CHOICE_MESSAGE });
    else if (ticked) schemes.push(scheme.value);
  }
  const answers: ProgressUpdate1Answers = {
    implemented,
    byDate,
    report2024,
    report2023,
    reduction2024,
    reduction2023,
    method: (method?.value ?? null) as EstimationMethodChoice | null,
    description,
    context,
  };
  return { reference, name, answers, schemes, otherSchemeName: next() };
}

/** The plan measure's answer cells (all but its reference and name) are blank: it is left as it is. */
const unanswered = (cells: string[]) => blankRow(cells.slice(2, 11));

function addedMeasure(read: Cells, fail: Fail): ProgressUpdate1AddedMeasure {
  const { answers } = read;
  // A measure not in the action plan has no action plan estimate to use.
  const method = ADDED_MEASURE_METHOD_CHOICES.some((choice) => choice.value === answers.method)
    ? answers.method
    : null;
  const basics = {
    measureName: read.name,
    measureScheme: read.schemes,
    otherMeasureSchemeName: read.otherSchemeName,
    method,
    description: answers.description,
    context: answers.context,
  };
  checkAddedMeasureAnswers(basics, fail, () => {
    checkReduction(fail, 'reduction2024', answers.reduction2024, {
      required: progressUpdate1Messages.reduction2024,
      minimum: 1,
    });
    checkReduction(fail, 'reduction2023', answers.reduction2023, { minimum: 0 });
  });
  const reduction2023 = kwhValue(answers.reduction2023);
  return {
    ...toAddedMeasureBasics(basics),
    reductionEnergyConsumption2024To2025: kwhValue(answers.reduction2024),
    ...(reduction2023 === null ? {} : { reductionEnergyConsumption2023To2024: reduction2023 }),
  } as ProgressUpdate1AddedMeasure;
}

const methodText = (value: string | null | undefined) =>
  ESTIMATION_METHOD_CHOICES.find((choice) => choice.value === value)?.text ?? null;

export const progressUpdate1MeasuresSheet: MeasuresSheet<ProgressUpdate1Row, CarriedMeasures> = {
  fileName: 'Progress_update_1_energy_efficiency_measures.xlsx',
  columns,
  maxRows: 150,
  instructions: [
    'Energy efficiency measures of your progress update 1',
    'The Measures sheet has one row for each measure of your action plan, found by its measure reference: keep the reference as it is, and answer the questions that apply to the measure. A plan measure whose answers are all blank is left as it is.',
    'Measures planned for after the action plan was sent: say whether the measure has been implemented and, if it has, whether by the date in the action plan and the reductions it made. Other plan measures: say whether you want to report each reduction, and give it if you do.',
    'To add a measure that was not in the action plan and was implemented by 5 December 2025, fill in a row with a blank reference: its name, its related schemes or requirements (Yes or blank), its reductions, the method and any context.',
    'Give reductions in kWh as whole numbers of at most 15 digits. Pick Yes or No, and the method, from the drop-down lists; describe the method only if it is some other reasonable estimation method.',
    'The file can hold at most 100 plan measures and 50 added measures and must be smaller than 5MB. Save it as an Excel workbook (.xlsx) or as a CSV file. Formulas are read as the values they show.',
  ],
  toRow(row) {
    const blank = MEASURE_SCHEME_CHOICES.map(() => null);
    if ('added' in row) {
      const measure = row.added;
      const schemes = measure.measureScheme ?? [];
      return [
        null,
        measure.measureName ?? null,
        null,
        null,
        null,
        null,
        measure.reductionEnergyConsumption2024To2025 ?? null,
        measure.reductionEnergyConsumption2023To2024 ?? null,
        methodText(measure.estimationMethodType),
        measure.estimationMethodDescription ?? null,
        measure.measureContext ?? null,
        ...MEASURE_SCHEME_CHOICES.map((scheme) => (schemes.includes(scheme.value) ? 'Yes' : null)),
        measure.otherMeasureSchemeName ?? null,
      ];
    }
    const part = row.part;
    return [
      row.uuId,
      row.name,
      yesNoCell(part?.measureIsImplemented),
      yesNoCell(part?.measureImplementedByTheDateInActionPlan),
      yesNoCell(part?.reportReduction2024To2025),
      yesNoCell(part?.reportReduction2023To2024),
      part?.reductionEnergyConsumption2024To2025 ?? null,
      part?.reductionEnergyConsumption2023To2024 ?? null,
      methodText(part?.estimationMethodType),
      part?.estimationMethodDescription ?? null,
      part?.providedContext ?? null,
      ...blank,
      null,
    ];
  },
  check(rows, firstRow, carried) {
    const measures: ProgressUpdate1Row[] = [];
    const problems: SheetProblem[] = [];
    const references = new Map<string, number>();
    let added = 0;
    rows.forEach((cells, index) => {
      const row = firstRow + index;
      if (blankRow(cells)) return;
      const rowProblems: SheetProblem[] = [];
      const read = readCells(cells, row, rowProblems);
      const fail: Fail = ([field], message) => {
        const column = fieldColumns[String(field)] ?? h.name.header;
        // A cell not on its list was read as unanswered: the form's message for it is said once.
        if (!rowProblems.some((earlier) => earlier.column === column)) {
          rowProblems.push({ row, column, message });
        }
      };
      if (read.reference === '') {
        added += 1;
        if (added === 51) {
          problems.push({ row, message: 'A progress update can add at most 50 measures' });
        }
        measures.push({ added: addedMeasure(read, fail) });
      } else {
        const measure = carried.get(read.reference);
        const earlier = references.get(read.reference);
        if (!measure) {
          rowProblems.push({
            row,
            column: h.reference.header,
            message:
              'The measure reference is not one of this progress update: keep the reference as downloaded',
          });
        } else if (earlier !== undefined) {
          rowProblems.push({
            row,
            column: h.reference.header,
            message: `The measure reference is already used in row ${earlier}: give each plan measure one row`,
          });
        } else {
          references.set(read.reference, row);
          if (!unanswered(cells)) {
            checkProgressUpdate1Answers(read.answers, measure.after, fail);
            const part = toProgressUpdate1Part(read.answers, measure.after) as ProgressUpdate1MeasurePart;
            measures.push({ uuId: read.reference, name: read.name, after: measure.after, part });
          }
        }
      }
      problems.push(...rowProblems);
    });
    return { measures, problems };
  },
};

/** A plan measure as progress update 1 carries it (as far as its sheet reads it). */
interface CarriedItem {
  uuId: string;
  measureImplType: string;
  actionPlanEnergyEfficiencyMeasure: { measureName?: string | null };
  progressUpdate1P3EnergyEfficiencyMeasure?: ProgressUpdate1MeasurePart | null;
}

/** The rows of a progress update 1 (a task's or a submitted one's): its plan measures, then those it adds. */
export function progressUpdate1Rows(
  update:
    | {
        progressUpdate1P3MeasuresUpdate?: {
          progressUpdate1P3Measures?: CarriedItem[] | null;
          progressUpdate1P3AddedMeasure?: ProgressUpdate1AddedMeasure[] | null;
        } | null;
      }
    | null
    | undefined,
): ProgressUpdate1Row[] {
  const measures = update?.progressUpdate1P3MeasuresUpdate;
  return [
    ...(measures?.progressUpdate1P3Measures ?? []).map((item) => ({
      uuId: item.uuId,
      name: item.actionPlanEnergyEfficiencyMeasure.measureName ?? '',
      after: item.measureImplType === 'MEASURE_IMPL_AFTER_SUBMIT_ACTION_PLAN',
      part: item.progressUpdate1P3EnergyEfficiencyMeasure ?? null,
    })),
    ...(measures?.progressUpdate1P3AddedMeasure ?? []).map((measure) => ({ added: measure })),
  ];
}
