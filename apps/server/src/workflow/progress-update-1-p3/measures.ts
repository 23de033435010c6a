import { MAX_PLAN_MEASURES } from '@esos/reporting-rules';
import { z } from 'zod';
import { checkMeasure, energyEfficiencyMeasureSchema } from '../reports/energy-efficiency-measure';
import {
  checkDescription,
  measureImplTypes,
  progressUpdate1MeasurePartSchema,
} from '../reports/progress-update-measures';
import { listOf, measureUuid } from '../reports/report-fields';
import { isPresent, type Findings } from '../reports/report-violations';

/** An action plan measure with the update's answers about it; the server made it, with its uuId. */
export const progressUpdate1UpdatedMeasureSchema = z
  .strictObject({
    uuId: measureUuid(),
    measureImplType: z.enum(measureImplTypes),
    actionPlanEnergyEfficiencyMeasure: energyEfficiencyMeasureSchema,
    progressUpdate1P3EnergyEfficiencyMeasure: progressUpdate1MeasurePartSchema.nullish(),
  })
  .meta({ id: 'ProgressUpdate1P3UpdatedMeasure' });
export type ProgressUpdate1UpdatedMeasure = z.infer<typeof progressUpdate1UpdatedMeasureSchema>;

/** The plan's measures, carried over: as many as a plan holds. */
export const carriedLists = {
  progressUpdate1P3Measures: listOf(progressUpdate1UpdatedMeasureSchema, MAX_PLAN_MEASURES),
};

/**
 * The reference's rules of an updated measure (reporting-inventory §2.4, rules 1–5). As in the
 * reference, the estimation method is not tied to a reported reduction (ADR 0020).
 */
export function checkUpdatedMeasure(findings: Findings, measure: ProgressUpdate1UpdatedMeasure): void {
  checkMeasure(findings.at('actionPlanEnergyEfficiencyMeasure'), measure.actionPlanEnergyEfficiencyMeasure);
  const part = measure.progressUpdate1P3EnergyEfficiencyMeasure;
  if (!findings.required('progressUpdate1P3EnergyEfficiencyMeasure', part)) return;
  const after = measure.measureImplType === 'MEASURE_IMPL_AFTER_SUBMIT_ACTION_PLAN';
  const implemented = part.measureIsImplemented;
  const implementedAfter = after && implemented === true;
  findings.rule(isPresent(implemented) === after, 'Invalid value for measureIsImplemented');
  findings.rule(
    isPresent(part.measureImplementedByTheDateInActionPlan) === implementedAfter,
    'Invalid value for measureImplementedByTheDateInActionPlan',
  );
  findings.rule(
    isPresent(part.reductionEnergyConsumption2024To2025) ===
      (implementedAfter || (!after && part.reportReduction2024To2025 === true)),
    'ReductionEnergyConsumption2024To2025 cannot be null',
  );
  const earlier = isPresent(part.reductionEnergyConsumption2023To2024);
  findings.rule(
    after ? implemented !== false || !earlier : earlier === (part.reportReduction2023To2024 === true),
    'ReductionEnergyConsumption2023To2024 cannot be null',
  );
  findings.rule(
    isPresent(part.reportReduction2024To2025) === !after,
    'ReportReduction2024To2025 can not be null if measureImplType is MEASURE_IMPL_BEFORE_SUBMIT_ACTION_PLAN',
  );
  findings.rule(
    isPresent(part.reportReduction2023To2024) === !after,
    'ReportReduction2023To2024 can not be null if measureImplType is MEASURE_IMPL_BEFORE_SUBMIT_ACTION_PLAN',
  );
  checkDescription(findings.at('progressUpdate1P3EnergyEfficiencyMeasure'), part);
}
