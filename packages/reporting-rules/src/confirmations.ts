/**
 * The statements a responsible officer confirms before a report is sent (task-forms §2, §3): the second only
 * when an answer used an estimation method of the organisation's own, which the evidence pack must describe.
 * The web asks for exactly these; the server's clean-up and submit check hold the report to them.
 */

export const actionPlanConfirmationTypes = [
  'ESOS_ASSESSMENT_NOTIFICATION',
  'ESTIMATION_METHOD_DESCRIPTION',
] as const;
export type ActionPlanConfirmationType = (typeof actionPlanConfirmationTypes)[number];

/** The parts of an action plan the rule reads. */
export interface ActionPlanMeasures {
  energyEfficiencyMeasure?: {
    energyEfficiencyMeasures?: readonly { energySavingsEstimateCalculatedType?: string | null }[] | null;
  } | null;
}

/** The action plan's statements: the second when a measure's savings were estimated by some other reasonable method. */
export function requiredActionPlanConfirmations(plan: ActionPlanMeasures): ActionPlanConfirmationType[] {
  const usesOtherMethod = (plan.energyEfficiencyMeasure?.energyEfficiencyMeasures ?? []).some(
    (measure) => measure.energySavingsEstimateCalculatedType === 'OTHER_REASONABLE_ESTIMATION_METHOD',
  );
  return usesOtherMethod
    ? ['ESOS_ASSESSMENT_NOTIFICATION', 'ESTIMATION_METHOD_DESCRIPTION']
    : ['ESOS_ASSESSMENT_NOTIFICATION'];
}

export const progressUpdateConfirmationTypes = [
  'ESOS_ACTION_PLAN_COMPLIANCE',
  'ESTIMATION_METHOD_DOCUMENTED',
] as const;
export type ProgressUpdateConfirmationType = (typeof progressUpdateConfirmationTypes)[number];

/** A progress update's statements: the second when any answer or added measure used OTHER_METHOD. */
export function requiredProgressUpdateConfirmations(
  usesOtherMethod: boolean,
): ProgressUpdateConfirmationType[] {
  return usesOtherMethod
    ? ['ESOS_ACTION_PLAN_COMPLIANCE', 'ESTIMATION_METHOD_DOCUMENTED']
    : ['ESOS_ACTION_PLAN_COMPLIANCE'];
}
