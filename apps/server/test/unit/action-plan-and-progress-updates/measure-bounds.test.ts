import { randomUUID } from 'node:crypto';
import { MAX_PLAN_MEASURES } from '@esos/reporting-rules';
import { describe, expect, it } from 'vitest';
import { actionPlanPayloadTypes } from '../../../src/workflow/action-plan-p3/payload';
import { requestTaskActionPayloadSchema } from '../../../src/workflow/payload-schemas';
import { progressUpdateNames } from '../../../src/workflow/reports/progress-update/schemas';

/** ADR 52: a plan holds up to 1,000 measures, and a progress update's save answers each it carries. */
describe('how many measures a save may hold', () => {
  const accepts = (payload: unknown) => requestTaskActionPayloadSchema.safeParse(payload).success;

  it('takes an action plan of 1,000 measures, not 1,001', () => {
    const plan = (count: number) => ({
      payloadType: actionPlanPayloadTypes.save,
      actionPlanP3: {
        energyEfficiencyMeasure: {
          energyEfficiencyMeasures: Array.from({ length: count }, (_, index) => ({
            measureName: `M${index}`,
          })),
        },
      },
    });
    expect(accepts(plan(MAX_PLAN_MEASURES))).toBe(true);
    expect(accepts(plan(MAX_PLAN_MEASURES + 1))).toBe(false);
  });

  it.each([
    [1, MAX_PLAN_MEASURES],
    // Progress update 2 also answers the 50 measures progress update 1 may add.
    [2, MAX_PLAN_MEASURES + 50],
  ] as const)(
    'takes progress update %i’s answers about %i carried measures, not one more',
    (number, most) => {
      const names = progressUpdateNames(number);
      const save = (count: number) => ({
        payloadType: names.payloadTypes.save,
        [names.update]: {
          [names.measuresUpdate]: {
            [names.measures]: Array.from({ length: count }, () => ({ uuId: randomUUID() })),
          },
        },
      });
      expect(accepts(save(most))).toBe(true);
      expect(accepts(save(most + 1))).toBe(false);
    },
  );
});
