import { miWorkbook } from '../../shared/mi-workbook';
import type { components } from '../../shared/api';
import type { SheetSpec } from '../../shared/mi-workbook';
import { govukDate, labelOf, text, yesNo, type Cell } from '../../shared/mi-workbook';
import { ESTIMATION_METHODS } from '../../shared/reports/labels';
import { schemesText } from '../../shared/mi-workbook';
import { progressUpdateWorkbook } from '../../shared/mi-workbook';

type Schemas = components['schemas'];
type Part = Schemas['ProgressUpdate2P3EnergyEfficiencyMeasure'];

/** One row of the progress update 2 feed (reporting-inventory §5.4). */
export interface ProgressUpdate2Info {
  pu2Id: string;
  organisationName: string;
  registrationNumber?: string | null;
  pu2SubmitDate?: string | null;
  actionPlanId?: string | null;
  actionPlanSubmitDate?: string | null;
  pu1Id?: string | null;
  pu1SubmitDate?: string | null;
  progressUpdate2Container: Schemas['ProgressUpdate2P3Container'];
}

export const PROGRESS_UPDATE_2_FILE_NAME = 'PU2_Report_Public_Data_Phase_3.xlsx';

/** The measures sheet's columns, in the reference's order and words (reporting-inventory §5.4). */
export const PROGRESS_UPDATE_2_MEASURE_HEADER = [
  'PU2 ID',
  'Measure Name',
  'This is a new measure added in PU2 (*Info from PU1)',
  'Does the reason for implementing the measure relate to another scheme or requirement? (optional)',
  'Has the measure been implemented?',
  'Was the measure implemented by the date proposed in the action plan?',
  'Do you want, optionally, to report a reduction in energy consumption for the period between 6 December 2025 and 5 December 2026?',
  'Reduction in energy consumption between 6 December 2025 and 5 December 2026 (KWh)',
  'Estimation Method for the period between 6 December 2025 and 5 December 2026',
  'Description of other reasonable estimation method',
  'Additonal context for the measure (optional)', // sic: the reference's header
];

interface MeasureFacts {
  name?: string | null;
  added: boolean;
  schemes: Cell;
  /** What the earlier reports said, for the answers progress update 2 does not ask again. */
  implemented?: boolean | null;
  byTheDate?: boolean | null;
  part?: Part | null;
  context?: string | null;
}

const row = (pu2Id: string, facts: MeasureFacts): Cell[] => [
  pu2Id,
  text(facts.name),
  facts.added ? 'Yes' : 'No',
  facts.schemes,
  yesNo(facts.part?.measureIsImplemented ?? facts.implemented),
  yesNo(facts.part?.measureImplementedByTheDateInActionPlan ?? facts.byTheDate),
  yesNo(facts.part?.reportReduction2025To2026),
  text(facts.part?.reductionEnergyConsumption2025To2026),
  labelOf(ESTIMATION_METHODS, facts.part?.estimationMethodType),
  text(facts.part?.estimationMethodDescription),
  text(facts.context ?? facts.part?.providedContext),
];

/** The plan's measures, then those progress update 1 added, then those progress update 2 added. */
function measureRows(update: ProgressUpdate2Info): Cell[][] {
  const measures = update.progressUpdate2Container.progressUpdate2P3.progressUpdate2P3MeasuresUpdate;
  const id = update.pu2Id;
  return [
    ...measures.progressUpdate2P3Measures.map((measure) => {
      const plan = measure.actionPlanEnergyEfficiencyMeasure;
      const earlier = measure.progressUpdate1P3EnergyEfficiencyMeasure;
      return row(id, {
        name: plan?.measureName,
        added: false,
        schemes: schemesText(plan?.measureScheme, plan?.otherMeasureSchemeName),
        implemented: earlier?.measureIsImplemented,
        byTheDate: earlier?.measureImplementedByTheDateInActionPlan,
        part: measure.progressUpdate2P3EnergyEfficiencyMeasure,
      });
    }),
    ...measures.progressUpdate2P3UpdatedAddedMeasures.map((measure) => {
      const earlier = measure.progressUpdate1P3AddedMeasure;
      return row(id, {
        name: earlier.measureName,
        added: false,
        schemes: schemesText(earlier.measureScheme, earlier.otherMeasureSchemeName),
        implemented: true,
        part: measure.progressUpdate2P3EnergyEfficiencyMeasure,
      });
    }),
    ...measures.progressUpdate2P3AddedMeasure.map((measure) =>
      row(id, {
        name: measure.measureName,
        added: true,
        schemes: schemesText(measure.measureScheme, measure.otherMeasureSchemeName),
        implemented: true,
        part: {
          reductionEnergyConsumption2025To2026: measure.reductionEnergyConsumption2025To2026,
          estimationMethodType: measure.estimationMethodType,
          estimationMethodDescription: measure.estimationMethodDescription,
        },
        context: measure.measureContext,
      }),
    ),
  ];
}

/** The update sheet's own columns (the kit adds the group change's), the reference's (reporting-inventory §5.4). */
export const PROGRESS_UPDATE_2_HEADER = [
  'PU2 ID',
  'PU2 Submission Date',
  'Name of the responsible undertaking',
  'Company registration number of the responsible undertaking',
  'AP ID',
  'AP Submission Date',
  'PU1 ID',
  'PU1 Submission Date',
];

/** The progress update 2 workbook. */
export const progressUpdate2Workbook = (updates: ProgressUpdate2Info[]): SheetSpec[] =>
  progressUpdateWorkbook(updates, {
    idColumn: 'PU2 ID',
    idOf: (update) => update.pu2Id,
    reportOf: (update) => update.progressUpdate2Container.progressUpdate2P3,
    updateHeader: PROGRESS_UPDATE_2_HEADER,
    updateCells: (update) => [
      update.pu2Id,
      govukDate(update.pu2SubmitDate),
      update.organisationName,
      text(update.registrationNumber),
      text(update.actionPlanId),
      govukDate(update.actionPlanSubmitDate),
      text(update.pu1Id),
      govukDate(update.pu1SubmitDate),
    ],
    measureHeader: PROGRESS_UPDATE_2_MEASURE_HEADER,
    measureRows,
  });

export const workbook = miWorkbook(
  'PROGRESS_UPDATE_2_SUBMITTED_DATA_P3',
  PROGRESS_UPDATE_2_FILE_NAME,
  progressUpdate2Workbook,
);
