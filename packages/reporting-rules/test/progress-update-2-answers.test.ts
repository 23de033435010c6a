import { describe, expect, it } from 'vitest';
import {
  checkProgressUpdate2Answers,
  progressMessages,
  progressUpdate2Messages as m,
  toProgressUpdate2Part,
  type Fail,
  type ProgressUpdate2Answers,
  type ProgressUpdate2Questions,
} from '../src';

const answers = (changes: Partial<ProgressUpdate2Answers> = {}): ProgressUpdate2Answers => ({
  implemented: null,
  byDate: null,
  report: null,
  reduction: '',
  method: null,
  description: '',
  context: '',
  ...changes,
});
const problemsOf = (values: ProgressUpdate2Answers, questions: ProgressUpdate2Questions) => {
  const found: string[] = [];
  const fail: Fail = (path, message) => found.push(`${path.join('.')}: ${message}`);
  checkProgressUpdate2Answers(values, questions, fail);
  return found;
};

/** Progress update 2's rules, which its form and the server's spreadsheet upload both apply (ADR 52). */
describe('progress update 2’s answers about a carried-over measure', () => {
  it('asks a plan measure not implemented at update 1 whether it is now, then what it saved', () => {
    expect(problemsOf(answers(), 'implemented')).toEqual([`implemented: ${m.implemented}`]);
    expect(problemsOf(answers({ implemented: 'YES' }), 'implemented')).toEqual([
      `byDate: ${m.byDate}`,
      `reduction: ${m.reduction}`,
      `method: ${progressMessages.method}`,
    ]);
  });

  it('gives a measure update 1 added no action plan estimate', () => {
    expect(
      problemsOf(answers({ report: 'YES', reduction: '10', method: 'ACTION_PLAN_ESTIMATE' }), 'added'),
    ).toEqual([`method: ${progressMessages.method}`]);
    expect(
      problemsOf(answers({ report: 'YES', reduction: '10', method: 'ACTION_PLAN_ESTIMATE' }), 'plan'),
    ).toEqual([]);
  });

  it('keeps only the answers that apply', () => {
    expect(toProgressUpdate2Part(answers({ report: 'NO', reduction: '5', context: ' x ' }), 'plan')).toEqual({
      reportReduction2025To2026: false,
      providedContext: 'x',
    });
    expect(
      toProgressUpdate2Part(
        answers({ implemented: 'YES', byDate: 'NO', reduction: '1,000', method: 'ENERGY_AUDIT' }),
        'implemented',
      ),
    ).toEqual({
      measureIsImplemented: true,
      measureImplementedByTheDateInActionPlan: false,
      reductionEnergyConsumption2025To2026: 1000,
      estimationMethodType: 'ENERGY_AUDIT',
    });
  });
});
