import { describe, expect, it } from 'vitest';
import { lazy } from '../../src/platform/lazy';

describe('lazy', () => {
  it('makes the value once and keeps it', async () => {
    let made = 0;
    const value = lazy(async () => ++made);
    expect(await Promise.all([value(), value()])).toEqual([1, 1]);
    expect(await value()).toBe(1);
    expect(made).toBe(1);
  });

  it('does not keep a failed attempt: the next request tries again', async () => {
    let attempts = 0;
    const value = lazy(async () => {
      attempts += 1;
      if (attempts === 1) throw new Error('not yet');
      return 'ready';
    });
    await expect(value()).rejects.toThrow('not yet');
    expect(await value()).toBe('ready');
    expect(attempts).toBe(2);
  });

  it('makes the value again once forgotten, and a late failure does not drop the new one', async () => {
    let made = 0;
    let fail: (error: Error) => void = () => undefined;
    const value = lazy(() => {
      made += 1;
      return made === 1 ? new Promise<number>((_, reject) => (fail = reject)) : Promise.resolve(made);
    });
    const first = value();
    value.forget();
    expect(await value()).toBe(2);
    fail(new Error('old connection'));
    await expect(first).rejects.toThrow('old connection');
    expect(await value()).toBe(2);
    expect(made).toBe(2);
  });
});
