import { and, eq, gt, isNull, or, sql } from 'drizzle-orm';
import {
  DATA_CHANGE_CHANNEL,
  messagePayload,
  type ChangeFeed,
  type ChangeMessages,
} from '../cache/change-feed';
import type { Executor } from '../db';
import { oidcModels } from '../db/schema';

/**
 * Whether the provider's sign-in session an access token names (its `sid` claim, the session's uid) is
 * still there. Signing out deletes the session; every instance then refuses the session's access tokens,
 * which would otherwise work until they expire (ADR 11).
 */
export type SessionCheck = (sessionId: string) => boolean | Promise<boolean>;

export interface SessionCheckOptions {
  /** A safety net only: an ended session is announced to every instance (SESSION_ENDED) well before. */
  ttlMs?: number;
  maxEntries?: number;
  /** A session's row is replaced, not updated, when its identifier is renewed: a miss is looked at again after this. */
  recheckAfterMs?: number;
}

const SESSION_ENDED = 'session-ended';

/**
 * Ends the sessions with these uids (every row: two silent sign-ins at once can leave two) and tells every
 * instance, in the same statement: the notification is delivered when the caller's transaction commits.
 */
export async function endSessionsByUid(executor: Executor, uids: readonly string[]): Promise<void> {
  for (const uid of uids) {
    await executor.execute(
      sql`with gone as (delete from oidc_model where kind = 'Session' and uid = ${uid})
          select pg_notify(${DATA_CHANGE_CHANNEL}, ${messagePayload(SESSION_ENDED, uid)})`,
    );
  }
}

/**
 * Live sessions are remembered per instance for a short time, so the look-up costs one map read per
 * call; an announced end forgets the session at once, and a lost listener makes every call look.
 */
export function createSessionCheck(
  db: Executor,
  feed: ChangeFeed & ChangeMessages,
  { ttlMs = 30_000, maxEntries = 10_000, recheckAfterMs = 100 }: SessionCheckOptions = {},
): SessionCheck {
  const liveUntil = new Map<string, number>();
  const loading = new Map<string, Promise<boolean>>();
  /** Moves on whenever a session may have ended: a look-up that overlapped one is used but not kept. */
  let generation = 0;
  feed.onMessage(SESSION_ENDED, (uid) => {
    generation += 1;
    liveUntil.delete(uid);
    loading.delete(uid);
  });
  feed.onChange((table) => {
    if (table !== undefined) return;
    generation += 1;
    liveUntil.clear();
    loading.clear();
  });

  const exists = async (uid: string) => {
    const rows = await db
      .select({ uid: oidcModels.uid })
      .from(oidcModels)
      .where(
        and(
          eq(oidcModels.kind, 'Session'),
          eq(oidcModels.uid, uid),
          or(isNull(oidcModels.expiresAt), gt(oidcModels.expiresAt, sql`now()`)),
        ),
      )
      .limit(1);
    return rows.length > 0;
  };
  const load = async (uid: string) => {
    const before = generation;
    let live = await exists(uid);
    if (!live) {
      await new Promise((resolve) => setTimeout(resolve, recheckAfterMs));
      live = await exists(uid);
    }
    if (live && before === generation && feed.live) {
      if (liveUntil.size >= maxEntries) liveUntil.delete(liveUntil.keys().next().value as string);
      liveUntil.set(uid, Date.now() + ttlMs);
    }
    return live;
  };

  return (uid) => {
    const until = liveUntil.get(uid);
    if (until !== undefined && until > Date.now() && feed.live) return true;
    let pending = loading.get(uid);
    if (!pending) {
      pending = load(uid).finally(() => {
        if (loading.get(uid) === pending) loading.delete(uid);
      });
      loading.set(uid, pending);
    }
    return pending;
  };
}
