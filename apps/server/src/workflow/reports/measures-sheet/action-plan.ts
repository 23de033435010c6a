import {
  ESTIMATE_CALCULATED_CHOICES,
  MEASURE_PURPOSES,
  MEASURE_SCHEME_CHOICES,
  measureAnswerProblems,
  measureMessages,
  toMeasure,
  type EstimateCalculatedChoice,
  type MeasureAnswers,
  type MeasureSchemeChoice,
  MAX_PLAN_MEASURES,
} from '@esos/reporting-rules';
import { cleanMeasure, type EnergyEfficiencyMeasure } from '../energy-efficiency-measure';
import { withoutNulls } from '../report-confirmation';
import { CHOICE_MESSAGE, NO, YES, blankRow, same, schemeHeader, yesNo, yesNoOf } from './cells';
import type { MeasuresSheet, SheetColumn, SheetProblem } from './sheet';

/**
 * The action plan's measures sheet: one column per answer of the measure form, in its order and wording
 * (task-forms §2); the checks are the form's own (`@esos/reporting-rules`), so a row and the form agree.
 */

export const actionPlanColumns = {
  name: { header: 'Enter a name for this measure', width: 40 },
  audit: {
    header: 'Is this measure a result of an energy savings opportunity reported in an energy audit?',
    choices: yesNo,
  },
  schemes: MEASURE_SCHEME_CHOICES.map((scheme) => ({
    header: schemeHeader(scheme.text),
    choices: yesNo,
  })),
  otherSchemeName: { header: 'Other scheme or requirement: enter a name', width: 30 },
  month: { header: 'Implementation date for the measure: month', width: 16 },
  year: { header: 'Implementation date for the measure: year', width: 16 },
  savings: MEASURE_PURPOSES.map((purpose) => ({ header: `${purpose.text} (kWh)`, width: 18 })),
  estimate: {
    header: 'How was the total energy savings estimate calculated?',
    choices: ESTIMATE_CALCULATED_CHOICES.map((choice) => choice.text),
  },
  description: { header: 'Describe the method', width: 40 },
  context: { header: 'Provide context to the measure (optional)', width: 40 },
} satisfies Record<string, SheetColumn | SheetColumn[]>;

const c = actionPlanColumns;
const columns: SheetColumn[] = [
  c.name,
  c.audit,
  ...c.schemes,
  c.otherSchemeName,
  c.month,
  c.year,
  ...c.savings,
  c.estimate,
  c.description,
  c.context,
];
/** Where the total's problem is shown: it is worked out from the four figures, so under the last. */
const TOTAL_COLUMN = 'Total estimated energy savings';

/** The column a problem of the form's field is shown in. */
function columnOf(path: (string | number)[]): string {
  const [field, part] = path;
  switch (field) {
    case 'measureName':
      return c.name.header;
    case 'reportedInAudit':
      return c.audit.header;
    case 'otherMeasureSchemeName':
      return c.otherSchemeName.header;
    case 'implementationDate':
      return 'Implementation date for the measure';
    case 'savings':
      return c.savings[MEASURE_PURPOSES.findIndex((purpose) => purpose.key === part)]?.header ?? TOTAL_COLUMN;
    case 'estimateType':
      return c.estimate.header;
    case 'estimationMethodDescription':
      return c.description.header;
    case 'measureContext':
      return c.context.header;
    default:
      return TOTAL_COLUMN;
  }
}

/** A month or year cell that holds a date (Excel's date cells are read as yyyy-MM-dd): its part. */
function datePart(text: string, part: 'month' | 'year'): string {
  const match = /^(\d{4})-(\d{2})-\d{2}$/.exec(text.trim());
  if (!match) return text;
  return part === 'year' ? (match[1] ?? '') : String(Number(match[2]));
}

