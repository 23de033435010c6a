import { Writable } from 'node:stream';
import pino from 'pino';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { serialiseErrorForLog } from '../../src/platform/http/request-log';
import { startPeriodicJob, type PeriodicJob } from '../../src/platform/periodic-job';

const silent = { error: () => undefined };

/** A run the test ends when it likes. */
function controlledRun() {
  const ends: (() => void)[] = [];
  const run = vi.fn(() => new Promise<void>((resolve) => ends.push(resolve)));
  return { run, endOne: () => ends.shift()?.() };
}

describe('periodic job', () => {
  let job: PeriodicJob | undefined;
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(async () => {
    await job?.stop();
    job = undefined;
    vi.useRealTimers();
  });

  it('runs first at a random moment within the first interval, then once every interval', async () => {
    const run = vi.fn(async () => undefined);
    job = startPeriodicJob({ name: 'sweep', everyMs: 1000, run, log: silent, random: () => 0.25 });
    await vi.advanceTimersByTimeAsync(249);
    expect(run).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(run).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(750);
    expect(run).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(3000);
    expect(run).toHaveBeenCalledTimes(5);
  });

  it('jitters the first run over firstWithinMs where that is given', async () => {
    const run = vi.fn(async () => undefined);
    job = startPeriodicJob({
      name: 'sweep',
      everyMs: 10_000,
      firstWithinMs: 100,
      run,
      log: silent,
      random: () => 0.99,
    });
    await vi.advanceTimersByTimeAsync(99);
    expect(run).toHaveBeenCalledTimes(1);
  });

  it('skips a turn while the last run is still going, and runs again at the next turn after it ends', async () => {
    const { run, endOne } = controlledRun();
    job = startPeriodicJob({ name: 'sweep', everyMs: 1000, run, log: silent, random: () => 0 });
    await vi.advanceTimersByTimeAsync(3500);
    expect(run).toHaveBeenCalledTimes(1);
    endOne();
    await vi.advanceTimersByTimeAsync(499);
    expect(run).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(run).toHaveBeenCalledTimes(2);
    endOne();
  });

  it('logs a failure under its name without the data in the error, and tries again at the next turn', async () => {
    const lines: string[] = [];
    const log = pino(
      { serializers: { err: serialiseErrorForLog } },
      new Writable({ write: (chunk: Buffer, _encoding, done) => done(void lines.push(chunk.toString())) }),
    );
    let calls = 0;
    const run = vi.fn(() => {
      calls += 1;
      // A database error quotes the row it refused; thrown at once (not as a rejected promise) the first time.
      const error = Object.assign(new Error('duplicate key: (email)=(ada@example.com)'), {
        severity: 'ERROR',
        code: '23505',
      });
      if (calls === 1) throw error;
      return Promise.reject(error);
    });
    job = startPeriodicJob({ name: 'sweep', everyMs: 1000, run, log, random: () => 0 });
    await vi.advanceTimersByTimeAsync(0);
    await vi.advanceTimersByTimeAsync(1000);
    expect(run).toHaveBeenCalledTimes(2);
    expect(lines).toHaveLength(2);
    const line = JSON.parse(lines[0]!) as { msg: string; err: { code: string } };
    expect(line.msg).toBe('sweep failed');
    expect(line.err.code).toBe('23505');
    expect(lines.join('')).not.toContain('ada@example.com');
  });

  it('holds no reference that keeps the process alive', () => {
    // On the real clock: a spy on the fake clock's functions left the process's timers dead for every later file
    // of this worker (isolate: false) once the fake clock was uninstalled.
    vi.useRealTimers();
    const timeouts = vi.spyOn(globalThis, 'setTimeout');
    const intervals = vi.spyOn(globalThis, 'setInterval');
    try {
      job = startPeriodicJob({ name: 'sweep', everyMs: 1000, run: async () => undefined, log: silent });
      const timers = [...timeouts.mock.results, ...intervals.mock.results].map(
        (result) => result.value as NodeJS.Timeout,
      );
      expect(timers).toHaveLength(2);
      for (const timer of timers) expect(timer.hasRef()).toBe(false);
    } finally {
      timeouts.mockRestore();
      intervals.mockRestore();
    }
  });

  it('starts no run once stopped, and stopping waits for the run in progress', async () => {
    const { run, endOne } = controlledRun();
    job = startPeriodicJob({ name: 'sweep', everyMs: 1000, run, log: silent, random: () => 0 });
    await vi.advanceTimersByTimeAsync(0);
    expect(run).toHaveBeenCalledTimes(1);
    let stopped = false;
    const stopping = job.stop().then(() => (stopped = true));
    await vi.advanceTimersByTimeAsync(5000);
    expect(stopped).toBe(false);
    endOne();
    await stopping;
    expect(stopped).toBe(true);
    await vi.advanceTimersByTimeAsync(5000);
    expect(run).toHaveBeenCalledTimes(1);
    expect(vi.getTimerCount()).toBe(0);
  });
});
