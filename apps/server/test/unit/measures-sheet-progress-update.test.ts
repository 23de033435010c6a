import { describe, expect, it } from 'vitest';
import {
  progressUpdate1MeasuresSheet as sheet,
  progressUpdate1Rows,
} from '../../src/workflow/progress-update-1-p3/measures-sheet';

const AFTER = '11111111-1111-4111-8111-111111111111';
const BEFORE = '22222222-2222-4222-8222-222222222222';
const carried = new Map([
  [AFTER, 'after' as const],
  [BEFORE, 'before' as const],
]);
const text = (cells: (string | number | null)[]) => cells.map((cell) => (cell === null ? '' : String(cell)));

/** Progress update 1's sheet (issue 42): rows by measure reference, checked by the forms' own rules. */
describe('progress update 1’s measures sheet', () => {
  const update = {
    progressUpdate1P3MeasuresUpdate: {
      progressUpdate1P3Measures: [
        {
          uuId: AFTER,
          measureImplType: 'MEASURE_IMPL_AFTER_SUBMIT_ACTION_PLAN',
          actionPlanEnergyEfficiencyMeasure: { measureName: 'Heat pumps' },
          progressUpdate1P3EnergyEfficiencyMeasure: {
            measureIsImplemented: true,
            measureImplementedByTheDateInActionPlan: false,
            reductionEnergyConsumption2024To2025: 2_500,
            reductionEnergyConsumption2023To2024: 0,
            estimationMethodType: 'OTHER_METHOD' as const,
            estimationMethodDescription: 'Meter readings',
            providedContext: 'Late delivery',
          },
        },
        {
          uuId: BEFORE,
          measureImplType: 'MEASURE_IMPL_BEFORE_SUBMIT_ACTION_PLAN',
          actionPlanEnergyEfficiencyMeasure: { measureName: 'LED lighting' },
        },
      ],
      progressUpdate1P3AddedMeasure: [
        {
          measureName: 'Solar panels',
          measureScheme: ['UN_RACE_TO_ZERO' as const, 'OTHER' as const],
          otherMeasureSchemeName: 'Local grant',
          reductionEnergyConsumption2024To2025: 3_000,
          estimationMethodType: 'ENERGY_AUDIT' as const,
          measureContext: 'Roof',
        },
      ],
    },
  };

  it('writes what it reads: answered plan measures and added measures go round; an unanswered one is left', () => {
    const rows = progressUpdate1Rows(update).map((row) => text(sheet.toRow(row)));
    expect(rows.map((row) => row.length)).toEqual([
      sheet.columns.length,
      sheet.columns.length,
      sheet.columns.length,
    ]);
    const { measures, problems } = sheet.check(rows, 2, carried);
    expect(problems).toEqual([]);
    const [answered, added] = measures;
    expect(measures).toHaveLength(2);
    expect(answered).toEqual({
      uuId: AFTER,
      name: 'Heat pumps',
      questions: 'after',
      part: update.progressUpdate1P3MeasuresUpdate.progressUpdate1P3Measures[0]
        ?.progressUpdate1P3EnergyEfficiencyMeasure,
    });
    expect(added).toEqual({ added: update.progressUpdate1P3MeasuresUpdate.progressUpdate1P3AddedMeasure[0] });
  });

  it('asks a measure planned before the plan which reductions are reported, by the form’s messages', () => {
    const row = Array<string>(sheet.columns.length).fill('');
    row[0] = BEFORE;
    row[4] = 'Yes';
    row[5] = 'maybe';
    const { problems } = sheet.check([row], 7, carried);
    expect(problems).toEqual([
      { row: 7, column: sheet.columns[5]?.header, message: 'Enter Yes or No, or leave the cell blank' },
      {
        row: 7,
        column: sheet.columns[6]?.header,
        message: 'Enter the reduction in energy consumption between 6 December 2024 and 5 December 2025',
      },
      {
        row: 7,
        column: sheet.columns[8]?.header,
        message: 'Select the method used to estimate the reduction in energy consumption',
      },
    ]);
  });
});
