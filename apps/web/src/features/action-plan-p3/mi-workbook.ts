import { miWorkbook } from '../../shared/mi-workbook';
import type { components } from '../../shared/api';
import { ACTION_PLAN_STATEMENTS, ESTIMATE_CALCULATED_TYPES } from '../../shared/reports/labels';
import type { SheetSpec } from '../../shared/mi-workbook';
import {
  capitalise,
  contentsSheet,
  govukDate,
  labelOf,
  monthYear,
  sheetOf,
  text,
  yesNo,
} from '../../shared/mi-workbook';
import { schemesText } from '../../shared/mi-workbook';

/** One row of the action plan feed (reporting-inventory §5.2). */
export interface ActionPlanInfo {
  actionPlanId: string;
  nocId?: string | null;
  organisationName: string;
  registrationNumber?: string | null;
  nocSubmitDate?: string | null;
  actionPlanSubmitDate?: string | null;
  actionPlanContainer: components['schemas']['ActionPlanP3Container'];
}

export const ACTION_PLAN_FILE_NAME = 'Action_Plan_Published_Data_Phase_3.xlsx';

const purpose = (name: string) =>
  `Energy savings expected from this measure by organisational purpose estimate - ${name}`;

const MEASURE_HEADER = [
  'AP ID',
  'Measure Name',
  'Is this measure a result of an energy savings opportunity reported in an energy audit?',
  'Does the reason for implementing the measure relate to another scheme or requirement? Select any that apply. (optional)',
  'Implementation Date',
  purpose('Buildings (KWh)'),
  purpose('Transport (KWh)'),
  purpose('Industrial Processes (KWh)'),
  purpose('Other energy uses (KWh)'),
  purpose('Total (KWh)'),
  'How was the total energy savings estimate calculated?',
  'Other estimation method',
  'Additonal context for the measure (optional)', // sic: the reference's header
];

const plansSheet = (plans: ActionPlanInfo[]) =>
  sheetOf(
    'Action Plans',
    [
      'AP ID',
      'Organisation Name',
      'CRN',
      'AP Submission Date',
      'NOC ID',
      'NOC Submission Date',
      'Do you have any energy efficiency measures proposed to be implemented before the end of the relevant compliance period?',
      'Context if no measures proposed (optional)',
    ],
    plans.map((plan) => {
      const section = plan.actionPlanContainer.actionPlan.energyEfficiencyMeasure;
      return [
        plan.actionPlanId,
        plan.organisationName,
        text(plan.registrationNumber),
        govukDate(plan.actionPlanSubmitDate),
        text(plan.nocId),
        govukDate(plan.nocSubmitDate),
        yesNo(section?.haveEnergyEfficiencyMeasures),
        text(section?.noMeasureContext),
      ];
    }),
  );

const measuresSheet = (plans: ActionPlanInfo[]) =>
  sheetOf(
    'Energy Efficiency Measures',
    MEASURE_HEADER,
    plans.flatMap((plan) =>
      (plan.actionPlanContainer.actionPlan.energyEfficiencyMeasure?.energyEfficiencyMeasures ?? []).map(
        (measure) => {
          const savings = measure.totalEnergySavingsExpected;
          return [
            plan.actionPlanId,
            text(measure.measureName),
            yesNo(measure.isEnergySavingsOpportunityReportedInAudit),
            schemesText(measure.measureScheme, measure.otherMeasureSchemeName),
            monthYear(measure.implementationDateForMeasure),
            text(savings?.buildings),
            text(savings?.transport),
            text(savings?.industrialProcesses),
            text(savings?.otherProcesses),
            text(savings?.total),
            labelOf(ESTIMATE_CALCULATED_TYPES, measure.energySavingsEstimateCalculatedType),
            text(measure.estimationMethodDescription),
            text(measure.measureContext),
          ];
        },
      ),
    ),
  );

const confirmationSheet = (plans: ActionPlanInfo[]) =>
  sheetOf(
    'Resp. officer confirmation',
    ['AP ID', ...ACTION_PLAN_STATEMENTS.map((statement) => capitalise(statement.text))],
    plans.map((plan) => {
      const confirmed = plan.actionPlanContainer.actionPlan.responsibleOfficerConfirmation ?? [];
      return [
        plan.actionPlanId,
        yesNo(confirmed.includes('ESOS_ASSESSMENT_NOTIFICATION')),
        confirmed.includes('ESTIMATION_METHOD_DESCRIPTION') ? 'Yes' : '',
      ];
    }),
  );

/** The action plan workbook: a table of contents, then the plans, their measures and the confirmations. */
export function actionPlanWorkbook(plans: ActionPlanInfo[]): SheetSpec[] {
  const sheets = [plansSheet(plans), measuresSheet(plans), confirmationSheet(plans)];
  return [
    contentsSheet(
      'Table of Contents',
      sheets.map((sheet) => [sheet.sheet, '']),
    ),
    ...sheets,
  ];
}

export const workbook = miWorkbook(
  'ACTION_PLAN_SUBMITTED_DATA_P3',
  ACTION_PLAN_FILE_NAME,
  actionPlanWorkbook,
);
