import { describe, expect, it } from 'vitest';
import {
  checkAddedMeasureAnswers,
  checkProgressUpdate1Answers,
  checkReduction,
  kwhMessages,
  progressMessages,
  progressUpdate1Messages as m,
  toAddedMeasureBasics,
  toProgressUpdate1Part,
  type Fail,
  type ProgressUpdate1Answers,
} from '../src';

const answers = (changes: Partial<ProgressUpdate1Answers> = {}): ProgressUpdate1Answers => ({
  implemented: null,
  byDate: null,
  report2024: null,
  report2023: null,
  reduction2024: '',
  reduction2023: '',
  method: null,
  description: '',
  context: '',
  ...changes,
});
const problemsOf = (run: (fail: Fail) => void) => {
  const found: string[] = [];
  run((path, message) => found.push(`${path.join('.')}: ${message}`));
  return found;
};

/** Progress update 1's rules, which its form and the server's spreadsheet upload both apply (ADR 52). */
describe('progress update 1’s answers about a plan measure', () => {
  it('asks whether a measure planned after the plan was implemented, and then what it saved', () => {
    expect(problemsOf((fail) => checkProgressUpdate1Answers(answers(), true, fail))).toEqual([
      `implemented: ${m.implemented}`,
    ]);
    expect(
      problemsOf((fail) => checkProgressUpdate1Answers(answers({ implemented: 'YES' }), true, fail)),
    ).toEqual([
      `byDate: ${m.byDate}`,
      `reduction2024: ${m.reduction2024}`,
      `method: ${progressMessages.method}`,
    ]);
  });

  it('asks of a measure implemented before the plan which reductions are reported', () => {
    expect(
      problemsOf((fail) =>
        checkProgressUpdate1Answers(
          answers({ report2024: 'YES', report2023: 'YES', reduction2024: '0' }),
          false,
          fail,
        ),
      ),
    ).toEqual([
      `reduction2024: ${kwhMessages.aboveZero}`,
      `reduction2023: ${m.reduction2023}`,
      `method: ${progressMessages.method}`,
    ]);
  });

  it('keeps only the answers that apply', () => {
    expect(
      toProgressUpdate1Part(answers({ implemented: 'NO', reduction2024: '5', context: ' why ' }), true),
    ).toEqual({
      measureIsImplemented: false,
      providedContext: 'why',
    });
    expect(
      toProgressUpdate1Part(
        answers({ report2024: 'YES', report2023: 'NO', reduction2024: '1,200', method: 'ENERGY_AUDIT' }),
        false,
      ),
    ).toEqual({
      reportReduction2024To2025: true,
      reductionEnergyConsumption2024To2025: 1200,
      reportReduction2023To2024: false,
      estimationMethodType: 'ENERGY_AUDIT',
    });
  });
});

describe('a measure a progress update adds', () => {
  const basics = {
    measureName: '',
    measureScheme: ['OTHER'],
    otherMeasureSchemeName: ' Local scheme ',
    method: 'OTHER_METHOD' as const,
    description: '',
    context: '',
  };

  it('checks in the form’s order: name, schemes, reductions, method', () => {
    expect(
      problemsOf((fail) =>
        checkAddedMeasureAnswers(basics, fail, () =>
          checkReduction(fail, 'reduction', 'x', { required: 'Enter it', minimum: 1 }),
        ),
      ),
    ).toEqual([
      `measureName: ${progressMessages.name}`,
      `reduction: ${kwhMessages.aboveZero}`,
      `description: ${progressMessages.description}`,
    ]);
  });

  it('is kept trimmed, the other scheme’s name only with Other', () => {
    expect(toAddedMeasureBasics({ ...basics, measureName: ' Boiler ', description: 'Metered' })).toEqual({
      measureName: 'Boiler',
      measureScheme: ['OTHER'],
      otherMeasureSchemeName: 'Local scheme',
      estimationMethodType: 'OTHER_METHOD',
      estimationMethodDescription: 'Metered',
    });
    expect(
      toAddedMeasureBasics({ ...basics, measureScheme: [], measureName: 'B', method: 'ENERGY_AUDIT' }),
    ).toEqual({ measureName: 'B', estimationMethodType: 'ENERGY_AUDIT' });
  });
});