function readRow(cells: string[], row: number, problems: SheetProblem[]): MeasureAnswers {
  let index = 0;
  const next = () => cells[index++] ?? '';
  const measureName = next();
  const audit = yesNoOf(next());
  if (audit === undefined) problems.push({ row, column: c.audit.header, message: measureMessages.audit });
  const measureScheme: MeasureSchemeChoice[] = [];
  for (const [i, scheme] of MEASURE_SCHEME_CHOICES.entries()) {
    const ticked = yesNoOf(next());
    if (ticked === undefined) {
      problems.push({ row, column: c.schemes[i]?.header ?? '', message: CHOICE_MESSAGE });
    } else if (ticked) measureScheme.push(scheme.value);
  }
  const otherMeasureSchemeName = next();
  const month = datePart(next(), 'month');
  const year = datePart(next(), 'year');
  const savings = Object.fromEntries(MEASURE_PURPOSES.map(({ key }) => [key, next()])) as Record<
    (typeof MEASURE_PURPOSES)[number]['key'],
    string
  >;
  const estimateText = next();
  const estimate = ESTIMATE_CALCULATED_CHOICES.find(
    (choice) => same(choice.text, estimateText) || same(choice.value, estimateText),
  );
  if (estimateText.trim() !== '' && !estimate) {
    problems.push({ row, column: c.estimate.header, message: measureMessages.estimate });
  }
  return {
    measureName,
    reportedInAudit: audit === true ? 'YES' : audit === false ? 'NO' : null,
    measureScheme,
    otherMeasureSchemeName,
    savings,
    implementationDate: { day: '', month, year },
    estimateType: (estimate?.value ?? null) as EstimateCalculatedChoice | null,
    estimationMethodDescription: next(),
    measureContext: next(),
  };
}

export const actionPlanMeasuresSheet: MeasuresSheet<EnergyEfficiencyMeasure> = {
  fileName: 'Action_plan_energy_efficiency_measures.xlsx',
  columns,
  maxRows: MAX_PLAN_MEASURES,
  instructions: [
    'Energy efficiency measures of your action plan',
    'Fill in one row of the Measures sheet for each energy efficiency measure, under the column names. Keep the columns, their names and their order as they are.',
    'Pick Yes or No, and the method of estimation, from the drop-down lists. For each related scheme or requirement, pick Yes if the measure relates to it; leave it blank otherwise.',
    'Give the implementation date as a month (1 to 12) and a year (for example 3 and 2026), from December 2023 to December 2027.',
    'Give savings in kWh as whole numbers of at most 15 digits. Leave a purpose blank if the measure saves no energy for it; the total is worked out for you.',
    'Describe the method only if the savings were estimated by some other reasonable estimation method.',
    `The file can hold at most ${MAX_PLAN_MEASURES.toLocaleString('en-GB')} measures and must be smaller than 5MB. Save it as an Excel workbook (.xlsx) or as a CSV file. Formulas are read as the values they show.`,
    'When you upload the file you can choose to replace the measures already added, or to add these to them.',
  ],
  toRow(measure) {
    const schemes = measure.measureScheme ?? [];
    const savings = measure.totalEnergySavingsExpected;
    const [year, month] = (measure.implementationDateForMeasure ?? '').split('-');
    const estimate = ESTIMATE_CALCULATED_CHOICES.find(
      (choice) => choice.value === measure.energySavingsEstimateCalculatedType,
    );
    return [
      measure.measureName ?? null,
      measure.isEnergySavingsOpportunityReportedInAudit === true
        ? YES
        : measure.isEnergySavingsOpportunityReportedInAudit === false
          ? NO
          : null,
      ...MEASURE_SCHEME_CHOICES.map((scheme) => (schemes.includes(scheme.value) ? YES : null)),
      measure.otherMeasureSchemeName ?? null,
      month ? Number(month) : null,
      year ? Number(year) : null,
      ...MEASURE_PURPOSES.map(({ key }) => savings?.[key] ?? null),
      estimate?.text ?? null,
      measure.estimationMethodDescription ?? null,
      measure.measureContext ?? null,
    ];
  },
  check(rows, firstRow) {
    const measures: EnergyEfficiencyMeasure[] = [];
    const problems: SheetProblem[] = [];
    const names = new Map<string, number>();
    rows.forEach((cells, index) => {
      const row = firstRow + index;
      if (blankRow(cells)) return;
      const rowProblems: SheetProblem[] = [];
      const answers = readRow(cells, row, rowProblems);
      // A cell not on its list was read as unanswered: the form's message for it is said once.
      for (const problem of measureAnswerProblems(answers)) {
        const column = columnOf(problem.path);
        if (!rowProblems.some((earlier) => earlier.column === column)) {
          rowProblems.push({ row, column, message: problem.message });
        }
      }
      problems.push(...rowProblems);
      const name = answers.measureName.trim().toLowerCase();
      const earlier = names.get(name);
      if (name && earlier !== undefined) {
        problems.push({
          row,
          column: c.name.header,
          message: `The measure name is already used in row ${earlier}: give each measure its own name`,
        });
      } else if (name) names.set(name, row);
      // As a save keeps it, so the check page's comparison and a round trip see the saved shape.
      measures.push(cleanMeasure(withoutNulls(toMeasure(answers) as EnergyEfficiencyMeasure)));
    });
    return { measures, problems };
  },
};
