import { MAX_PLAN_MEASURES } from '@esos/reporting-rules';
import { z } from 'zod';
import { energyEfficiencyMeasureSchema, measureSchemeTypes } from '../reports/energy-efficiency-measure';
import {
  addedMeasureEstimationMethodTypes,
  checkDescription,
  estimationMethodTypes,
  progressUpdate1AddedMeasureSchema,
  progressUpdate1MeasurePartSchema,
} from '../reports/progress-update-measures';
import {
  choices,
  listOf,
  measureUuid,
  optionalChoice,
  optionalFlag,
  optionalText,
  reductionKilowattHours,
} from '../reports/report-fields';
import { isPresent, type Findings } from '../reports/report-violations';

/**
 * Progress update 2's measures (reporting-inventory §2.4): those of the plan and those progress update
 * 1 added are carried over with what progress update 1 said of them, and answered again for 2025–26.
 */

/** Progress update 2's answers about a measure of the plan or of progress update 1. */
export const progressUpdate2MeasurePartSchema = z
  .strictObject({
    measureIsImplemented: optionalFlag(),
    measureImplementedByTheDateInActionPlan: optionalFlag(),
    reportReduction2025To2026: optionalFlag(),
    reductionEnergyConsumption2025To2026: reductionKilowattHours(1),
    estimationMethodType: optionalChoice(estimationMethodTypes),
    estimationMethodDescription: optionalText(10_000),
    providedContext: optionalText(10_000),
  })
  .meta({ id: 'ProgressUpdate2P3EnergyEfficiencyMeasure' });
type Part = z.infer<typeof progressUpdate2MeasurePartSchema>;

/** A measure implemented since progress update 1 that is not in the action plan. */
export const progressUpdate2AddedMeasureSchema = z
  .strictObject({
    measureName: optionalText(255),
    measureScheme: choices(measureSchemeTypes),
    otherMeasureSchemeName: optionalText(255),
    reductionEnergyConsumption2025To2026: reductionKilowattHours(1),
    estimationMethodType: optionalChoice(addedMeasureEstimationMethodTypes),
    estimationMethodDescription: optionalText(10_000),
    measureContext: optionalText(10_000),
  })
  .meta({ id: 'ProgressUpdate2P3AddedMeasure' });

/** An action plan measure with what progress update 1 said of it; the server made it, with its uuId. */
export const progressUpdate2UpdatedMeasureSchema = z
  .strictObject({
    uuId: measureUuid(),
    actionPlanEnergyEfficiencyMeasure: energyEfficiencyMeasureSchema.nullish(),
    progressUpdate1P3EnergyEfficiencyMeasure: progressUpdate1MeasurePartSchema.nullish(),
    progressUpdate2P3EnergyEfficiencyMeasure: progressUpdate2MeasurePartSchema.nullish(),
  })
  .meta({ id: 'ProgressUpdate2P3UpdatedMeasure' });
export type ProgressUpdate2UpdatedMeasure = z.infer<typeof progressUpdate2UpdatedMeasureSchema>;

/** A measure progress update 1 added, carried over. */
export const progressUpdate2UpdatedAddedMeasureSchema = z
  .strictObject({
    uuId: measureUuid(),
    progressUpdate1P3AddedMeasure: progressUpdate1AddedMeasureSchema,
    progressUpdate2P3EnergyEfficiencyMeasure: progressUpdate2MeasurePartSchema.nullish(),
  })
  .meta({ id: 'ProgressUpdate2P3UpdatedAddedMeasure' });
export type ProgressUpdate2UpdatedAddedMeasure = z.infer<typeof progressUpdate2UpdatedAddedMeasureSchema>;

const PART = 'progressUpdate2P3EnergyEfficiencyMeasure';

/** The reference's rules of progress update 2's answers about a measure (reporting-inventory §2.4). */
function checkPart(findings: Findings, part: Part): void {
  const implemented = part.measureIsImplemented;
  const reported = implemented === true || part.reportReduction2025To2026 === true;
  findings.rule(
    isPresent(part.reportReduction2025To2026) === !isPresent(implemented),
    'Invalid data for reportReduction2025To2026',
  );
  findings.rule(
    isPresent(part.reductionEnergyConsumption2025To2026) === reported,
    'Invalid value for reductionEnergyConsumption2025To2026',
  );
  findings.rule(isPresent(part.estimationMethodType) === reported, 'Invalid data for estimationMethodType');
  findings.rule(
    isPresent(part.measureImplementedByTheDateInActionPlan) === (implemented === true),
    'Invalid value for measureImplementedByTheDateInActionPlan',
  );
  checkDescription(findings, part);
}

/** A plan measure: asked whether it is implemented only if progress update 1 said it was not. */
export function checkPlanMeasure(item: Findings, measure: ProgressUpdate2UpdatedMeasure): void {
  const part = measure.progressUpdate2P3EnergyEfficiencyMeasure;
  if (!item.required(PART, part)) return;
  item.rule(
    isPresent(part.measureIsImplemented) ===
      (measure.progressUpdate1P3EnergyEfficiencyMeasure?.measureIsImplemented === false),
    'Invalid value for measureIsImplemented',
  );
  checkPart(item.at(PART), part);
}

/** A measure progress update 1 added as implemented: the question of implementing it does not arise. */
export function checkCarriedAddedMeasure(item: Findings, measure: ProgressUpdate2UpdatedAddedMeasure): void {
  const part = measure.progressUpdate2P3EnergyEfficiencyMeasure;
  if (!item.required(PART, part)) return;
  item.rule(!isPresent(part.measureIsImplemented), 'Invalid value for measureIsImplemented');
  item.rule(
    part.estimationMethodType !== 'ACTION_PLAN_ESTIMATE',
    'Invalid estimation method description: Can not be ACTION_PLAN_ESTIMATE',
  );
  checkPart(item.at(PART), part);
}

/** Both carried-over lists: the plan's measures, and those progress update 1 added (up to 100, above its 50). */
export const carriedLists = {
  progressUpdate2P3Measures: listOf(progressUpdate2UpdatedMeasureSchema, MAX_PLAN_MEASURES),
  progressUpdate2P3UpdatedAddedMeasures: listOf(progressUpdate2UpdatedAddedMeasureSchema, 100),
};
