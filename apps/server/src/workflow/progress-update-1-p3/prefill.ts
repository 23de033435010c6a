import { randomUUID } from 'node:crypto';
import { z } from 'zod';
import type { Executor } from '../../platform/db';
import { submittedReportOf } from '../reports/records';
import { phase3 } from '../reports/phases';
import { energyEfficiencyMeasureSchema } from '../reports/energy-efficiency-measure';
import type { MeasureImplType } from '../reports/progress-update-measures';
import { ukDate } from '../validity-windows';
import type { ProgressUpdate1UpdatedMeasure } from './measures';

/** The part of a stored action plan (its ActionPlanP3Container) progress update 1 reads. */
const storedPlanSchema = z.object({
  actionPlan: z.object({
    energyEfficiencyMeasure: z
      .object({ energyEfficiencyMeasures: z.array(energyEfficiencyMeasureSchema).nullish() })
      .nullish(),
  }),
});

/** The last day of the date's month (yyyy-MM-dd). */
export function lastDayOfMonth(date: string): string {
  const [year, month] = date.split('-').map(Number);
  return new Date(Date.UTC(year ?? 0, month ?? 1, 0)).toISOString().slice(0, 10);
}

/**
 * Whether the measure was implemented before the action plan was submitted: the last day of its
 * implementation month is before the (UK) day of submission (reporting-inventory §1.3).
 */
export function measureImplType(
  implementationDate: string | null | undefined,
  submitted: Date,
): MeasureImplType {
  return implementationDate && lastDayOfMonth(implementationDate) < ukDate(submitted)
    ? 'MEASURE_IMPL_BEFORE_SUBMIT_ACTION_PLAN'
    : 'MEASURE_IMPL_AFTER_SUBMIT_ACTION_PLAN';
}

/**
 * One item per measure of the account's submitted action plan, each with a new uuId and its
 * implementation type; null when the account has no submitted plan (PU11001).
 */
export async function measuresFromActionPlan(
  executor: Executor,
  accountId: number,
): Promise<ProgressUpdate1UpdatedMeasure[] | null> {
  const stored = await submittedReportOf(executor, {
    accountId,
    requestType: 'ACTION_PLAN_P3',
    phase: phase3,
  });
  if (!stored) return null;
  const submitted = stored.submittedAt;
  const plan = storedPlanSchema.parse(stored.data).actionPlan;
  return (plan.energyEfficiencyMeasure?.energyEfficiencyMeasures ?? []).map((measure) => ({
    uuId: randomUUID(),
    measureImplType: measureImplType(measure.implementationDateForMeasure, submitted),
    actionPlanEnergyEfficiencyMeasure: measure,
  }));
}
