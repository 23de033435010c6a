import type { FastifyBaseLogger } from 'fastify';

export interface PeriodicJobOptions {
  /** Names the job in its log lines, e.g. "housekeeping": "housekeeping failed". */
  name: string;
  everyMs: number;
  /** The first run comes at a random moment within this (default `everyMs`). */
  firstWithinMs?: number;
  run: () => Promise<unknown>;
  log: Pick<FastifyBaseLogger, 'error'>;
  /** Tests fix the jitter. */
  random?: () => number;
}

export interface PeriodicJob {
  /** No run starts after this; resolves once the run in progress (if any) has ended. */
  stop(): Promise<void>;
}

/**
 * Runs a job on this instance's own timer. The first run is jittered, so instances started together do not
 * all try at once; a run still going when the next is due makes that turn skipped, never doubled; a failure
 * is logged (the logger's error serialiser keeps personal data out) and the next turn tries again. The
 * timers are unref'd, so the job never keeps a process alive that has nothing else to do.
 */
export function startPeriodicJob(options: PeriodicJobOptions): PeriodicJob {
  const { name, everyMs, run, log, random = Math.random } = options;
  let stopped = false;
  let running: Promise<void> | undefined;
  const tick = () => {
    if (stopped || running) return;
    // Through a promise even when `run` throws at once, so `running` is always cleared after it is set.
    running = Promise.resolve()
      .then(run)
      .then(
        () => undefined,
        (error: unknown) => log.error({ err: error }, `${name} failed`),
      )
      .finally(() => {
        running = undefined;
      });
  };
  const first = setTimeout(tick, Math.floor(random() * (options.firstWithinMs ?? everyMs)));
  const timer = setInterval(tick, everyMs);
  first.unref();
  timer.unref();
  return {
    async stop() {
      stopped = true;
      clearTimeout(first);
      clearInterval(timer);
      await running;
    },
  };
}
