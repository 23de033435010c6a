import { createHash } from 'node:crypto';
import { eq, inArray, sql } from 'drizzle-orm';
import type { Config } from '../config';
import type { Executor } from '../platform/db';
import { rateLimitBuckets } from '../platform/db/schema';
import { normaliseEmail } from '../platform/text';

/**
 * Slows password guessing without a lock that anyone could set off for someone else (ADR 0038). Wrong
 * passwords are counted per address and client (IP) together, and per address from every client; past a
 * few failures each one doubles the wait before the next attempt is even checked, up to a cap. The owner's
 * own network has its own count, so a stranger's failures only slow the owner once they come from many
 * places. Unknown addresses are counted exactly like known ones: the answers and their timing say nothing
 * about who has an account. Counts live in the shared rate-limit table (no extra table); a count is
 * forgotten after a quiet hour (or twice the cap, if longer).
 */

type Settings = Pick<Config['oidc'], 'loginMaxAttempts' | 'loginLockoutSeconds'>;

/** The first wait, once the free failures are used up; each further failure doubles it. */
export const FIRST_DELAY_SECONDS = 15;
/** Failures for one address from all clients together before it is slowed, as a multiple of the pair's. */
export const ADDRESS_FAILURES_FACTOR = 4;

const quietSeconds = (settings: Settings) => Math.max(3600, 2 * settings.loginLockoutSeconds);

function keysFor(email: string, ip: string) {
  const address = normaliseEmail(email);
  const hash = (value: string) => createHash('sha256').update(value).digest('base64url');
  return {
    pair: `sign-in-failures:pair:${hash(`${address}\n${ip}`)}`,
    address: `sign-in-failures:address:${hash(address)}`,
  };
}

/** The wait after `failures` failures, of which `free` cost nothing. */
export function delaySeconds(failures: number, free: number, maxSeconds: number): number {
  if (failures < free) return 0;
  return Math.min(maxSeconds, FIRST_DELAY_SECONDS * 2 ** Math.min(failures - free, 30));
}

/**
 * 0 when this address may be tried now from this client, else the current wait (the whole step, not what
 * is left of it: a round number, the same for everyone at that step, and never too short to wait).
 */
export async function signInWaitSeconds(
  db: Executor,
  settings: Settings,
  email: string,
  ip: string,
): Promise<number> {
  const keys = keysFor(email, ip);
  const quiet = quietSeconds(settings);
  const rows = await db
    .select({
      key: rateLimitBuckets.key,
      count: rateLimitBuckets.count,
      secondsLeft: sql<number>`extract(epoch from ${rateLimitBuckets.windowEndsAt} - now())::float8`,
    })
    .from(rateLimitBuckets)
    .where(inArray(rateLimitBuckets.key, [keys.pair, keys.address]));
  let wait = 0;
  for (const row of rows) {
    const secondsLeft = Number(row.secondsLeft);
    if (secondsLeft <= 0) continue;
    const free =
      row.key === keys.pair ? settings.loginMaxAttempts : settings.loginMaxAttempts * ADDRESS_FAILURES_FACTOR;
    // The window is moved to a quiet period after each failure, so the last failure was this long ago.
    const sinceLastFailure = quiet - secondsLeft;
    const delay = delaySeconds(row.count, free, settings.loginLockoutSeconds);
    if (delay > sinceLastFailure) wait = Math.max(wait, delay);
  }
  return wait;
}

/**
 * Counts a wrong password for the address and client. `startsThrottling` is true for exactly one failure
 * per episode: the one that first slows this address, when its owner (if any) should be told.
 */
export async function countSignInFailure(
  db: Executor,
  settings: Settings,
  email: string,
  ip: string,
): Promise<{ startsThrottling: boolean }> {
  const keys = keysFor(email, ip);
  const windowEnd = sql`now() + make_interval(secs => ${quietSeconds(settings)})`;
  let addressFailures = 0;
  for (const key of [keys.pair, keys.address]) {
    const [row] = await db
      .insert(rateLimitBuckets)
      .values({ key, count: 1, windowEndsAt: windowEnd })
      .onConflictDoUpdate({
        target: rateLimitBuckets.key,
        set: {
          count: sql`case when ${rateLimitBuckets.windowEndsAt} <= now() then 1 else ${rateLimitBuckets.count} + 1 end`,
          windowEndsAt: windowEnd,
        },
      })
      .returning({ count: rateLimitBuckets.count });
    if (key === keys.address) addressFailures = row?.count ?? 0;
  }
  return { startsThrottling: addressFailures === settings.loginMaxAttempts };
}

/** A right password forgets this client's failures for the address (not those from elsewhere). */
export async function clearSignInFailures(db: Executor, email: string, ip: string): Promise<void> {
  await db.delete(rateLimitBuckets).where(eq(rateLimitBuckets.key, keysFor(email, ip).pair));
}

/** The wait in words, for the sign-in page. */
export function describeWait(seconds: number): string {
  if (seconds < 60) return `${seconds} ${seconds === 1 ? 'second' : 'seconds'}`;
  const minutes = Math.ceil(seconds / 60);
  return `${minutes} ${minutes === 1 ? 'minute' : 'minutes'}`;
}
