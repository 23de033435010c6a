import { randomUUID } from 'node:crypto';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import {
  actionPlanP3Schema,
  actionPlanSectionsCompletedSchema,
  type ActionPlanP3,
  type ActionPlanSectionsCompleted,
} from '../../../src/workflow/action-plan-p3/payload';
import { cleanUpActionPlan, validateActionPlan } from '../../../src/workflow/action-plan-p3/rules';
import { progressUpdate1 } from '../../../src/workflow/progress-update-1-p3/definition';
import {
  applyProgressUpdate1Save,
  validateProgressUpdate1,
} from '../../../src/workflow/progress-update-1-p3/rules';
import { progressUpdate2 } from '../../../src/workflow/progress-update-2-p3/definition';
import {
  applyProgressUpdate2Save,
  validateProgressUpdate2,
} from '../../../src/workflow/progress-update-2-p3/rules';
import { arbitraryOf } from '../../support/json-schema-arbitrary';
import { earlyMeasure, lateMeasure } from '../../support/reporting-fixtures';

const { newTaskPayload: newProgressUpdate1, schemas: schemas1 } = progressUpdate1;
const { task: progressUpdate1TaskPayloadSchema, save: saveProgressUpdate1PayloadSchema } = schemas1;
type SaveProgressUpdate1Payload = z.infer<typeof saveProgressUpdate1PayloadSchema>;
const { newTaskPayload: newProgressUpdate2, schemas: schemas2 } = progressUpdate2;
const { task: progressUpdate2TaskPayloadSchema, save: saveProgressUpdate2PayloadSchema } = schemas2;
type SaveProgressUpdate2Payload = z.infer<typeof saveProgressUpdate2PayloadSchema>;

const runs = { numRuns: 200 };
const account = { name: 'Demo Organisation Ltd', registrationNumber: '10000000' };

describe('properties of the action plan rules', () => {
  it('whatever a save may carry, the clean-up keeps a valid draft, is stable, and the submit check never throws', () => {
    fc.assert(
      fc.property(
        arbitraryOf(actionPlanP3Schema),
        arbitraryOf(actionPlanSectionsCompletedSchema),
        (plan, statuses) => {
          const parsedPlan = actionPlanP3Schema.safeParse(plan);
          const parsedStatuses = actionPlanSectionsCompletedSchema.safeParse(statuses);
          fc.pre(parsedPlan.success && parsedStatuses.success);
          const cleaned = cleanUpActionPlan({
            actionPlanP3: parsedPlan.data as ActionPlanP3,
            actionPlanSectionsCompleted: parsedStatuses.data as ActionPlanSectionsCompleted,
          });
          expect(actionPlanP3Schema.safeParse(cleaned.actionPlanP3).error).toBeUndefined();
          expect(cleanUpActionPlan(cleaned)).toEqual(cleaned);
          expect(() => validateActionPlan(cleaned.actionPlanP3)).not.toThrow();
        },
      ),
      runs,
    );
  });

  it('the submit check never throws on anything stored', () => {
    fc.assert(
      fc.property(fc.anything(), (value) => {
        expect(Array.isArray(validateActionPlan(value))).toBe(true);
      }),
      runs,
    );
  });
});

