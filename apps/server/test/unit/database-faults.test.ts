import { describe, expect, it } from 'vitest';
import { isDatabaseUnavailable, retryOnConflict, violatesForeignKey } from '../../src/platform/db/faults';

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

  it('runs a transaction again when PostgreSQL chose it as a deadlock victim, at most three times in all', async () => {
    let calls = 0;
    const deadlockTwice = async () => {
      calls += 1;
      if (calls < 3) throw new Error('Failed query', { cause: withCode('40P01', 'deadlock detected') });
      return 'committed';
    };
    expect(await retryOnConflict(deadlockTwice)).toBe('committed');
    expect(calls).toBe(3);

    calls = 0;
    const alwaysConflicting = async () => {
      calls += 1;
      throw withCode('40001', 'could not serialize access');
    };
    await expect(retryOnConflict(alwaysConflicting)).rejects.toThrow('could not serialize');
    expect(calls).toBe(3);

    calls = 0;
    const otherError = async () => {
      calls += 1;
      throw withCode('23505', 'duplicate key');
    };
    await expect(retryOnConflict(otherError)).rejects.toThrow('duplicate key');
    expect(calls).toBe(1);
  });
});
