import { describe, expect, it } from 'vitest';
import { keptAsSent } from '../../src/workflow/engine/kept-as-sent';

// Whether a save kept what it was sent: false makes the route answer the cleaned task (issue 37).
describe('keptAsSent', () => {
  it('holds when only values without an answer were dropped, or the save holds more than was sent', () => {
    const saved = { noc: { a: 1, b: 'x', carried: { c: 2 } }, statuses: { a: 'COMPLETED' } };
    expect(keptAsSent({ noc: { a: 1, b: 'x' }, statuses: { a: 'COMPLETED' } }, saved)).toBe(true);
    expect(keptAsSent({ noc: { a: 1, b: 'x', d: null, e: [], f: {}, g: ' ' } }, saved)).toBe(true);
    // A decimal sent as a number is stored as its string.
    expect(keptAsSent({ cost: 12.3 }, { cost: '12.30' })).toBe(true);
    // A set's repeat dropped, or its order changed.
    expect(keptAsSent({ schemes: ['A', 'B', 'A'] }, { schemes: ['B', 'A'] })).toBe(true);
  });

  it('fails when an answer was dropped, changed or added, or a status moved back', () => {
    const saved = { noc: { a: 1 }, statuses: { a: 'IN_PROGRESS' } };
    expect(keptAsSent({ noc: { a: 1, b: 'x' } }, saved)).toBe(false);
    expect(keptAsSent({ noc: { a: 2 } }, saved)).toBe(false);
    expect(keptAsSent({ noc: { a: 1, z: null } }, { noc: { a: 1, z: 50 } })).toBe(false);
    expect(keptAsSent({ statuses: { a: 'COMPLETED' } }, saved)).toBe(false);
    expect(keptAsSent({ noc: { a: { deep: 1 } } }, { noc: { a: 1 } })).toBe(false);
    expect(keptAsSent({ schemes: ['A', 'B'] }, { schemes: ['A'] })).toBe(false);
    expect(keptAsSent({ list: [{ n: 1 }, { n: 2 }] }, { list: [{ n: 1 }] })).toBe(false);
    expect(keptAsSent({ cost: 12.3 }, { cost: '12.4' })).toBe(false);
  });

  it('matches answers by uuId in whichever of the saved object’s lists holds them', () => {
    const saved = {
      update: {
        planMeasures: [{ uuId: 'p', part: { done: true }, plan: { name: 'Lights' } }],
        addedMeasures: [{ uuId: 'q', part: { done: false } }],
      },
    };
    const answers = (q: unknown) => ({
      update: {
        planMeasures: [
          { uuId: 'q', part: q },
          { uuId: 'p', part: { done: true } },
        ],
      },
    });
    expect(keptAsSent(answers({ done: false }), saved)).toBe(true);
    expect(keptAsSent(answers({ done: false, method: 'OTHER' }), saved)).toBe(false);
  });
});
