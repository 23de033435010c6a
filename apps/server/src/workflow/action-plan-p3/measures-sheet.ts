import { actionPlanMeasuresSheet, measuresReport, type ReportMeasures } from '../reports/measures-sheet';
import type { ActionPlanTaskPayload } from './payload';

/** The action plan's measures as a spreadsheet (issue 42): its sheet is the kit's `action-plan.ts`. */
export const actionPlanMeasures: ReportMeasures = {
  task: { type: 'ACTION_PLAN_P3_APPLICATION_SUBMIT', key: 'actionPlanP3' },
  submitted: { type: 'ACTION_PLAN_P3_APPLICATION_SUBMITTED', key: 'actionPlan' },
  report: measuresReport(
    actionPlanMeasuresSheet,
    (plan) =>
      (plan as ActionPlanTaskPayload['actionPlanP3'] | undefined)?.energyEfficiencyMeasure
        ?.energyEfficiencyMeasures ?? [],
    () => undefined,
    (measures) => ({ measures }),
  ),
};
