import { miWorkbook } from '../../shared/mi-workbook';
import type { components } from '../../shared/api';
import type { SheetSpec } from '../../shared/mi-workbook';
import { govukDate, labelOf, text, yesNo, type Cell } from '../../shared/mi-workbook';
import { ESTIMATION_METHODS } from '../../shared/reports/labels';
import { schemesText } from '../../shared/mi-workbook';
import { progressUpdateWorkbook } from '../../shared/mi-workbook';

type Schemas = components['schemas'];

/** One row of the progress update 1 feed (reporting-inventory §5.3). */
export interface ProgressUpdate1Info {
  pu1Id: string;
  organisationName: string;
  registrationNumber?: string | null;
  pu1SubmitDate?: string | null;
  actionPlanId?: string | null;
  actionPlanSubmitDate?: string | null;
  progressUpdate1Container: Schemas['ProgressUpdate1P3Container'];
}

export const PROGRESS_UPDATE_1_FILE_NAME = 'PU1_Report_Public_Data_Phase_3.xlsx';

const MEASURE_HEADER = [
  'PU1 ID',
  'Measure Name',
  'This is a new measure added in PU1 (*Info from Action Plan)',
  'Total Energy savings (KWh) expected from this measure estimate for the period 6 December 2023 to 5 December 2027 (*Info from Action Plan)',
  'Does the reason for implementing the measure relate to another scheme or requirement? (optional)',
  'Has the measure been implemented?',
  'Was the measure implemented by the date proposed in the action plan?',
  'Do you want, optionally, to report a reduction in energy consumption for the period between 6 December 2024 and 5 December 2025?',
  'Reduction in energy consumption between 6 December 2024 and 5 December 2025 (KWh)',
  'Do you want, optionally, to report a reduction in energy consumption between 6 December 2023 and 5 December 2024?',
  'Reduction in energy consumption between 6 December 2023 and 5 December 2024 (KWh)',
  'Estimation Method for the period between 6 December 2024 and 5 December 2025',
  'Description of other reasonable estimation method, if applicable',
  'Additonal context for the measure (optional)', // sic: the reference's header
];

function measureRows(update: ProgressUpdate1Info): Cell[][] {
  const { progressUpdate1P3Measures, progressUpdate1P3AddedMeasure } =
    update.progressUpdate1Container.progressUpdate1P3.progressUpdate1P3MeasuresUpdate;
  const planned = progressUpdate1P3Measures.map((measure) => {
    const plan = measure.actionPlanEnergyEfficiencyMeasure;
    const part = measure.progressUpdate1P3EnergyEfficiencyMeasure;
    const before = measure.measureImplType === 'MEASURE_IMPL_BEFORE_SUBMIT_ACTION_PLAN';
    return [
      update.pu1Id,
      text(plan.measureName),
      'No',
      text(plan.totalEnergySavingsExpected?.total),
      schemesText(plan.measureScheme, plan.otherMeasureSchemeName),
      yesNo(part?.measureIsImplemented),
      before ? 'Yes' : yesNo(part?.measureImplementedByTheDateInActionPlan),
      yesNo(part?.reportReduction2024To2025),
      text(part?.reductionEnergyConsumption2024To2025),
      yesNo(part?.reportReduction2023To2024),
      text(part?.reductionEnergyConsumption2023To2024),
      labelOf(ESTIMATION_METHODS, part?.estimationMethodType),
      text(part?.estimationMethodDescription),
      text(part?.providedContext),
    ];
  });
  // A measure added in the update was implemented by its end (task-forms §3), so it prints Yes.
  const added = progressUpdate1P3AddedMeasure.map((measure) => [
    update.pu1Id,
    text(measure.measureName),
    'Yes',
    '',
    schemesText(measure.measureScheme, measure.otherMeasureSchemeName),
    'Yes',
    '',
    '',
    text(measure.reductionEnergyConsumption2024To2025),
    '',
    text(measure.reductionEnergyConsumption2023To2024),
    labelOf(ESTIMATION_METHODS, measure.estimationMethodType),
    text(measure.estimationMethodDescription),
    text(measure.measureContext),
  ]);
  return [...planned, ...added];
}

/** The progress update 1 workbook. */
export const progressUpdate1Workbook = (updates: ProgressUpdate1Info[]): SheetSpec[] =>
  progressUpdateWorkbook(updates, {
    idColumn: 'PU1 ID',
    idOf: (update) => update.pu1Id,
    reportOf: (update) => update.progressUpdate1Container.progressUpdate1P3,
    updateHeader: [
      'PU1 ID',
      'Name of the responsible undertaking',
      'Company registration number of the responsible undertaking',
      'PU1 Submission Date',
      'AP ID',
      'AP Submission Date',
    ],
    updateCells: (update) => [
      update.pu1Id,
      update.organisationName,
      text(update.registrationNumber),
      govukDate(update.pu1SubmitDate),
      text(update.actionPlanId),
      govukDate(update.actionPlanSubmitDate),
    ],
    measureHeader: MEASURE_HEADER,
    measureRows,
  });

export const workbook = miWorkbook(
  'PROGRESS_UPDATE_1_SUBMITTED_DATA_P3',
  PROGRESS_UPDATE_1_FILE_NAME,
  progressUpdate1Workbook,
);
