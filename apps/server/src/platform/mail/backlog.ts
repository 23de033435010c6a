import { isNull, sql } from 'drizzle-orm';
import type { Database } from '../db';
import { mailOutbox } from '../db/schema';

export interface MailBacklog {
  /** Due now and not yet delivered. */
  due: number;
  /** Failed at least once, waiting for the next attempt. */
  retrying: number;
  /** Given up on after the retry period (left for an operator: see the README). */
  givenUp: number;
  /** Seconds the oldest message due now has been waiting since it was queued (0 when none is due). */
  oldestDueSeconds: number;
}

/** One query over the undelivered messages only (a partial index holds them). */
export async function mailBacklog(db: Database): Promise<MailBacklog> {
  const [row] = await db
    .select({
      due: sql`count(*) filter (where ${mailOutbox.nextAttemptAt} <= now())`.mapWith(Number),
      retrying: sql`count(*) filter (where ${mailOutbox.nextAttemptAt} > now()
        and ${mailOutbox.nextAttemptAt} <> 'infinity')`.mapWith(Number),
      givenUp: sql`count(*) filter (where ${mailOutbox.nextAttemptAt} = 'infinity')`.mapWith(Number),
      oldestDueSeconds: sql`coalesce(extract(epoch from now() - min(${mailOutbox.createdAt})
        filter (where ${mailOutbox.nextAttemptAt} <= now())), 0)`.mapWith(Number),
    })
    .from(mailOutbox)
    .where(isNull(mailOutbox.deliveredAt));
  return {
    due: row?.due ?? 0,
    retrying: row?.retrying ?? 0,
    givenUp: row?.givenUp ?? 0,
    oldestDueSeconds: Math.round(row?.oldestDueSeconds ?? 0),
  };
}
