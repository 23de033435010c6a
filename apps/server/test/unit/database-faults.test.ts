import { describe, expect, it } from 'vitest';
import { isDatabaseUnavailable, violatesForeignKey } from '../../src/platform/db/faults';

const withCode = (code: string, message = 'failed') => Object.assign(new Error(message), { code });

describe('database faults', () => {
  it('recognises an unreachable, restarting or full database, also when wrapped by the query builder', () => {
    for (const error of [
      withCode('ECONNREFUSED'),
      withCode('57P01', 'terminating connection due to administrator command'),
      withCode('57P03', 'the database system is starting up'),
      withCode('53100', 'could not extend file: No space left on device'),
      new Error('Connection terminated unexpectedly'),
      new Error('timeout exceeded when trying to connect'),
      new Error('Failed query: insert ...', { cause: withCode('08006') }),
    ]) {
      expect(isDatabaseUnavailable(error), String(error)).toBe(true);
    }
  });

  it('leaves every other error alone (they stay 500 INT1001)', () => {
    for (const error of [
      withCode('23505', 'duplicate key value violates unique constraint'),
      withCode('42P01', 'relation does not exist'),
      new TypeError('x is undefined'),
      'a string',
      undefined,
    ]) {
      expect(isDatabaseUnavailable(error)).toBe(false);
    }
  });

  it('tells a foreign-key violation (a row deleted meanwhile) from other errors', () => {
    expect(violatesForeignKey(new Error('Failed query', { cause: withCode('23503') }))).toBe(true);
    expect(violatesForeignKey(withCode('23505'))).toBe(false);
  });
});
