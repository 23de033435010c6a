import { describe, expect, it } from 'vitest';
import { sideBySide } from '../../src/platform/side-by-side';

const after = <T>(ms: number, value: T) => new Promise<T>((resolve) => setTimeout(() => resolve(value), ms));
const failingAfter = (ms: number, message: string) =>
  new Promise<never>((_, reject) => setTimeout(() => reject(new Error(message)), ms));

describe('sideBySide', () => {
  it('waits for both, whichever comes back last, and answers their values in order', async () => {
    let resolveFirst: (value: string) => void = () => undefined;
    const first = new Promise<string>((resolve) => (resolveFirst = resolve));
    const answer = sideBySide(first, Promise.resolve('row'));
    let settled = false;
    void answer.then(() => (settled = true));
    await after(5, undefined);
    expect(settled).toBe(false);
    resolveFirst('context');
    await expect(answer).resolves.toEqual(['context', 'row']);
  });

  it('takes a value that is already there as the first', async () => {
    await expect(sideBySide('context', after(1, 'row'))).resolves.toEqual(['context', 'row']);
  });

  it("reports the first one's failure even when the second failed sooner", async () => {
    await expect(sideBySide(failingAfter(30, 'forbidden'), failingAfter(1, 'not found'))).rejects.toThrow(
      'forbidden',
    );
  });

  it("reports the second one's failure when the first succeeded", async () => {
    await expect(sideBySide(after(1, 'context'), failingAfter(10, 'not found'))).rejects.toThrow('not found');
  });
});
