import type { Database } from '../../../apps/server/src/platform/db';
import { Interrupted, type ApiClient } from './api-client';

/** Who reads the service back when an expectation is checked through the API. */
export interface ApiReaders {
  regulator: ApiClient;
  /** The run's applicant, operator of the accounts the journeys opened. */
  operator: ApiClient;
}

/**
 * What must be true about one thing (a task, a note, an account, a report) after a write: checked in
 * the database (`check`, with the server stopped) or through the API as a client reads it back
 * (`checkApi`, with the server running: the reports, whose storage is the server's business).
 * Each resolves with nothing when it holds, else with what was found instead.
 */
export type Expectation = DatabaseExpectation | ApiExpectation;

export interface DatabaseExpectation {
  describe: string;
  check(db: Database): Promise<string | undefined>;
  checkApi?: undefined;
}

export interface ApiExpectation {
  describe: string;
  checkApi(api: ApiReaders): Promise<string | undefined>;
  check?: undefined;
}

interface Entry {
  /** At least one must hold: one after an acknowledged write; two (before, after) while unsure. */
  anyOf: Expectation[];
}

/**
 * Every acknowledged write, by the thing it changed. A write that was acknowledged must be found after
 * any crash; a write that was interrupted may be found done or not done, never half done (that part is
 * the invariants' job). Later writes to the same thing replace what is expected of it.
 */
export class Ledger {
  private readonly entries = new Map<string, Entry>();
  acknowledged = 0;
  /** Of them, the writes the report journeys made. */
  acknowledgedReports = 0;
  interrupted = 0;
  /** Each acknowledged write, in order, for the run's record. */
  readonly log: { at: string; key: string; describe: string }[] = [];

  /**
   * Runs `write`; once it is acknowledged, `after` (or what it makes of the answer) is what must hold of
   * `key` from then on. `supersedes` names things this write ends (a decision completes the task that
   * was assigned): nothing more is expected of them, whether the write was acknowledged or interrupted.
   * `report` counts it among the report journeys' writes.
   */
  async write<T>(
    key: string,
    after: Expectation | ((result: T) => Expectation),
    write: () => Promise<T>,
    { supersedes = [], report = false }: { supersedes?: string[]; report?: boolean } = {},
  ): Promise<T> {
    const before = this.entries.get(key);
    try {
      const result = await write();
      const expectation = typeof after === 'function' ? after(result) : after;
      this.entries.set(key, { anyOf: [expectation] });
      this.acknowledged += 1;
      if (report) this.acknowledgedReports += 1;
      this.log.push({ at: new Date().toISOString(), key, describe: expectation.describe });
      return result;
    } catch (error) {
      if (error instanceof Interrupted) {
        this.interrupted += 1;
        // Done or not done: either is correct, as long as it is one of them (the invariants check that
        // nothing is half done). Without the answer, what "done" means may be unknown: then expect nothing.
        if (before && typeof after !== 'function') this.entries.set(key, { anyOf: [...before.anyOf, after] });
        else this.entries.delete(key);
      }
      throw error;
    } finally {
      for (const ended of supersedes) this.entries.delete(ended);
    }
  }

  /** Every expectation checked in the database that does not hold: the acknowledged writes that were lost. */
  verify(db: Database): Promise<string[]> {
    return this.verifyEach('database', (expectation) => expectation.check?.(db));
  }

  /** The same for the expectations checked through the API (the server must be running). */
  verifyThroughApi(api: ApiReaders): Promise<string[]> {
    return this.verifyEach('api', (expectation) => expectation.checkApi?.(api));
  }

  /** How many expectations `verify` (database) or `verifyThroughApi` (api) checks. */
  count(where: 'database' | 'api'): number {
    return [...this.entries.values()].filter((entry) => entry.anyOf.some((e) => checkedIn(e) === where))
      .length;
  }

  private async verifyEach(
    where: 'database' | 'api',
    check: (expectation: Expectation) => Promise<string | undefined> | undefined,
  ): Promise<string[]> {
    const problems: string[] = [];
    for (const [key, entry] of this.entries) {
      const found: string[] = [];
      for (const expectation of entry.anyOf.filter((e) => checkedIn(e) === where)) {
        const problem = await check(expectation);
        if (problem === undefined) {
          found.length = 0;
          break;
        }
        found.push(`${expectation.describe}: ${problem}`);
      }
      if (found.length > 0) problems.push(`${key}: ${found.join(' | ')}`);
    }
    return problems;
  }

  get size(): number {
    return this.entries.size;
  }
}

const checkedIn = (expectation: Expectation) => (expectation.check ? 'database' : 'api');
