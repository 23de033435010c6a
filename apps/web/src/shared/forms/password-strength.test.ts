import { describe, expect, it } from 'vitest';
import { measureStrength } from './password-strength';

describe('password strength', () => {
  it('gives no score for an empty password and 0 below 8 characters', async () => {
    expect(await measureStrength('')).toBeUndefined();
    expect((await measureStrength('Ab1!xyz'))?.score).toBe(0);
  });

  it('scores with zxcvbn from 8 characters, counting user inputs against the password', async () => {
    expect((await measureStrength('password'))?.score).toBeLessThan(2);
    expect((await measureStrength('lighthouse pancake origami 58'))?.score).toBe(4);
    const own = await measureStrength('harriet.featherstonehaugh', ['harriet', 'featherstonehaugh']);
    expect(own?.score).toBeLessThan(4);
  });
});
