import { randomUUID } from 'node:crypto';
import { z } from 'zod';
import type { Executor } from '../../platform/db';
import { submittedReportOf } from '../reports/records';
import { phase3 } from '../reports/phases';
import { energyEfficiencyMeasureSchema } from '../reports/energy-efficiency-measure';
import {
  progressUpdate1AddedMeasureSchema,
  progressUpdate1MeasurePartSchema,
} from '../reports/progress-update-measures';
import { withoutNulls } from '../reports/report-confirmation';
import type { ProgressUpdate2UpdatedAddedMeasure, ProgressUpdate2UpdatedMeasure } from './measures';

/** The part of a stored progress update 1 (its container) progress update 2 reads. */
const storedUpdateSchema = z.object({
  progressUpdate1P3: z.object({
    progressUpdate1P3MeasuresUpdate: z.object({
      progressUpdate1P3Measures: z.array(
        z.object({
          actionPlanEnergyEfficiencyMeasure: energyEfficiencyMeasureSchema.nullish(),
          progressUpdate1P3EnergyEfficiencyMeasure: progressUpdate1MeasurePartSchema.nullish(),
        }),
      ),
      progressUpdate1P3AddedMeasure: z.array(progressUpdate1AddedMeasureSchema),
    }),
  }),
});

/**
 * Progress update 2's carried-over measures, from the account's submitted progress update 1
 * (reporting-inventory §1.3): each plan measure with progress update 1's answers, then each measure
 * progress update 1 added, all with new uuIds; null when the account has no submitted progress update 1.
 */
export async function measuresFromProgressUpdate1(
  executor: Executor,
  accountId: number,
): Promise<{
  measures: ProgressUpdate2UpdatedMeasure[];
  addedMeasures: ProgressUpdate2UpdatedAddedMeasure[];
} | null> {
  const stored = await submittedReportOf(executor, {
    accountId,
    requestType: 'PROGRESS_UPDATE_1_P3',
    phase: phase3,
  });
  if (!stored) return null;
  const update = withoutNulls(
    storedUpdateSchema.parse(stored.data).progressUpdate1P3.progressUpdate1P3MeasuresUpdate,
  );
  return {
    measures: update.progressUpdate1P3Measures.map((measure) => ({ uuId: randomUUID(), ...measure })),
    addedMeasures: update.progressUpdate1P3AddedMeasure.map((measure) => ({
      uuId: randomUUID(),
      progressUpdate1P3AddedMeasure: measure,
    })),
  };
}