describe('properties of the progress update saves', () => {
  const measures1 = [earlyMeasure, lateMeasure].map((measure, index) => ({
    uuId: randomUUID(),
    measureImplType:
      index === 0
        ? ('MEASURE_IMPL_BEFORE_SUBMIT_ACTION_PLAN' as const)
        : ('MEASURE_IMPL_AFTER_SUBMIT_ACTION_PLAN' as const),
    actionPlanEnergyEfficiencyMeasure: measure as never,
  }));
  const uuIds1 = measures1.map((measure) => measure.uuId);

  it('a save of progress update 1 either fits the update (same measures, valid payload) or is refused; never throws', () => {
    fc.assert(
      fc.property(arbitraryOf(saveProgressUpdate1PayloadSchema), fc.boolean(), (save, matchUuids) => {
        const parsed = saveProgressUpdate1PayloadSchema.safeParse(save);
        fc.pre(parsed.success);
        const payload = parsed.data as SaveProgressUpdate1Payload;
        // Half the runs aim at the update's own measures.
        const list = payload.progressUpdate1P3?.progressUpdate1P3MeasuresUpdate?.progressUpdate1P3Measures;
        if (matchUuids && list) list.forEach((item, index) => (item.uuId = uuIds1[index % 2] as string));
        const previous = newProgressUpdate1(false, measures1);
        const result = applyProgressUpdate1Save(previous, payload);
        if ('problems' in result) {
          expect(result.problems.length).toBeGreaterThan(0);
          return;
        }
        expect(progressUpdate1TaskPayloadSchema.safeParse(result.payload).error).toBeUndefined();
        const after =
          result.payload.progressUpdate1P3.progressUpdate1P3MeasuresUpdate.progressUpdate1P3Measures;
        expect(after.map((measure) => measure.uuId)).toEqual(uuIds1);
        expect(after.map((measure) => measure.actionPlanEnergyEfficiencyMeasure)).toEqual([
          earlyMeasure,
          lateMeasure,
        ]);
        expect(() => validateProgressUpdate1(result.payload, account)).not.toThrow();
      }),
      runs,
    );
  });

  it('a save of progress update 2 keeps both carried-over lists as they were', () => {
    const measures2 = [{ uuId: randomUUID(), actionPlanEnergyEfficiencyMeasure: earlyMeasure as never }];
    const added2 = [
      {
        uuId: randomUUID(),
        progressUpdate1P3AddedMeasure: {
          measureName: 'Added',
          reductionEnergyConsumption2024To2025: 1,
          estimationMethodType: 'ENERGY_AUDIT' as const,
        },
      },
    ];
    const uuIds2 = [measures2[0]?.uuId, added2[0]?.uuId] as string[];
    fc.assert(
      fc.property(arbitraryOf(saveProgressUpdate2PayloadSchema), fc.boolean(), (save, matchUuids) => {
        const parsed = saveProgressUpdate2PayloadSchema.safeParse(save);
        fc.pre(parsed.success);
        const payload = parsed.data as SaveProgressUpdate2Payload;
        const list = payload.progressUpdate2P3?.progressUpdate2P3MeasuresUpdate?.progressUpdate2P3Measures;
        if (matchUuids && list) list.forEach((item, index) => (item.uuId = uuIds2[index % 2] as string));
        const result = applyProgressUpdate2Save(newProgressUpdate2(false, measures2, added2), payload);
        if ('problems' in result) return;
        expect(progressUpdate2TaskPayloadSchema.safeParse(result.payload).error).toBeUndefined();
        const lists = result.payload.progressUpdate2P3.progressUpdate2P3MeasuresUpdate;
        expect(lists.progressUpdate2P3Measures.map((measure) => measure.uuId)).toEqual([uuIds2[0]]);
        expect(lists.progressUpdate2P3UpdatedAddedMeasures.map((measure) => measure.uuId)).toEqual([
          uuIds2[1],
        ]);
        expect(() => validateProgressUpdate2(result.payload, account)).not.toThrow();
      }),
      runs,
    );
  });

  it('the submit checks never throw on anything stored', () => {
    fc.assert(
      fc.property(fc.anything(), fc.boolean(), (value, isDisaggregateUndertaking) => {
        const task = {
          isDisaggregateUndertaking,
          progressUpdate1P3: value,
          progressUpdate2P3: value,
        } as never;
        expect(validateProgressUpdate1(task, account).length).toBeGreaterThan(0);
        expect(validateProgressUpdate2(task, account).length).toBeGreaterThan(0);
      }),
      runs,
    );
  });
});
