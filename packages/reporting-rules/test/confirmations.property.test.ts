import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  actionPlanConfirmationTypes,
  progressUpdateConfirmationTypes,
  requiredActionPlanConfirmations,
  requiredProgressUpdateConfirmations,
} from '../src';

const estimateTypes = fc.constantFrom(
  'ENERGY_CONSUMPTION_SAVINGS',
  'OTHER_REASONABLE_ESTIMATION_METHOD',
  'SOMETHING_ELSE',
  null,
  undefined,
);

describe('the responsible officer confirms', () => {
  it("on an action plan: always the first statement, and the second exactly when a measure's savings used another method", () => {
    fc.assert(
      fc.property(
        fc.array(fc.record({ energySavingsEstimateCalculatedType: estimateTypes }), { maxLength: 8 }),
        (measures) => {
          const required = requiredActionPlanConfirmations({
            energyEfficiencyMeasure: { energyEfficiencyMeasures: measures },
          });
          const other = measures.some(
            (measure) => measure.energySavingsEstimateCalculatedType === 'OTHER_REASONABLE_ESTIMATION_METHOD',
          );
          expect(required[0]).toBe('ESOS_ASSESSMENT_NOTIFICATION');
          expect(required.includes('ESTIMATION_METHOD_DESCRIPTION')).toBe(other);
          expect(required.every((statement) => actionPlanConfirmationTypes.includes(statement))).toBe(true);
        },
      ),
    );
  });

  it('on a progress update: always the first statement, and the second exactly when the other method was used', () => {
    fc.assert(
      fc.property(fc.boolean(), (other) => {
        const required = requiredProgressUpdateConfirmations(other);
        expect(required[0]).toBe('ESOS_ACTION_PLAN_COMPLIANCE');
        expect(required.includes('ESTIMATION_METHOD_DOCUMENTED')).toBe(other);
        expect(new Set(required).size).toBe(required.length);
        expect(required.every((statement) => progressUpdateConfirmationTypes.includes(statement))).toBe(true);
      }),
    );
  });

  it('on an action plan with no measures section: the first statement alone', () => {
    expect(requiredActionPlanConfirmations({})).toEqual(['ESOS_ASSESSMENT_NOTIFICATION']);
    expect(requiredActionPlanConfirmations({ energyEfficiencyMeasure: null })).toEqual([
      'ESOS_ASSESSMENT_NOTIFICATION',
    ]);
  });
});
