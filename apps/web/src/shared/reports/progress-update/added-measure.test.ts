import { describe, expect, it } from 'vitest';
import { schemaIssues } from '../../../test/schema-issues';
import { progressMessages } from '..';
import { addedMeasure, reduction } from './added-measure';

const PERIOD = 'between 1 January and 31 December';
const added = addedMeasure('Only measures not reported before.', [
  reduction('first', 'firstReduction', PERIOD, 1, 'Enter the first reduction'),
  reduction('second', 'secondReduction', 'later', 0),
]);

describe("a measure an update adds: the kit's questions and the update's reductions", () => {
  it('needs a name, the required reductions and a method, in the form order', () => {
    expect(schemaIssues(added.schema.safeParse(added.values(undefined)))).toEqual([
      `measureName: ${progressMessages.name}`,
      'first: Enter the first reduction',
      `method: ${progressMessages.method}`,
    ]);
  });

  it('keeps an optional reduction only when given, and trims the answers', () => {
    const answers = {
      ...added.values(undefined),
      measureName: ' Heat pumps ',
      measureScheme: ['OTHER' as const],
      otherMeasureSchemeName: 'Net zero pledge',
      first: '4,000',
      method: 'OTHER_METHOD' as const,
      description: ' Metered ',
    };
    expect(added.schema.parse(answers)).toEqual({
      measureName: 'Heat pumps',
      measureScheme: ['OTHER'],
      otherMeasureSchemeName: 'Net zero pledge',
      firstReduction: 4000,
      estimationMethodType: 'OTHER_METHOD',
      estimationMethodDescription: 'Metered',
    });
    expect(added.schema.parse({ ...answers, second: '0' })).toMatchObject({ secondReduction: 0 });
  });

  it('reads a saved measure back into the form, and lists each reduction under its period', () => {
    const saved = {
      measureName: 'Solar',
      firstReduction: 800,
      estimationMethodType: 'ENERGY_AUDIT' as const,
    };
    expect(added.values(saved)).toMatchObject({
      measureName: 'Solar',
      first: '800',
      second: '',
      method: 'ENERGY_AUDIT',
    });
    expect(added.rows(saved).map((row) => row.key)).toEqual([
      'Related schemes or requirements',
      `Reduction ${PERIOD}`,
      'Reduction later',
      'Estimation method',
      'Context',
    ]);
  });
});
